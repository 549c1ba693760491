// A store's currencies (docs/decisions/0105): ISO 4217 codes, how many minor units each has, how an
// amount in minor units is written as the API's decimal text, and how a base price becomes a price
// in another currency (the owner's rate, then the currency's rounding rule). Integers and decimal
// text only: a price never passes through a float.
import { z } from 'zod';

export const BASE_CURRENCY_DEFAULT = 'GBP';

/** ISO 4217 minor units where they are not two (the ISO list, not CLDR's display digits: HUF has 2). */
const MINOR_DIGITS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** Codes that name no money a shop can charge: precious metals, testing, SDR, "no currency". */
const NOT_FOR_SALE = new Set([
  'XAG',
  'XAU',
  'XBA',
  'XBB',
  'XBC',
  'XBD',
  'XDR',
  'XPD',
  'XPT',
  'XSU',
  'XTS',
  'XUA',
  'XXX',
]);

let knownCodes: ReadonlySet<string> | undefined;
function currencyCodes(): ReadonlySet<string> {
  knownCodes ??= new Set(Intl.supportedValuesOf('currency').filter((code) => !NOT_FOR_SALE.has(code)));
  return knownCodes;
}

/** "EUR" → true; "eur", "EURO", "XXX" → false. */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && currencyCodes().has(code);
}

export const currencyCodeSchema = z.string().trim().toUpperCase().refine(isCurrencyCode, {
  message: 'Choose a currency by its three-letter ISO 4217 code, such as GBP, EUR or USD',
});

/** 2 for GBP, 0 for JPY, 3 for KWD. */
export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency] ?? 2;
}

/** (1250, "GBP") → "12.50"; (1250, "JPY") → "1250"; (1250, "KWD") → "1.250". */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * ("12.5", "GBP") → 1250; ("1250", "JPY") → 1250; ("12.5", "JPY") → null. Plain non-negative
 * decimal text with at most the currency's minor digits, parsed as text.
 */
export function decimalToMinor(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** An amount for a person: (1250, "EUR", "de") → "12,50 €". */
export function formatCurrency(minor: number, currency: string, locale = 'en-GB'): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
}

/**
 * A rate: how many units of the presentment currency one unit of the base currency buys, as
 * decimal text with at most eight places ("1.1650", "187.5"). Never zero.
 */
export const RATE_PLACES = 8;
const RATE_SCALE = 10n ** BigInt(RATE_PLACES);

export const exchangeRateSchema = z
  .string()
  .trim()
  .refine((text) => rateToScaled(text) !== null, {
    message: 'Enter the rate as a positive number with at most eight decimals, such as 1.165',
  });

function rateToScaled(text: string): bigint | null {
  const match = /^(\d{1,9})(?:\.(\d{1,8}))?$/.exec(text.trim());
  if (!match) return null;
  const scaled =
    BigInt(match[1] ?? '0') * RATE_SCALE + BigInt((match[2] ?? '').padEnd(RATE_PLACES, '0') || '0');
  return scaled > 0n ? scaled : null;
}

/**
 * How a converted price is rounded, as the owner chooses per currency:
 * - `exact`: to the currency's minor unit, half up;
 * - `whole`: up to a whole unit (12.01 → 13.00);
 * - `ninety-nine` / `ninety-five`: up to the next price ending in .99 / .95 (12.01 → 12.99);
 * - `tens` / `hundreds`: up to a multiple of 10 / 100 units (for JPY, HUF, ISK and the like).
 * Up, not to nearest: a converted price never undercuts what the owner set in the base currency.
 */
export const roundingRules = ['exact', 'whole', 'ninety-nine', 'ninety-five', 'tens', 'hundreds'] as const;
export type RoundingRule = (typeof roundingRules)[number];
export const roundingRuleSchema = z.enum(roundingRules);

export const roundingRuleLabels: Record<RoundingRule, string> = {
  exact: 'Exact (to the cent)',
  whole: 'Up to a whole unit (13.00)',
  'ninety-nine': 'Up to .99 (12.99)',
  'ninety-five': 'Up to .95 (12.95)',
  tens: 'Up to a multiple of 10',
  hundreds: 'Up to a multiple of 100',
};

/** The smallest amount at or above `minor` that the rule allows, in the currency's minor units. */
export function roundPrice(minor: number, currency: string, rule: RoundingRule): number {
  const unit = 10 ** minorDigits(currency);
  const upTo = (step: number, minus = 0) => Math.ceil((minor + minus) / step) * step - minus;
  switch (rule) {
    case 'exact':
      return minor;
    case 'whole':
      return upTo(unit);
    case 'ninety-nine':
      return unit >= 100 ? upTo(unit, unit / 100) : upTo(unit);
    case 'ninety-five':
      return unit >= 100 ? upTo(unit, (unit / 100) * 5) : upTo(unit);
    case 'tens':
      return upTo(unit * 10);
    case 'hundreds':
      return upTo(unit * 100);
  }
}

/** `minor` × multiplier ÷ divisor, moved from one currency's minor digits to another's, half away from zero. */
function rescale(minor: number, from: string, to: string, multiplier: bigint, divisor: bigint): number {
  const shift = minorDigits(to) - minorDigits(from);
  let numerator = BigInt(Math.abs(Math.trunc(minor))) * multiplier;
  let denominator = divisor;
  if (shift > 0) numerator *= 10n ** BigInt(shift);
  else if (shift < 0) denominator *= 10n ** BigInt(-shift);
  const rounded = Number((numerator * 2n + denominator) / (denominator * 2n));
  return minor < 0 ? -rounded : rounded;
}

function scaledRate(rate: string): bigint {
  const scaled = rateToScaled(rate);
  if (scaled === null) throw new RangeError(`Not an exchange rate: ${rate}`);
  return scaled;
}

/**
 * A base price in another currency: `minor` of `from` × `rate`, to `to`'s minor units (half up),
 * then `rule`. (1000 GBP pence, "1.165", EUR, ninety-nine) → 1199 (11.65 → 11.99).
 */
export function convertPrice(
  minor: number,
  from: string,
  to: string,
  rate: string,
  rule: RoundingRule = 'exact',
): number {
  return roundPrice(rescale(minor, from, to, scaledRate(rate), RATE_SCALE), to, rule);
}

/** The base amount an order in another currency stands for, at the rate stored on it (half up). */
export function toBaseAmount(minor: number, from: string, base: string, rate: string): number {
  return rescale(minor, from, base, RATE_SCALE, scaledRate(rate));
}

// ---- A store's currencies in the API (docs/decisions/0105) ----

/** An amount as decimal text with its currency's own minor digits: "12.50", "1250" (JPY), "1.250" (KWD). */
export const currencyAmountSchema = z.string().regex(/^-?\d+(?:\.\d{2,4})?$/);

/** A rate as stored (numeric, eight places) written back the way a person types it: "1.16500000" → "1.165". */
export function normalizeRate(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.includes('.')) return trimmed;
  return trimmed.replace(/0+$/, '').replace(/\.$/, '');
}

// ---- The platform's exchange-rates file (docs/decisions/0105) ----

/**
 * What the operator's rates file holds (EXCHANGE_RATES_SOURCE): units of each currency per one unit
 * of `base`, on `date`, as a central bank publishes them: { "base": "EUR", "date": "2026-11-27",
 * "rates": { "GBP": "0.8586", "USD": 1.0512 } }. More than eight decimals are rounded.
 */
const RATE_IN_FILE_MESSAGE = 'each rate must be a positive number';

export const exchangeRatesFileSchema = z.object({
  base: currencyCodeSchema,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be written YYYY-MM-DD'),
  rates: z.record(
    z.string(),
    z.union(
      [
        z.number().positive(RATE_IN_FILE_MESSAGE),
        z.string().regex(/^\d{1,9}(?:\.\d+)?$/, RATE_IN_FILE_MESSAGE),
      ],
      { error: RATE_IN_FILE_MESSAGE },
    ),
  ),
});
export type ExchangeRatesFile = z.infer<typeof exchangeRatesFileSchema>;

/** A positive decimal (any number of places) as an integer of eight places, half up; null when not one. */
function decimalToScaled(value: string | number): bigint | null {
  const text = typeof value === 'number' ? value.toFixed(12) : value.trim();
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  const kept =
    BigInt(match[1]!) * RATE_SCALE + BigInt(fraction.slice(0, RATE_PLACES).padEnd(RATE_PLACES, '0'));
  const scaled = kept + (Number(fraction[RATE_PLACES] ?? '0') >= 5 ? 1n : 0n);
  return scaled > 0n ? scaled : null;
}

function scaledToRate(scaled: bigint): string {
  const whole = scaled / RATE_SCALE;
  const fraction = String(scaled % RATE_SCALE).padStart(RATE_PLACES, '0');
  return normalizeRate(`${whole}.${fraction}`);
}

/**
 * A store's rate for `currency` from a rates file: units of it per one unit of the store's `base`,
 * crossed through the file's own base, at most eight decimals (half up). Null when the file has no
 * rate for either. (file EUR: GBP 0.85, USD 1.05; base GBP, USD) → "1.23529412".
 */
export function rateFromFile(file: ExchangeRatesFile, base: string, currency: string): string | null {
  const perFileUnit = (code: string) =>
    code === file.base
      ? RATE_SCALE
      : file.rates[code] === undefined
        ? null
        : decimalToScaled(file.rates[code]!);
  const target = perFileUnit(currency);
  const from = perFileUnit(base);
  if (target === null || from === null) return null;
  const scaled = (target * RATE_SCALE * 2n + from) / (from * 2n);
  return scaled > 0n ? scaledToRate(scaled) : null;
}

/** The base price each currency's example converts: ten units of the base currency ("£10.00 becomes …"). */
export function examplePriceMinor(base: string): number {
  return 10 * 10 ** minorDigits(base);
}

/** One currency a store sells in besides its base currency. */
export const storeCurrencySchema = z.object({
  currency: z.string(),
  /** Units of this currency per one unit of the base currency, decimal text ("1.165"). */
  rate: z.string(),
  rounding: roundingRuleSchema,
  /** What ten units of the base currency become here, as decimal text in this currency ("11.99"). */
  example: currencyAmountSchema,
});
export type StoreCurrency = z.infer<typeof storeCurrencySchema>;

/** GET /api/admin/currencies: the base currency, whether it may change, and the others. */
export const storeCurrenciesSchema = z.object({
  baseCurrency: z.string(),
  /** Null while the base currency may change; else why not ("The store has orders …"). */
  baseCurrencyLocked: z.string().nullable(),
  /** The base price every example converts, as decimal text in the base currency ("10.00"). */
  examplePrice: currencyAmountSchema,
  currencies: z.array(storeCurrencySchema),
  /** True when the platform keeps an exchange-rates file the rates can be updated from (POST …/rates-from-file). */
  ratesFromFile: z.boolean(),
});
export type StoreCurrencies = z.infer<typeof storeCurrenciesSchema>;

/** POST /api/admin/currencies/rates-from-file: what changed, and the store's currencies after. */
export const ratesFromFileResultSchema = z.object({
  /** The file's date: the day its rates are of. */
  date: z.string(),
  /** The currencies whose rate was set from the file. */
  updated: z.array(z.string()),
  /** The store's currencies the file has no rate for: their rates were left as they were. */
  missing: z.array(z.string()),
  currencies: storeCurrenciesSchema,
});
export type RatesFromFileResult = z.infer<typeof ratesFromFileResultSchema>;

export const baseCurrencyInputSchema = z.object({ currency: currencyCodeSchema });

export const storeCurrencyInputSchema = z.object({
  rate: exchangeRateSchema,
  rounding: roundingRuleSchema.default('exact'),
});
export type StoreCurrencyInput = z.input<typeof storeCurrencyInputSchema>;

/** A path's `{code}`: any text up to 16 characters, checked (and refused readably) by the service. */
export const currencyParamSchema = z.string().trim().toUpperCase().min(1).max(16);

/** GET /api/storefront/currencies: what a store sells in, the base currency first. */
export const publicStoreCurrenciesSchema = z.object({
  baseCurrency: z.string(),
  currencies: z.array(z.string()),
});
export type PublicStoreCurrencies = z.infer<typeof publicStoreCurrenciesSchema>;

/** A price set explicitly in one of the store's currencies, for the product or one of its variants. */
export const productPriceSchema = z.object({
  currency: z.string(),
  price: currencyAmountSchema,
  variantId: z.number().int().nullable(),
});
export type ProductPrice = z.infer<typeof productPriceSchema>;

export const productPricesSchema = z.object({ prices: z.array(productPriceSchema) });
export type ProductPrices = z.infer<typeof productPricesSchema>;

/** PUT /api/admin/products/{id}/prices: the whole set; a currency or variant left out has no explicit price. */
export const productPricesInputSchema = z.object({
  prices: z
    .array(
      z.object({
        currency: z.string().trim().toUpperCase().min(1, 'Choose a currency').max(16),
        price: z.union([z.string(), z.number()]).transform(String),
        variantId: z
          .number()
          .int()
          .min(1, 'Variant id must be a number')
          .max(2_147_483_647, 'Variant id must be a number')
          .nullable()
          .optional(),
      }),
    )
    .max(500, 'At most 500 prices at once'),
});
export type ProductPricesInput = z.input<typeof productPricesInputSchema>;

/** "This store does not sell in USD. It sells in GBP, EUR." */
export function currencyNotSoldMessage(asked: string, sold: readonly string[]): string {
  return `This store does not sell in ${asked}. It sells in ${sold.join(', ')}.`;
}

// ---- The shopper's currency (docs/decisions/0105) ----

/**
 * The currency each country the checkout ships to pays in (ISO 3166-1 alpha-2 → ISO 4217): the
 * store front's default for a shopper who has not chosen one, once they pick where the order goes.
 * Bulgaria pays in euros since 1 January 2026, Croatia since 2023.
 */
export const COUNTRY_CURRENCIES: Readonly<Record<string, string>> = {
  GB: 'GBP',
  US: 'USD',
  AT: 'EUR',
  BE: 'EUR',
  BG: 'EUR',
  HR: 'EUR',
  CY: 'EUR',
  EE: 'EUR',
  FI: 'EUR',
  FR: 'EUR',
  DE: 'EUR',
  GR: 'EUR',
  IE: 'EUR',
  IT: 'EUR',
  LV: 'EUR',
  LT: 'EUR',
  LU: 'EUR',
  MT: 'EUR',
  NL: 'EUR',
  PT: 'EUR',
  SK: 'EUR',
  SI: 'EUR',
  ES: 'EUR',
  CZ: 'CZK',
  DK: 'DKK',
  HU: 'HUF',
  PL: 'PLN',
  RO: 'RON',
  SE: 'SEK',
};

/**
 * The currency a shopper shipping to `country` pays in when the store sells in it: ("DE", [GBP,
 * EUR]) → "EUR"; ("US", [GBP, EUR]) → null (the store does not sell in dollars); an unknown country → null.
 */
export function currencyForCountry(country: string, sold: readonly string[]): string | null {
  const currency = COUNTRY_CURRENCIES[country.trim().toUpperCase()];
  return currency && sold.includes(currency) ? currency : null;
}
