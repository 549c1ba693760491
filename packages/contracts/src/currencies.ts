// A store's currencies (docs/decisions/0105), one file per part: the codes and their minor units,
// amounts as decimal text, rounding rules, exchange rates and conversion, the platform's rates file,
// the currency API, explicit product prices and the shopper's currency by country. The names are
// listed rather than `export *` so the rate arithmetic those files share stays out of the package.
export { COUNTRY_CURRENCIES, currencyForCountry } from './country-currencies.ts';
export { currencyAmountSchema, decimalToMinor, formatCurrency, minorToDecimal } from './currency-amounts.ts';
export { BASE_CURRENCY_DEFAULT, currencyCodeSchema, isCurrencyCode, minorDigits } from './currency-codes.ts';
export {
  type RoundingRule,
  roundingRuleLabels,
  roundingRuleSchema,
  roundingRules,
  roundPrice,
} from './currency-rounding.ts';
export {
  convertPrice,
  exchangeRateSchema,
  normalizeRate,
  RATE_PLACES,
  toBaseAmount,
} from './exchange-rates.ts';
export { type ExchangeRatesFile, exchangeRatesFileSchema, rateFromFile } from './exchange-rates-file.ts';
export {
  type ProductPrice,
  type ProductPrices,
  type ProductPricesInput,
  productPriceSchema,
  productPricesInputSchema,
  productPricesSchema,
} from './product-prices.ts';
export {
  baseCurrencyInputSchema,
  currencyNotSoldMessage,
  currencyParamSchema,
  examplePriceMinor,
  type PublicStoreCurrencies,
  publicStoreCurrenciesSchema,
  type RatesFromFileResult,
  ratesFromFileResultSchema,
  type StoreCurrencies,
  type StoreCurrency,
  type StoreCurrencyInput,
  storeCurrenciesSchema,
  storeCurrencyInputSchema,
  storeCurrencySchema,
} from './store-currencies.ts';
