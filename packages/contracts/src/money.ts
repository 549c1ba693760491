// Money is integer minor units everywhere; JSON carries decimal strings with two places (DESIGN §5).
import { minorToDecimal } from './currencies.ts';
import { localeOf, type StoreLanguage } from './languages.ts';

/** 1250 → "12.50" */
export function formatMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * "12.5" | 12.5 | "12" → 1250. Parses the decimal text itself rather than multiplying floats,
 * so 0.1 + 0.2 style errors never reach a price. Returns null for anything that is not a
 * plain non-negative amount with at most two decimals.
 */
export function parseMinor(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const pounds = Number(match[1]);
  const pence = Number((match[2] ?? '').padEnd(2, '0'));
  return pounds * 100 + pence;
}

/** "£12.50": a string amount is parsed as a number first (spec storefront §9). */
export function formatMoney(amount: string | number, symbol = '£'): string {
  const n = typeof amount === 'string' ? Number.parseFloat(amount) : amount;
  const minor = Number.isFinite(n) ? Math.round(n * 100) : 0;
  const text = formatMinor(minor);
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in `currency` (pounds unless named) in `language` (docs/decisions/0092, 0105): pounds in
 * English keep formatMoney's exact text (£12.00), which the spec reads; anything else is written by
 * Intl with the language's locale and the currency's own minor digits (12,00 €, €12.00, ¥1,250).
 */
export function formatMoneyIn(language: StoreLanguage, amount: string | number, currency = 'GBP'): string {
  if (language === 'en' && currency === 'GBP') return formatMoney(amount);
  const n = typeof amount === 'string' ? Number.parseFloat(amount) : amount;
  const key = `${language}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format.format(Number.isFinite(n) ? n : 0);
}

/**
 * An amount in minor units of `currency` for a person, in English unless named (docs/decisions/0105):
 * (1250, "GBP") → "£12.50" (formatMoney's exact text), (1250, "EUR") → "€12.50", (1250, "JPY") → "¥1,250".
 */
export function formatMinorIn(minor: number, currency = 'GBP', language: StoreLanguage = 'en'): string {
  return formatMoneyIn(language, minorToDecimal(minor, currency), currency);
}
