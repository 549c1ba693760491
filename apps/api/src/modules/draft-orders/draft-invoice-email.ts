// The invoice e-mail of a draft order: its lines and totals, and the link that pays it in the
// store's checkout. A draft records no buyer's language, so it is written in the store's default
// language, the one its lines are named in (docs/decisions/0095).
import type { PricedCheckout } from '../checkout/checkout.types.ts';
import {
  type EmailBrand,
  emailLanguage,
  emailMoment,
  emailMoney,
  escapeHtml,
  orderEmailTexts,
  type RenderedEmail,
  renderLayout,
} from '../email/email-templates.service.ts';
import type { DraftOrderLineRow } from './draft-orders.queries.ts';

export function draftInvoiceEmail(
  brand: EmailBrand,
  invoice: {
    customerName: string;
    lines: DraftOrderLineRow[];
    priced: PricedCheckout;
    payUrl: string;
    expiresAt: Date;
    /** The store's default language. */
    language?: string;
    /** The draft's currency, the store's base currency (docs/decisions/0105): its amounts are in it. */
    currency?: string;
  },
): RenderedEmail {
  const { priced, language } = invoice;
  const words = orderEmailTexts(language);
  const money = emailMoney(language, invoice.currency);
  const title = words.invoiceTitle(brand.storeName);
  const intro = words.invoiceIntro(invoice.customerName, brand.storeName);
  const lines = invoice.lines.map(
    (l) =>
      `${l.quantity} × ${l.name}${l.variantString ? ` (${l.variantString})` : ''}: ${money(l.unitPriceMinor * l.quantity)}`,
  );
  const label = (text: string, value: string) => `${text}${words.colon}${value}`;
  const totals = [
    label(words.subtotal, money(priced.subtotalMinor)),
    ...(priced.discountMinor > 0 ? [label(words.discount, `-${money(priced.discountMinor)}`)] : []),
    label(`${words.shipping} (${priced.shippingMethod})`, money(priced.shippingMinor)),
    label(priced.pricesIncludeVat ? words.includingVat : words.vat, money(priced.vatMinor)),
    label(words.total, money(priced.totalMinor)),
  ];
  const expiry = words.linkWorksUntil(emailMoment(language)(invoice.expiresAt));
  return {
    subject: words.invoiceSubject(brand.storeName, money(priced.totalMinor)),
    html: renderLayout(
      brand,
      title,
      [
        `<p>${escapeHtml(intro)}</p>`,
        `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
        `<p>${totals.map(escapeHtml).join('<br>')}</p>`,
        `<p><a href="${escapeHtml(invoice.payUrl)}">${escapeHtml(words.payNow(money(priced.totalMinor)))}</a></p>`,
        `<p>${escapeHtml(expiry)}</p>`,
      ].join('\n'),
      emailLanguage(language),
    ),
    text: [
      title,
      '',
      intro,
      '',
      ...lines,
      '',
      ...totals,
      '',
      `${words.payNowPlain}: ${invoice.payUrl}`,
      '',
      expiry,
    ].join('\n'),
  };
}
