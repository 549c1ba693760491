// The customer's refund notice: how much went back to their card, for which lines, and
// why when the store gave a reason.

import { formatMinor, formatMoney } from '@storefleet/contracts';
import { orderEmailTexts } from './email-texts.ts';
import { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './layout.ts';

export type EmailRefund = {
  /** The store's number for the order (#1001 upwards), what the customer reads. */
  orderNumber: number;
  customerName: string;
  /** The order's language (docs/decisions/0093): subject and title are written in it. */
  language?: string;
  amountMinor: number;
  /** The order's refunded total after this refund, and what was paid. */
  refundedMinor: number;
  totalMinor: number;
  lines: { name: string; quantity: number; amountMinor: number }[];
  reason: string | null;
};

const money = (minor: number) => formatMoney(formatMinor(minor));

export function refundNoticeEmail(brand: EmailBrand, refund: EmailRefund): RenderedEmail {
  const words = orderEmailTexts(refund.language);
  const title = words.refundTitle(refund.orderNumber);
  const intro = `Hi ${refund.customerName}, we have refunded ${money(refund.amountMinor)} to the card you paid with. It can take 5 to 10 working days to show on your statement.`;
  const whole = refund.refundedMinor >= refund.totalMinor;
  const so = whole
    ? `Your order of ${money(refund.totalMinor)} has now been refunded in full.`
    : `So far ${money(refund.refundedMinor)} of your ${money(refund.totalMinor)} order has been refunded.`;
  const lines = refund.lines.map((l) => `${l.quantity} × ${l.name}: ${money(l.amountMinor)}`);
  const reason = refund.reason ? `Reason: ${refund.reason}` : null;
  const listHtml = lines.length ? `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : '';
  return {
    subject: words.refundSubject(brand.storeName, refund.orderNumber),
    html: renderLayout(
      brand,
      title,
      [
        `<p>${escapeHtml(intro)}</p>`,
        listHtml,
        reason ? `<p>${escapeHtml(reason)}</p>` : '',
        `<p>${escapeHtml(so)}</p>`,
      ]
        .filter(Boolean)
        .join('\n'),
    ),
    text: [
      title,
      '',
      intro,
      ...(lines.length ? ['', ...lines] : []),
      ...(reason ? ['', reason] : []),
      '',
      so,
      ...(brand.customMessage ? ['', brand.customMessage] : []),
    ].join('\n'),
  };
}
