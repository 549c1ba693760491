// What a credit note says (ADR 0068), worked out once when its refund settles: each refunded line
// with the discount share the refund took off and its share of the VAT the invoice recorded for the
// line, the shipping once, and an amount on top split over the invoice's VAT rates. Pure: the
// caller hands the order as recorded and the refund as settled; in integer pence.
import { vatOf } from '../vat/vat-pricing.service.ts';
import type { CreditNoteLine } from './credit-notes.queries.ts';

export type CreditNoteOrder = {
  pricesIncludeVat: boolean;
  shippingMethod: string | null;
  shippingVatRate: number;
  shippingVatMinor: number;
};
export type CreditNoteItem = {
  id: number;
  productName: string;
  variantString: string | null;
  quantity: number;
  priceMinor: number;
  vatRate: number;
  vatMinor: number;
};
export type CreditNoteRefund = {
  amountMinor: number;
  shippingMinor: number;
  lines: readonly { orderItemId: number; quantity: number; amountMinor: number }[];
  /** Units of each order line given back by the order's earlier refunds. */
  refundedBefore: ReadonlyMap<number, number>;
};

/** The share of `total` that falls to units before+1 … before+n of `of`: shares add up to `total`. */
export function cumulativeShare(total: number, of: number, before: number, n: number): number {
  const share = (k: number) => (of > 0 ? Math.floor((total * k) / of) : 0);
  return share(before + n) - share(before);
}

/**
 * An amount split over VAT rates in proportion to what was paid at each (largest share first takes
 * the pennies left by rounding down), so the parts add up to the amount.
 */
export function splitByRate(amountMinor: number, paidByRate: ReadonlyMap<number, number>) {
  const rates = [...paidByRate.entries()].filter(([, paid]) => paid > 0).sort((a, b) => b[1] - a[1]);
  const paid = rates.reduce((sum, [, p]) => sum + p, 0);
  if (paid <= 0) return [{ rate: 0, amountMinor }];
  const parts = rates.map(([rate, p]) => ({ rate, amountMinor: Math.floor((amountMinor * p) / paid) }));
  parts[0]!.amountMinor += amountMinor - parts.reduce((sum, p) => sum + p.amountMinor, 0);
  return parts.filter((p) => p.amountMinor > 0);
}

export function creditNoteLinesOf(
  order: CreditNoteOrder,
  items: readonly CreditNoteItem[],
  refund: CreditNoteRefund,
): CreditNoteLine[] {
  const lines: CreditNoteLine[] = [];
  const paidByRate = new Map<number, number>();
  for (const item of items) {
    paidByRate.set(item.vatRate, (paidByRate.get(item.vatRate) ?? 0) + item.priceMinor * item.quantity);
  }
  for (const line of refund.lines) {
    const item = items.find((i) => i.id === line.orderItemId);
    if (!item) continue;
    const before = refund.refundedBefore.get(item.id) ?? 0;
    lines.push({
      kind: 'item',
      name: item.productName,
      variantString: item.variantString ?? '',
      quantity: line.quantity,
      unitPriceMinor: item.priceMinor,
      discountMinor: item.priceMinor * line.quantity - line.amountMinor,
      amountMinor: line.amountMinor,
      vatRate: item.vatRate,
      vatMinor: cumulativeShare(item.vatMinor, item.quantity, before, line.quantity),
    });
  }
  if (refund.shippingMinor > 0) {
    lines.push({
      kind: 'shipping',
      name: `Shipping (${order.shippingMethod ?? 'Standard'})`,
      variantString: '',
      quantity: 1,
      unitPriceMinor: refund.shippingMinor,
      discountMinor: 0,
      amountMinor: refund.shippingMinor,
      vatRate: order.shippingVatRate,
      vatMinor: order.shippingVatMinor,
    });
  }
  const linesMinor = lines.reduce((sum, l) => sum + l.amountMinor, 0);
  const extraMinor = refund.amountMinor - linesMinor;
  if (extraMinor > 0) {
    for (const part of splitByRate(extraMinor, paidByRate)) {
      lines.push({
        kind: 'amount',
        name: 'Amount refunded',
        variantString: '',
        quantity: 1,
        unitPriceMinor: part.amountMinor,
        discountMinor: 0,
        amountMinor: part.amountMinor,
        vatRate: part.rate,
        // Money given back holds its VAT, whichever way the store priced.
        vatMinor: vatOf(part.amountMinor, part.rate, true),
      });
    }
  }
  return lines;
}

export type CreditNoteVatRow = { rate: number; netMinor: number; vatMinor: number; grossMinor: number };

/** The VAT summary by rate, as the invoice's (prices including VAT: the VAT is inside the amount). */
export function creditNoteVatRows(
  lines: readonly CreditNoteLine[],
  pricesIncludeVat: boolean,
): CreditNoteVatRow[] {
  const rows = new Map<number, CreditNoteVatRow>();
  for (const line of lines) {
    const row = rows.get(line.vatRate) ?? { rate: line.vatRate, netMinor: 0, vatMinor: 0, grossMinor: 0 };
    const holdsVat = pricesIncludeVat || line.kind === 'amount';
    const net = holdsVat ? line.amountMinor - line.vatMinor : line.amountMinor;
    row.netMinor += net;
    row.vatMinor += line.vatMinor;
    row.grossMinor += net + line.vatMinor;
    rows.set(line.vatRate, row);
  }
  return [...rows.values()].sort((a, b) => b.rate - a.rate);
}
