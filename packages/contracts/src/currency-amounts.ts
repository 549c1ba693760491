// An amount in a currency's minor units written as the API's decimal text, read back from it, and
// formatted for a person (docs/decisions/0105). Text and integers only: an amount never passes
// through a float on its way in or out of the API.
import { z } from 'zod';
import { minorDigits } from './currency-codes.ts';

/** An amount as decimal text with its currency's own minor digits: "12.50", "1250" (JPY), "1.250" (KWD). */
export const currencyAmountSchema = z.string().regex(/^-?\d+(?:\.\d{2,4})?$/);

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
