// The customer's delivery notice: the store has marked the order delivered.
import { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './layout.ts';

export function deliveryNoticeEmail(
  brand: EmailBrand,
  notice: { orderId: number; orderNumber: number; customerName: string },
): RenderedEmail {
  const title = `Your order #${notice.orderNumber} has been delivered`;
  const intro = `Hi ${notice.customerName}, your order from ${brand.storeName} has been delivered. We hope you enjoy it.`;
  const help = 'If anything is missing or not as expected, reply to this e-mail and we will put it right.';
  return {
    subject: `${brand.storeName}: order #${notice.orderNumber} delivered`,
    html: renderLayout(brand, title, `<p>${escapeHtml(intro)}</p>\n<p>${escapeHtml(help)}</p>`),
    text: [title, '', intro, '', help, ...(brand.customMessage ? ['', brand.customMessage] : [])].join('\n'),
  };
}
