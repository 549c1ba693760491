// The customer's cancellation notice: the store cancelled the order and gave back what was paid.
// Written in the order's language (docs/decisions/0093), its money too.
import { emailLanguage, emailMoney, orderEmailTexts } from './email-texts.ts';
import { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './layout.ts';

export type CancellationNotice = {
  orderId: number;
  orderNumber: number;
  customerName: string;
  /** The order's language: the whole e-mail is written in it. */
  language?: string;
  /** The order's currency (docs/decisions/0105): its amounts are in it; pounds when not named. */
  currency?: string;
  /** What went back to the card, in minor units; 0 when nothing had been taken. */
  refundedMinor: number;
};

export function cancellationNoticeEmail(brand: EmailBrand, notice: CancellationNotice): RenderedEmail {
  const words = orderEmailTexts(notice.language);
  const title = words.cancelledTitle(notice.orderNumber);
  const intro = words.cancelledIntro(notice.customerName, brand.storeName, notice.orderNumber);
  const money =
    notice.refundedMinor > 0
      ? words.backToCardInDays(emailMoney(notice.language, notice.currency)(notice.refundedMinor))
      : words.nothingCharged;
  const help = words.questions;
  return {
    subject: words.cancelledSubject(brand.storeName, notice.orderNumber),
    html: renderLayout(
      brand,
      title,
      [intro, money, help].map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
      emailLanguage(notice.language),
    ),
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
