// Money and dates in the page's language (docs/decisions/0092). English keeps the store front's
// exact texts (formatMoney: £12.00; dates 5 Mar 2026), which the spec and the journeys read; other
// languages are formatted by Intl with their locale (12,00 £ in German).
import { formatMoney, type StoreLanguage } from '@storefleet/contracts';

const locales: Record<StoreLanguage, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  nl: 'nl-NL',
  it: 'it-IT',
};

/** The Intl locale of a store-front language. */
export const localeOf = (language: StoreLanguage): string => locales[language];

const moneyFormats = new Map<StoreLanguage, Intl.NumberFormat>();

/** An amount in pounds, as the store front shows prices, in `language`. */
export function formatMoneyIn(language: StoreLanguage, amount: string | number): string {
  if (language === 'en') return formatMoney(amount);
  const n = typeof amount === 'string' ? Number.parseFloat(amount) : amount;
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(locales[language], { style: 'currency', currency: 'GBP' });
    moneyFormats.set(language, format);
  }
  return format.format(Number.isFinite(n) ? Math.round(n * 100) / 100 : 0);
}

/** A date (an ISO string) as a day, month and year in `language`; '—' for none. */
export function formatDateIn(language: StoreLanguage, iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(locales[language], { day: 'numeric', month: 'short', year: 'numeric' });
}

const longDates = new Map<StoreLanguage, Intl.DateTimeFormat>();

/** A day, month (in words) and year in `language`: "5 March 2026" in English, as the account pages wrote it. */
export function longDateFormat(language: StoreLanguage): Intl.DateTimeFormat {
  let format = longDates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : locales[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    longDates.set(language, format);
  }
  return format;
}
