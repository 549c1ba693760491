// VAT arithmetic (ADR 0025), in integer pence, done once when the checkout is priced:
// - each line's VAT is rounded on its own (quantity × unit price, half up);
//   prices including VAT: vat = round(line × rate / (100 + rate)); excluding: round(line × rate / 100);
// - shipping is taxed at the highest rate among the order's goods (all zero-rated goods: 0 %);
// - the order's VAT is the sum of the rounded lines and the shipping's, so lines add up to the total;
// - prices including VAT: the total charged is what the prices say; excluding: that plus the VAT.
import {
  DEFAULT_VAT_RATE,
  type TaxReason,
  type TaxRegistration,
  taxClassOfVatRate,
  taxLines,
  type VatRate,
} from '@storefleet/contracts';

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

/** Where an order goes and who buys (docs/decisions/0101): what picks the rates. */
export type TaxDestination = {
  registration: TaxRegistration;
  country: string;
  /** A US state: rates there are by state. */
  region?: string | null;
  /** A business buyer's VAT number, format-checked for the destination already. */
  buyerVatNumber?: string | null;
};

export type TaxPricing = VatPricing & {
  reason: TaxReason;
  /** Each line's rate (basis points), in the order of the input; the shipping's. */
  lineRateBp: number[];
  shippingRateBp: number;
};

/**
 * ADR 0025's pricing with the destination's rates (docs/decisions/0101): each product's rate names its
 * class (20 standard, 5 reduced, 0 zero), the rule picks the country whose rates apply, and the tax is
 * worked out per line in basis points, shipping in the class of the dearest goods. A UK store selling
 * in the UK gets exactly what priceVat gives.
 */
export function priceTax(input: {
  lines: readonly VatLineInput[];
  shippingMinor: number;
  pricesIncludeVat: boolean;
  destination: TaxDestination;
}): TaxPricing {
  const { lines, shippingMinor, pricesIncludeVat, destination } = input;
  const shippingClassRate = shippingVatRate(lines.map((line) => line.vatRate));
  const answer = taxLines({
    registration: destination.registration,
    pricesIncludeTax: pricesIncludeVat,
    destination: { country: destination.country, region: destination.region ?? null },
    buyerVatNumber: destination.buyerVatNumber ?? null,
    lines: [
      ...lines.map((line) => ({
        amountMinor: line.lineTotalMinor,
        taxClass: taxClassOfVatRate(line.vatRate),
      })),
      { amountMinor: shippingMinor, taxClass: taxClassOfVatRate(shippingClassRate) },
    ],
  });
  const lineAnswers = answer.lines.slice(0, lines.length);
  const shipping = answer.lines[lines.length] ?? { rateBp: 0, taxMinor: 0 };
  const lineVatMinor = lineAnswers.map((line) => line.taxMinor);
  const vatMinor = lineVatMinor.reduce((sum, vat) => sum + vat, shipping.taxMinor);
  const pricedMinor = lines.reduce((sum, line) => sum + line.lineTotalMinor, shippingMinor);
  return {
    reason: answer.reason,
    lineVatMinor,
    lineRateBp: lineAnswers.map((line) => line.rateBp),
    shippingVatRate: shippingClassRate,
    shippingRateBp: shipping.rateBp,
    shippingVatMinor: shipping.taxMinor,
    vatMinor,
    totalMinor: pricesIncludeVat ? pricedMinor : pricedMinor + vatMinor,
  };
}

/** A rate in basis points as the whole per cent the `vat_rate` columns keep for their readers. */
export function wholePercentOf(rateBp: number): number {
  return Math.round(rateBp / 100);
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
