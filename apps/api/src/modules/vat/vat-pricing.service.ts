// VAT arithmetic (ADR 0025), in integer pence, done once when the checkout is priced:
// - each line's VAT is rounded on its own (quantity × unit price, half up);
//   prices including VAT: vat = round(line × rate / (100 + rate)); excluding: round(line × rate / 100);
// - shipping is taxed at the highest rate among the order's goods (all zero-rated goods: 0 %);
// - the order's VAT is the sum of the rounded lines and the shipping's, so lines add up to the total;
// - prices including VAT: the total charged is what the prices say; excluding: that plus the VAT.
import { DEFAULT_VAT_RATE, type VatRate } from '@storefleet/contracts';

/** n / d rounded half up, for n ≥ 0, d > 0, in integers (no floating-point drift). */
function divideHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** The VAT in an amount (prices include VAT) or on it (prices exclude VAT). */
export function vatOf(amountMinor: number, rate: number, pricesIncludeVat: boolean): number {
  if (amountMinor <= 0 || rate <= 0) return 0;
  return divideHalfUp(amountMinor * rate, pricesIncludeVat ? 100 + rate : 100);
}

/** Shipping follows the goods: the highest rate among the lines (standard when there are none). */
export function shippingVatRate(lineRates: readonly number[]): VatRate {
  return lineRates.length ? (Math.max(...lineRates) as VatRate) : DEFAULT_VAT_RATE;
}

export type VatLineInput = { lineTotalMinor: number; vatRate: VatRate };

export type VatPricing = {
  /** Each line's VAT, in the order of the input. */
  lineVatMinor: number[];
  shippingVatRate: VatRate;
  shippingVatMinor: number;
  /** The whole order's VAT: the lines' and the shipping's. */
  vatMinor: number;
  /** What the shopper pays. */
  totalMinor: number;
};

export function priceVat(input: {
  lines: readonly VatLineInput[];
  shippingMinor: number;
  pricesIncludeVat: boolean;
}): VatPricing {
  const { lines, shippingMinor, pricesIncludeVat } = input;
  const lineVatMinor = lines.map((line) => vatOf(line.lineTotalMinor, line.vatRate, pricesIncludeVat));
  const rate = shippingVatRate(lines.map((line) => line.vatRate));
  const shippingVatMinor = vatOf(shippingMinor, rate, pricesIncludeVat);
  const vatMinor = lineVatMinor.reduce((sum, vat) => sum + vat, shippingVatMinor);
  const pricedMinor = lines.reduce((sum, line) => sum + line.lineTotalMinor, shippingMinor);
  return {
    lineVatMinor,
    shippingVatRate: rate,
    shippingVatMinor,
    vatMinor,
    totalMinor: pricesIncludeVat ? pricedMinor : pricedMinor + vatMinor,
  };
}

export type VatBreakdownRow = { rate: number; netMinor: number; vatMinor: number; grossMinor: number };

/**
 * The invoice's VAT summary: per rate, the net amount, its VAT and the two together, from the
 * recorded per-line figures (never recomputed), shipping under its own rate. Highest rate first.
 */
export function vatBreakdown(input: {
  lines: readonly { lineTotalMinor: number; vatRate: number; vatMinor: number }[];
  shipping: { amountMinor: number; vatRate: number; vatMinor: number };
  pricesIncludeVat: boolean;
}): VatBreakdownRow[] {
  const rows = new Map<number, VatBreakdownRow>();
  const add = (rate: number, amountMinor: number, vatMinor: number) => {
    const row = rows.get(rate) ?? { rate, netMinor: 0, vatMinor: 0, grossMinor: 0 };
    const net = input.pricesIncludeVat ? amountMinor - vatMinor : amountMinor;
    row.netMinor += net;
    row.vatMinor += vatMinor;
    row.grossMinor += net + vatMinor;
    rows.set(rate, row);
  };
  for (const line of input.lines) add(line.vatRate, line.lineTotalMinor, line.vatMinor);
  if (input.shipping.amountMinor > 0)
    add(input.shipping.vatRate, input.shipping.amountMinor, input.shipping.vatMinor);
  return [...rows.values()].sort((a, b) => b.rate - a.rate);
}
