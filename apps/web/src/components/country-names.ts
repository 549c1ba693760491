// Country names in the page's language (docs/decisions/0100): the browser's own names for ISO
// 3166-1 codes, the contracts' English name where it has none; the list sorted by name, GB first.
import { COUNTRY_CODES, countryName, DEFAULT_COUNTRY } from '@storefleet/contracts';

export function localCountryName(code: string, language = 'en'): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? countryName(code);
  } catch {
    return countryName(code);
  }
}

/** [code, name] for every country an address may name: GB first, the others by name. */
export function countryChoices(language = 'en'): [string, string][] {
  const others = COUNTRY_CODES.filter((code) => code !== DEFAULT_COUNTRY)
    .map((code): [string, string] => [code, localCountryName(code, language)])
    .sort((a, b) => a[1].localeCompare(b[1], language));
  return [[DEFAULT_COUNTRY, localCountryName(DEFAULT_COUNTRY, language)], ...others];
}
