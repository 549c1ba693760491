// The fixed texts of a buyer's order e-mails in each store language (docs/decisions/0093): the
// order records the language its buyer checked out in, and its e-mails are written in it. English
// is the fallback for a language not listed. Each language's texts are in email-texts.<language>.ts;
// this module picks them, and writes money and days as that language does.
import {
  formatMoneyIn,
  isStoreLanguage,
  localeOf,
  minorToDecimal,
  type StoreLanguage,
} from '@storefleet/contracts';
import { DE_ORDER_EMAIL_TEXTS } from './email-texts.de.ts';
import { EN_ORDER_EMAIL_TEXTS } from './email-texts.en.ts';
import { ES_ORDER_EMAIL_TEXTS } from './email-texts.es.ts';
import { FR_ORDER_EMAIL_TEXTS } from './email-texts.fr.ts';
import { IT_ORDER_EMAIL_TEXTS } from './email-texts.it.ts';
import { NL_ORDER_EMAIL_TEXTS } from './email-texts.nl.ts';
import type { OrderEmailTexts } from './email-texts.types.ts';

export type { OrderEmailTexts } from './email-texts.types.ts';

export const ORDER_EMAIL_TEXTS: Record<StoreLanguage, OrderEmailTexts> = {
  en: EN_ORDER_EMAIL_TEXTS,
  de: DE_ORDER_EMAIL_TEXTS,
  fr: FR_ORDER_EMAIL_TEXTS,
  es: ES_ORDER_EMAIL_TEXTS,
  nl: NL_ORDER_EMAIL_TEXTS,
  it: IT_ORDER_EMAIL_TEXTS,
};

/** The language an order's e-mails are written in: the order's, English when it is not a store language. */
export function emailLanguage(language: string | null | undefined): StoreLanguage {
  return isStoreLanguage(language) ? language : 'en';
}

/** The texts of `language`, English when it is not a store language. */
export function orderEmailTexts(language: string | null | undefined): OrderEmailTexts {
  return ORDER_EMAIL_TEXTS[emailLanguage(language)];
}

/**
 * Money in minor units of the order's currency (pounds unless named) as `language` writes it, with
 * that currency's own minor digits: £12.50 in English, 12,50 £ in German, €12.50, ¥1,250
 * (docs/decisions/0092, 0105).
 */
export function emailMoney(
  language: string | null | undefined,
  currency: string | null | undefined = 'GBP',
): (minor: number) => string {
  const lang = emailLanguage(language);
  const code = currency || 'GBP';
  return (minor) => formatMoneyIn(lang, minorToDecimal(minor, code), code);
}

/** A day as `language` writes it, in UTC: 5 March 2027 in English, 5. März 2027 in German. */
export function emailDay(language: string | null | undefined): (date: Date) => string {
  const locale = localeOf(emailLanguage(language));
  return (date) =>
    date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * A moment as `language` writes it, in UTC: English keeps `Date.toUTCString()` (Sun, 06 Dec 2026
 * 20:00:00 GMT), another language its own long date and time (6. Dezember 2026 um 20:00 UTC).
 */
export function emailMoment(language: string | null | undefined): (date: Date) => string {
  const lang = emailLanguage(language);
  if (lang === 'en') return (date) => date.toUTCString();
  return (date) =>
    `${date.toLocaleString(localeOf(lang), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
}
