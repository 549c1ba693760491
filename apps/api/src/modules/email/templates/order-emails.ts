// The shopper's order confirmation and the store's new-order notice.
import { emailLanguage, emailMoney, orderEmailTexts } from './email-texts.ts';
import { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './layout.ts';
import { type EmailOrder, money, orderSummaryHtml, orderSummaryText } from './order-summary.ts';

export function orderConfirmationEmail(
  brand: EmailBrand & { processingTime: string },
  order: EmailOrder,
): RenderedEmail {
  const words = orderEmailTexts(order.language);
  const title = words.confirmationTitle(order.orderNumber);
  const intro = words.confirmationIntro(
    order.customerName,
    emailMoney(order.language, order.currency)(order.totalMinor),
    brand.processingTime,
  );
  return {
    subject: words.confirmationSubject(brand.storeName, order.orderNumber),
    html: renderLayout(
      brand,
      title,
      `<p>${escapeHtml(intro)}</p>\n${orderSummaryHtml(order)}`,
      emailLanguage(order.language),
    ),
    text: [
      title,
      '',
      intro,
      '',
      orderSummaryText(order),
      ...(brand.customMessage ? ['', brand.customMessage] : []),
    ].join('\n'),
  };
}

export function newOrderEmail(brand: EmailBrand, order: EmailOrder, adminUrl: string): RenderedEmail {
  // The store's own notice stays in English whatever the buyer's language.
  order = { ...order, language: 'en' };
  const title = `New order #${order.orderNumber}`;
  const intro = `${order.customerName} (${order.customerEmail}) paid ${money(order.totalMinor)}.`;
  const link = `<p><a href="${escapeHtml(adminUrl)}">Open Store Orders</a></p>`;
  return {
    subject: `New order #${order.orderNumber}: ${money(order.totalMinor)}`,
    html: renderLayout(
      { ...brand, customMessage: null },
      title,
      `<p>${escapeHtml(intro)}</p>\n${orderSummaryHtml(order)}\n${link}`,
    ),
    text: [title, '', intro, '', orderSummaryText(order), '', `Store Orders: ${adminUrl}`].join('\n'),
  };
}
