// Money and dates in the page's language (docs/decisions/0092). English keeps the store front's
// exact texts (formatMoney: £12.00; dates 5 Mar 2026), which the spec and the journeys read; other
// languages are formatted by Intl with their locale (12,00 £ in German).
import { localeOf, type StoreLanguage } from '@storefleet/contracts';

// Money is written by the shared rule the server's e-mails use too.
export { formatMoneyIn, localeOf } from '@storefleet/contracts';

/** A date (an ISO string) as a day, month and year in `language`; '—' for none. */
export function formatDateIn(language: StoreLanguage, iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(localeOf(language), { day: 'numeric', month: 'short', year: 'numeric' });
}

const longDates = new Map<StoreLanguage, Intl.DateTimeFormat>();

/** A day, month (in words) and year in `language`: "5 March 2026" in English, as the account pages wrote it. */
export function longDateFormat(language: StoreLanguage): Intl.DateTimeFormat {
  let format = longDates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : localeOf(language), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    longDates.set(language, format);
  }
  return format;
}
