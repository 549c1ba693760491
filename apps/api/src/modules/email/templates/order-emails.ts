// The shopper's order confirmation and the store's new-order notice.
import { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './layout.ts';
import { type EmailOrder, money, orderSummaryHtml, orderSummaryText } from './order-summary.ts';

export function orderConfirmationEmail(
  brand: EmailBrand & { processingTime: string },
  order: EmailOrder,
): RenderedEmail {
  const title = `Thank you for your order #${order.orderNumber}`;
  const intro = `Hi ${order.customerName}, we have received your payment of ${money(order.totalMinor)}. Your order will be processed within ${brand.processingTime}.`;
  return {
    subject: `Your ${brand.storeName} order #${order.orderNumber}`,
    html: renderLayout(brand, title, `<p>${escapeHtml(intro)}</p>\n${orderSummaryHtml(order)}`),
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
