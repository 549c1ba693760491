// A store's currencies in the API (docs/decisions/0105): the admin calls that set the base currency
// and the others a store sells in, the store front's list, and the refusal of a currency not sold.
import { z } from 'zod';
import { currencyAmountSchema } from './currency-amounts.ts';
import { currencyCodeSchema, minorDigits } from './currency-codes.ts';
import { roundingRuleSchema } from './currency-rounding.ts';
import { exchangeRateSchema } from './exchange-rates.ts';

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

/** "This store does not sell in USD. It sells in GBP, EUR." */
export function currencyNotSoldMessage(asked: string, sold: readonly string[]): string {
  return `This store does not sell in ${asked}. It sells in ${sold.join(', ')}.`;
}
