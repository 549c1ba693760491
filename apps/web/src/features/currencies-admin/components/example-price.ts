// The store's example price (£10.00 in a pound store) as the currencies screen shows it: in the base
// currency, and what it becomes in another currency at a rate and rounding rule.
import {
  convertPrice,
  decimalToMinor,
  exchangeRateSchema,
  formatCurrency,
  isCurrencyCode,
  type RoundingRule,
  type StoreCurrencies,
} from '@storefleet/contracts';

export function baseExamplePrice(saved: StoreCurrencies) {
  return formatCurrency(decimalToMinor(saved.examplePrice, saved.baseCurrency) ?? 0, saved.baseCurrency);
}

/** What the example price becomes at the rate and rule typed, or null while the rate is not one. */
export function examplePrice(saved: StoreCurrencies, code: string, rate: string, rounding: RoundingRule) {
  if (!isCurrencyCode(code) || !exchangeRateSchema.safeParse(rate).success) return null;
  const base = decimalToMinor(saved.examplePrice, saved.baseCurrency);
  if (base === null) return null;
  return formatCurrency(convertPrice(base, saved.baseCurrency, code, rate.trim(), rounding), code);
}
