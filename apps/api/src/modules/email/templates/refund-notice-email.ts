// The customer's refund notice: how much went back to their card, for which lines, and
// why when the store gave a reason. Written in the order's language (docs/decisions/0093), its
// money too; the caller names the lines in it (docs/decisions/0095).
import { emailLanguage, emailMoney, orderEmailTexts } from './email-texts.ts';
import { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './layout.ts';

export type EmailRefund = {
  /** The store's number for the order (#1001 upwards), what the customer reads. */
  orderNumber: number;
  customerName: string;
  /** The order's language (docs/decisions/0093): the whole e-mail is written in it. */
  language?: string;
  /** The order's currency (docs/decisions/0105): its amounts are in it; pounds when not named. */
  currency?: string;
  amountMinor: number;
  /** The order's refunded total after this refund, and what was paid. */
  refundedMinor: number;
  totalMinor: number;
  lines: { name: string; quantity: number; amountMinor: number }[];
  reason: string | null;
};

export function refundNoticeEmail(brand: EmailBrand, refund: EmailRefund): RenderedEmail {
  const words = orderEmailTexts(refund.language);
  const money = emailMoney(refund.language, refund.currency);
  const title = words.refundTitle(refund.orderNumber);
  const intro = words.refundIntro(refund.customerName, money(refund.amountMinor));
  const whole = refund.refundedMinor >= refund.totalMinor;
  const so = whole
    ? words.refundedInFull(money(refund.totalMinor))
    : words.refundedSoFar(money(refund.refundedMinor), money(refund.totalMinor));
  const lines = refund.lines.map((l) => `${l.quantity} × ${l.name}${words.colon}${money(l.amountMinor)}`);
  const reason = refund.reason ? words.reason(refund.reason) : null;
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
      emailLanguage(refund.language),
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
