// The shopper's currency (docs/decisions/0105): the currency each country pays in, and the one a
// shopper shipping there is shown when the store sells in it.

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
