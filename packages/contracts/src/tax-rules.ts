// Which rate a checkout charges (docs/decisions/0101): from where the store is registered, where the
// order goes and whether the buyer is a business with an EU VAT number. Pure: the rates are code
// (tax-rates.ts), nothing here reads a database, and a VAT number is checked by its format only
// (no VIES look-up: the store keeps the number on the order and checks it with VIES itself).
import { z } from 'zod';
import { idSchema } from './fields.ts';
import { shopperMessageText } from './shopper-messages.ts';
import { isEuCountry, type TaxClass, type TaxRateOverrides, taxRateBp } from './tax-rates.ts';
import { isUkVatNumber } from './vat.ts';

/** Where the store accounts for tax: its home country, the EU's One-Stop Shop, other countries. */
export type TaxRegistration = {
  homeCountry: string;
  /** Registered for the EU One-Stop Shop (Union scheme): EU consumers pay their own country's rate. */
  oss: boolean;
  /** Other countries it is registered in (and charges their rates). */
  registeredIn: readonly string[];
  /** The owner's own rates (docs/decisions/0107), read with the store's row; absent: the built-in ones. */
  rateOverrides?: TaxRateOverrides | null;
};

/** A store that says nothing: a UK store, as every store was before (docs/decisions/0101). */
export const UK_TAX_REGISTRATION: TaxRegistration = { homeCountry: 'GB', oss: false, registeredIn: [] };

export const taxReasons = ['home', 'oss', 'registered', 'reverse-charge', 'export'] as const;
/**
 * Why a rate: `home`, the home country's rates; `oss`, the EU destination's under the One-Stop Shop;
 * `registered`, the destination's where the store is registered there; `reverse-charge`, an EU
 * business buyer in another EU country accounts for the VAT (0 charged); `export`, goods leaving the
 * UK or the EU for outside it (zero-rated, outside the scope of the home country's VAT).
 */
export type TaxReason = (typeof taxReasons)[number];

/** The VAT number's country prefix; Greece writes EL. */
export function vatPrefixOf(country: string): string {
  return country === 'GR' ? 'EL' : country;
}

/** The EU's VAT number formats (the part after the prefix), as the European Commission lists them. */
const EU_VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  HR: /^\d{11}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  DE: /^\d{9}$/,
  GR: /^\d{9}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LV: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SK: /^\d{10}$/,
  SI: /^\d{8}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  SE: /^\d{10}01$/,
};

/** Spaces, dots and dashes out, upper case: "de 123 456 789" → "DE123456789". */
export function compactVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * The country whose format a VAT number has (its prefix: "DE…" → DE, "EL…" → GR, "GB…" → GB), or
 * null when it is no EU or UK VAT number's format. A format only: whether the number is registered
 * is VIES's answer, which checkout does not ask.
 */
export function vatNumberCountry(value: string): string | null {
  const compact = compactVatNumber(value);
  if (compact.startsWith('GB')) return isUkVatNumber(compact) ? 'GB' : null;
  const prefix = compact.slice(0, 2);
  if (prefix === 'GR') return null;
  const country = prefix === 'EL' ? 'GR' : prefix;
  const format = EU_VAT_FORMATS[country];
  return format?.test(compact.slice(2)) ? country : null;
}

export const BUYER_VAT_NUMBER_MESSAGE = shopperMessageText('vat_number_format');

export function buyerVatNumberMismatchMessage(country: string, prefix: string): string {
  return shopperMessageText('vat_number_country', { country, prefix });
}

export type TaxLineInput = { amountMinor: number; taxClass: TaxClass };

export type TaxQuestion = {
  registration: TaxRegistration;
  pricesIncludeTax: boolean;
  destination: { country: string; region?: string | null };
  /** A business buyer's VAT number in the destination's format (checked before), or none. */
  buyerVatNumber?: string | null;
  lines: readonly TaxLineInput[];
};

export type TaxAnswer = {
  reason: TaxReason;
  /** The country whose rates apply (the home country, the destination; null for 0 % by reason). */
  ratesOf: string | null;
  lines: { rateBp: number; taxMinor: number }[];
};

/** n / d rounded half up, for n ≥ 0, d > 0, in integers (no floating-point drift). */
function divideHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/**
 * The tax in an amount (prices include tax: amount × rate / (1 + rate)) or on it, rounded half up
 * per line, in minor units. For the UK's 2000 / 500 bp this is the same integer sum as ADR 0025's
 * per-cent arithmetic (both sides scaled by 100).
 */
export function taxOf(amountMinor: number, rateBp: number, pricesIncludeTax: boolean): number {
  if (amountMinor <= 0 || rateBp <= 0) return 0;
  return divideHalfUp(amountMinor * rateBp, pricesIncludeTax ? 10_000 + rateBp : 10_000);
}

/** The UK, the EU and the rest are separate customs territories: goods crossing out are exported. */
function territoryOf(country: string): string {
  if (country === 'GB') return 'GB';
  return isEuCountry(country) ? 'EU' : country;
}

/** Why, and whose rates: the rule of docs/decisions/0101, in this order. */
export function taxReasonFor(
  registration: TaxRegistration,
  destination: string,
  buyerVatNumber?: string | null,
): { reason: TaxReason; ratesOf: string | null } {
  const home = registration.homeCountry;
  if (destination === home) return { reason: 'home', ratesOf: home };
  if (buyerVatNumber && isEuCountry(destination) && vatNumberCountry(buyerVatNumber) === destination)
    return { reason: 'reverse-charge', ratesOf: null };
  if (registration.registeredIn.includes(destination)) return { reason: 'registered', ratesOf: destination };
  if (registration.oss && isEuCountry(destination)) return { reason: 'oss', ratesOf: destination };
  if (territoryOf(destination) !== territoryOf(home)) return { reason: 'export', ratesOf: null };
  // Within the EU, to a country the store is not registered in: its home country's VAT.
  return { reason: 'home', ratesOf: home };
}

/** Each line's rate and tax for this destination and buyer. */
export function taxLines(question: TaxQuestion): TaxAnswer {
  const { reason, ratesOf } = taxReasonFor(
    question.registration,
    question.destination.country,
    question.buyerVatNumber,
  );
  const region = ratesOf === question.destination.country ? question.destination.region : null;
  return {
    reason,
    ratesOf,
    lines: question.lines.map((line) => {
      const rateBp =
        ratesOf === null ? 0 : taxRateBp(line.taxClass, ratesOf, region, question.registration.rateOverrides);
      return { rateBp, taxMinor: taxOf(line.amountMinor, rateBp, question.pricesIncludeTax) };
    }),
  };
}

export const QUARTER_MESSAGE = 'Quarter must be written YYYY-Qn, such as 2026-Q3';

/** GET /api/admin/analytics/oss.csv?quarter=2026-Q3 (docs/decisions/0101). */
export const ossReportQuerySchema = z.object({
  quarter: z
    .string({ error: QUARTER_MESSAGE })
    .trim()
    .toUpperCase()
    .regex(/^(20\d\d)-Q[1-4]$/, QUARTER_MESSAGE),
  tenantId: idSchema('Tenant id').optional(),
});
export type OssReportQuery = z.infer<typeof ossReportQuerySchema>;

/** "2026-Q3" → its first day and the day after its last (UTC), as ISO dates. */
export function quarterBounds(quarter: string): { from: string; until: string } {
  const year = Number(quarter.slice(0, 4));
  const q = Number(quarter.slice(6));
  const month = (q - 1) * 3;
  const day = (y: number, m: number) =>
    `${y + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`;
  return { from: day(year, month), until: day(year, month + 3) };
}

/** The quarter a day falls in: 2026-08-14 → "2026-Q3". */
export function quarterOf(date: Date): string {
  return `${date.getUTCFullYear()}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
}
