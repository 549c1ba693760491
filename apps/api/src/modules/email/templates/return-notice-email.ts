// The customer's e-mails about a return (modules/returns): approved with how to send the goods
// back, declined with the store's reason, or refunded / exchanged once the goods arrived. Written in
// the order's language (docs/decisions/0093), its money too; the caller names the items in it.
import { emailLanguage, emailMoney, orderEmailTexts } from './email-texts.ts';
import { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './layout.ts';

export type ReturnNotice = {
  orderId: number;
  orderNumber: number;
  customerName: string;
  /** The order's language: the whole e-mail is written in it. */
  language?: string;
  /** The order's currency (docs/decisions/0105): its amounts are in it; pounds when not named. */
  currency?: string;
  step: 'approved' | 'declined' | 'refunded' | 'exchanged';
  /** The items, one line each ("2 × Tee"). */
  items: string[];
  /** Declined: the store's reason. */
  reason?: string;
  /** Refunded: what went back to the card, in minor units (0 or none: nothing). */
  refundedMinor?: number;
  /** Exchanged: what the customer still owes for a dearer replacement, in minor units (0 or none: nothing). */
  amountDueMinor?: number;
  /** Where to send the goods (the store's support address), when known. */
  supportAddress?: string | null;
};

function paragraphs(brand: EmailBrand, notice: ReturnNotice): { title: string; body: string[] } {
  const words = orderEmailTexts(notice.language);
  const money = emailMoney(notice.language, notice.currency);
  const { customerName: name, orderNumber: order } = notice;
  const items = words.returnItems(notice.items.join(', '));
  if (notice.step === 'approved') {
    return {
      title: words.returnApprovedTitle(order),
      body: [
        words.returnApprovedIntro(name, brand.storeName, order),
        items,
        words.returnPack,
        notice.supportAddress ? words.returnQuestionsTo(notice.supportAddress) : words.questions,
      ],
    };
  }
  if (notice.step === 'declined') {
    return {
      title: words.returnDeclinedTitle(order),
      body: [
        words.returnDeclinedIntro(name, brand.storeName, order),
        words.storesReason(notice.reason ?? ''),
        words.questions,
      ],
    };
  }
  const refunded = notice.refundedMinor ? money(notice.refundedMinor) : null;
  const amountDue = notice.amountDueMinor ? money(notice.amountDueMinor) : null;
  const back =
    notice.step === 'exchanged'
      ? [
          words.replacementOnItsWay,
          ...(refunded ? [words.backToCard(refunded)] : []),
          ...(amountDue ? [words.replacementCostsMore(amountDue)] : []),
        ]
      : [refunded ? words.backToCardInDays(refunded) : words.nothingLeftToRefund];
  return {
    title: words.returnCompleteTitle(order),
    body: [words.returnReceivedIntro(name, order), items, ...back],
  };
}

export function returnNoticeEmail(brand: EmailBrand, notice: ReturnNotice): RenderedEmail {
  const { title, body } = paragraphs(brand, notice);
  return {
    subject: orderEmailTexts(notice.language).returnSubject(brand.storeName, title),
    html: renderLayout(
      brand,
      title,
      body.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
      emailLanguage(notice.language),
    ),
    text: [title, '', ...body.flatMap((p) => [p, '']), ...(brand.customMessage ? [brand.customMessage] : [])]
      .join('\n')
      .trimEnd(),
  };
}
