// The invoice e-mail of a draft order: its lines and totals, and the link that pays it in the
// store's checkout.
import { formatMinor, formatMoney } from '@storefleet/contracts';
import type { PricedCheckout } from '../checkout/checkout.types.ts';
import {
  type EmailBrand,
  escapeHtml,
  type RenderedEmail,
  renderLayout,
} from '../email/email-templates.service.ts';
import type { DraftOrderLineRow } from './draft-orders.queries.ts';

const money = (minor: number) => formatMoney(formatMinor(minor));

export function draftInvoiceEmail(
  brand: EmailBrand,
  invoice: {
    customerName: string;
    lines: DraftOrderLineRow[];
    priced: PricedCheckout;
    payUrl: string;
    expiresAt: Date;
  },
): RenderedEmail {
  const { priced } = invoice;
  const title = `Your invoice from ${brand.storeName}`;
  const intro = `Hi ${invoice.customerName}, ${brand.storeName} has prepared an order for you. Pay it securely with the link below.`;
  const lines = invoice.lines.map(
    (l) =>
      `${l.quantity} × ${l.name}${l.variantString ? ` (${l.variantString})` : ''}: ${money(l.unitPriceMinor * l.quantity)}`,
  );
  const totals = [
    `Subtotal: ${money(priced.subtotalMinor)}`,
    ...(priced.discountMinor > 0 ? [`Discount: -${money(priced.discountMinor)}`] : []),
    `Shipping (${priced.shippingMethod}): ${money(priced.shippingMinor)}`,
    `${priced.pricesIncludeVat ? 'Including VAT' : 'VAT'}: ${money(priced.vatMinor)}`,
    `Total: ${money(priced.totalMinor)}`,
  ];
  const expiry = `This link works until ${invoice.expiresAt.toUTCString()}.`;
  return {
    subject: `Invoice from ${brand.storeName}: ${money(priced.totalMinor)}`,
    html: renderLayout(
      brand,
      title,
      [
        `<p>${escapeHtml(intro)}</p>`,
        `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
        `<p>${totals.map(escapeHtml).join('<br>')}</p>`,
        `<p><a href="${escapeHtml(invoice.payUrl)}">Pay ${escapeHtml(money(priced.totalMinor))} now</a></p>`,
        `<p>${escapeHtml(expiry)}</p>`,
      ].join('\n'),
    ),
    text: [title, '', intro, '', ...lines, '', ...totals, '', `Pay now: ${invoice.payUrl}`, '', expiry].join(
      '\n',
    ),
  };
}
