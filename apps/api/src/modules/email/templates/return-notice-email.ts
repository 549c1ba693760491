// The customer's e-mails about a return (modules/returns): approved with how to send the goods
// back, declined with the store's reason, or refunded / exchanged once the goods arrived.
import { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './layout.ts';

export type ReturnNotice = {
  orderId: number;
  orderNumber: number;
  customerName: string;
  step: 'approved' | 'declined' | 'refunded' | 'exchanged';
  /** The items, one line each ("2 × Tee"). */
  items: string[];
  /** Declined: the store's reason. */
  reason?: string;
  /** Refunded: what went back to the card, as money text. */
  refunded?: string | null;
  /** Exchanged: what the customer still owes for a dearer replacement, as money text. */
  amountDue?: string | null;
  /** Where to send the goods (the store's support address), when known. */
  supportAddress?: string | null;
};

function paragraphs(brand: EmailBrand, notice: ReturnNotice): { title: string; body: string[] } {
  const order = `order #${notice.orderNumber}`;
  const hi = `Hi ${notice.customerName},`;
  const items = `Items: ${notice.items.join(', ')}.`;
  if (notice.step === 'approved') {
    return {
      title: `Your return for ${order} is approved`,
      body: [
        `${hi} ${brand.storeName} has approved your return for ${order}.`,
        items,
        'Pack the items securely with your order number inside and send them back to us. Once they arrive we will refund you or send the replacement.',
        notice.supportAddress
          ? `Questions about sending them back? Write to ${notice.supportAddress}.`
          : 'If you have any questions, reply to this e-mail.',
      ],
    };
  }
  if (notice.step === 'declined') {
    return {
      title: `Your return for ${order} was declined`,
      body: [
        `${hi} ${brand.storeName} could not accept your return for ${order}.`,
        `The store's reason: ${notice.reason ?? ''}`,
        'If you have any questions, reply to this e-mail.',
      ],
    };
  }
  const money =
    notice.step === 'exchanged'
      ? [
          'Your replacement is on its way.',
          ...(notice.refunded ? [`${notice.refunded} is on its way back to your card.`] : []),
          ...(notice.amountDue
            ? [`The replacement costs ${notice.amountDue} more; the store will contact you to collect it.`]
            : []),
        ]
      : [
          notice.refunded
            ? `${notice.refunded} is on its way back to your card; it can take a few days to show.`
            : 'Nothing was left to refund.',
        ];
  return {
    title: `Your return for ${order} is complete`,
    body: [`${hi} we received the items you sent back for ${order}.`, items, ...money],
  };
}

export function returnNoticeEmail(brand: EmailBrand, notice: ReturnNotice): RenderedEmail {
  const { title, body } = paragraphs(brand, notice);
  return {
    subject: `${brand.storeName}: ${title.charAt(0).toLowerCase()}${title.slice(1)}`,
    html: renderLayout(brand, title, body.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')),
    text: [title, '', ...body.flatMap((p) => [p, '']), ...(brand.customMessage ? [brand.customMessage] : [])]
      .join('\n')
      .trimEnd(),
  };
}
