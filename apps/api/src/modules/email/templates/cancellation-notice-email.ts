// The customer's cancellation notice: the store cancelled the order and gave back what was paid.
import { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './layout.ts';

export type CancellationNotice = {
  orderId: number;
  orderNumber: number;
  customerName: string;
  /** What went back to the card, as money text, or null when nothing had been taken. */
  refunded: string | null;
};

export function cancellationNoticeEmail(brand: EmailBrand, notice: CancellationNotice): RenderedEmail {
  const title = `Your order #${notice.orderNumber} has been cancelled`;
  const intro = `Hi ${notice.customerName}, ${brand.storeName} has cancelled your order #${notice.orderNumber}.`;
  const money = notice.refunded
    ? `${notice.refunded} is on its way back to your card; it can take a few days to show.`
    : 'Nothing was charged for it.';
  const help = 'If you have any questions, reply to this e-mail.';
  return {
    subject: `${brand.storeName}: order #${notice.orderNumber} cancelled`,
    html: renderLayout(brand, title, [intro, money, help].map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')),
    text: [
      title,
      '',
      intro,
      '',
      money,
      '',
      help,
      ...(brand.customMessage ? ['', brand.customMessage] : []),
    ].join('\n'),
  };
}
