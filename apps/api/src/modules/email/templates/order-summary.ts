// The order table shared by the shopper's confirmation and the store's new-order e-mail, its words
// and money in the order's language (the store's notice passes English).
import { emailMoney, orderEmailTexts } from './email-texts.ts';
import { escapeHtml } from './layout.ts';

export type EmailOrder = {
  /** Tags the e-mail with its order (internal); unset when the order's statement writes it (ADR 0120). */
  orderId?: number;
  /**
   * The store's number for the order (#1001 upwards): what the customer and the store read. A
   * marker when the e-mail is written before the order has its number, which the order's statement
   * then writes in its place (ADR 0120).
   */
  orderNumber: number | string;
  customerName: string;
  customerEmail: string;
  shippingAddress: string | null;
  shippingMethod: string | null;
  subtotalMinor: number;
  shippingMinor: number;
  totalMinor: number;
  lines: {
    name: string;
    variantString: string;
    quantity: number;
    unitPriceMinor: number;
    /** The name and options in the order's language (docs/decisions/0095): the buyer's e-mails show them. */
    shown?: { name: string; variantString: string };
  }[];
  /** The VAT recorded at checkout (ADR 0025): included in the prices, or added to them. */
  vat?: {
    vatMinor: number;
    pricesIncludeVat: boolean;
    /** The rates charged ("19%") of an order taxed outside the UK (docs/decisions/0101), beside the label. */
    rates?: string[];
    /** An EU business buyer was reverse charged: a line says the customer accounts for the VAT. */
    reverseCharge?: boolean;
  };
  /** A discount code used (ADR 0032): shown as 'Discount (CODE)', the amount taken off. */
  discount?: { code: string; amountMinor: number } | null;
  /** The language the buyer checked out in (docs/decisions/0093): the buyer's e-mails speak it. */
  language?: string;
  /** The order's currency (docs/decisions/0105): every amount is in it; pounds when not named. */
  currency?: string;
};

/** 'VAT included' / 'VAT': the row that says how much of the total is VAT. */
function vatRow(order: EmailOrder): { label: string; amount: string } | null {
  if (!order.vat) return null;
  const words = orderEmailTexts(order.language);
  const label = order.vat.pricesIncludeVat ? words.includesVat : words.vat;
  return {
    label: order.vat.rates?.length ? `${label} (${order.vat.rates.join(', ')})` : label,
    amount: emailMoney(order.language, order.currency)(order.vat.vatMinor),
  };
}

/** The order as its buyer reads it: each line's name and options in the order's language, when translated. */
export function inBuyersLanguage(order: EmailOrder): EmailOrder {
  return {
    ...order,
    lines: order.lines.map((line) => (line.shown ? { ...line, ...line.shown } : line)),
  };
}

export function orderSummaryHtml(order: EmailOrder): string {
  const words = orderEmailTexts(order.language);
  const money = emailMoney(order.language, order.currency);
  const rows = order.lines
    .map((line) => {
      const variant = line.variantString
        ? `<br><small style="color:#6b7280">${escapeHtml(line.variantString)}</small>`
        : '';
      return `<tr><td style="padding:6px 0">${escapeHtml(line.name)}${variant}</td><td style="text-align:center">${line.quantity}</td><td style="text-align:right">${money(line.unitPriceMinor * line.quantity)}</td></tr>`;
    })
    .join('\n');
  const shipping = order.shippingMinor > 0 ? money(order.shippingMinor) : words.free;
  const vat = vatRow(order);
  const discount = order.discount
    ? `<tr><td colspan="2">${words.discount} (${escapeHtml(order.discount.code)})</td><td style="text-align:right">-${money(order.discount.amountMinor)}</td></tr>\n`
    : '';
  return `<table style="width:100%;border-collapse:collapse" role="presentation">
<thead><tr><th style="text-align:left">${words.item}</th><th>${words.qty}</th><th style="text-align:right">${words.price}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>
<tr><td colspan="2" style="padding-top:12px">${words.subtotal}</td><td style="text-align:right;padding-top:12px">${money(order.subtotalMinor)}</td></tr>
<tr><td colspan="2">${words.shipping} (${escapeHtml(order.shippingMethod ?? 'Standard')})</td><td style="text-align:right">${shipping}</td></tr>
${discount}${vat ? `<tr><td colspan="2">${vat.label}</td><td style="text-align:right">${vat.amount}</td></tr>\n` : ''}${order.vat?.reverseCharge ? `<tr><td colspan="3"><small>${words.reverseCharge}</small></td></tr>\n` : ''}<tr><td colspan="2"><strong>${words.total}</strong></td><td style="text-align:right"><strong>${money(order.totalMinor)}</strong></td></tr>
</tfoot></table>
${order.shippingAddress ? `<p><strong>${words.shippingTo}</strong><br>${escapeHtml(order.customerName)}<br>${escapeHtml(order.shippingAddress)}</p>` : ''}`;
}

export function orderSummaryText(order: EmailOrder): string {
  const words = orderEmailTexts(order.language);
  const money = emailMoney(order.language, order.currency);
  const lines = order.lines.map(
    (l) =>
      `- ${l.name}${l.variantString ? ` (${l.variantString})` : ''} x ${l.quantity}: ${money(l.unitPriceMinor * l.quantity)}`,
  );
  return [
    ...lines,
    `${words.subtotal}: ${money(order.subtotalMinor)}`,
    `${words.shipping} (${order.shippingMethod ?? 'Standard'}): ${order.shippingMinor > 0 ? money(order.shippingMinor) : words.free}`,
    ...(order.discount
      ? [`${words.discount} (${order.discount.code}): -${money(order.discount.amountMinor)}`]
      : []),
    ...(order.vat ? [`${vatRow(order)?.label}: ${money(order.vat.vatMinor)}`] : []),
    ...(order.vat?.reverseCharge ? [orderEmailTexts(order.language).reverseCharge] : []),
    `${words.total}: ${money(order.totalMinor)}`,
    ...(order.shippingAddress ? [`${words.shippingTo} ${order.customerName}, ${order.shippingAddress}`] : []),
  ].join('\n');
}
