// The customer's shipping notice: what is in this parcel (a fulfilment may take part of the order:
// its own lines and quantities, and how many items are still to come), which carrier has it, its
// tracking number and the link to follow it. Every value from a person is escaped; the link is a checked web address.
import { isWebUrl } from '@storefleet/contracts';
import { emailLanguage, orderEmailTexts } from './email-texts.ts';
import { type EmailBrand, escapeHtml, type RenderedEmail, renderLayout } from './layout.ts';

export type ShippingNotice = {
  orderId: number;
  /** The store's order number (#1001…), what the customer reads; orderId tags the e-mail. */
  orderNumber: number;
  customerName: string;
  /** The order's language (docs/decisions/0093): the whole e-mail is written in it. */
  language?: string;
  carrierName: string;
  trackingNumber: string;
  trackingUrl: string | null;
  shippingAddress: string | null;
  /**
   * What is in this parcel (each line's variant, if any, as "Size: M"), named in the order's language
   * by the caller (docs/decisions/0095); empty for an order with no lines.
   */
  lines?: { productName: string; variantString?: string | null; quantity: number }[];
  /** How many items are still to come in later parcels (0: this parcel completes the order). */
  remainingQuantity?: number;
};

export function shippingNoticeEmail(brand: EmailBrand, notice: ShippingNotice): RenderedEmail {
  const words = orderEmailTexts(notice.language);
  const title = words.shippedTitle(notice.orderNumber);
  const intro = words.shippedIntro(notice.customerName, brand.storeName, notice.carrierName);
  const link = notice.trackingUrl && isWebUrl(notice.trackingUrl) ? notice.trackingUrl : null;
  const address = notice.shippingAddress ? words.deliveringTo(notice.shippingAddress) : null;
  const lines = (notice.lines ?? []).map(
    (l) => `${l.quantity} × ${l.productName}${l.variantString ? ` (${l.variantString})` : ''}`,
  );
  const rest = notice.remainingQuantity ? words.restToFollow(notice.remainingQuantity) : null;
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    lines.length
      ? `<p>${escapeHtml(words.inThisParcel)}</p>\n<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`
      : '',
    rest ? `<p>${escapeHtml(rest)}</p>` : '',
    `<p>${escapeHtml(words.trackingNumber)} <strong>${escapeHtml(notice.trackingNumber)}</strong></p>`,
    link
      ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#111827;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(words.trackParcel)}</a></p>\n<p style="font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(link)}</p>`
      : '',
    address ? `<p>${escapeHtml(address)}</p>` : '',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    subject: words.shippedSubject(brand.storeName, notice.orderNumber),
    html: renderLayout(brand, title, html, emailLanguage(notice.language)),
    text: [
      title,
      '',
      intro,
      '',
      ...(lines.length ? [words.inThisParcel, ...lines.map((l) => `- ${l}`), ''] : []),
      ...(rest ? [rest, ''] : []),
      `${words.trackingNumber} ${notice.trackingNumber}`,
      ...(link ? [`${words.trackParcel}${words.colon}${link}`] : []),
      ...(address ? ['', address] : []),
      ...(brand.customMessage ? ['', brand.customMessage] : []),
    ].join('\n'),
  };
}
