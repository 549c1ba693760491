// The platform's exchange-rates file (docs/decisions/0105): what the operator's file holds, and a
// store's rate for one of its currencies read from it.
import { z } from 'zod';
import { currencyCodeSchema } from './currency-codes.ts';
import { normalizeRate, RATE_PLACES, RATE_SCALE } from './exchange-rates.ts';

/**
 * What the operator's rates file holds (EXCHANGE_RATES_SOURCE): units of each currency per one unit
 * of `base`, on `date`, as a central bank publishes them: { "base": "EUR", "date": "2026-11-27",
 * "rates": { "GBP": "0.8586", "USD": 1.0512 } }. More than eight decimals are rounded.
 */
const RATE_IN_FILE_MESSAGE = 'each rate must be a positive number';

export const exchangeRatesFileSchema = z.object({
  base: currencyCodeSchema,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be written YYYY-MM-DD'),
  rates: z.record(
    z.string(),
    z.union(
      [
        z.number().positive(RATE_IN_FILE_MESSAGE),
        z.string().regex(/^\d{1,9}(?:\.\d+)?$/, RATE_IN_FILE_MESSAGE),
      ],
      { error: RATE_IN_FILE_MESSAGE },
    ),
  ),
});
export type ExchangeRatesFile = z.infer<typeof exchangeRatesFileSchema>;

/** A positive decimal (any number of places) as an integer of eight places, half up; null when not one. */
function decimalToScaled(value: string | number): bigint | null {
  const text = typeof value === 'number' ? value.toFixed(12) : value.trim();
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  const kept =
    BigInt(match[1]!) * RATE_SCALE + BigInt(fraction.slice(0, RATE_PLACES).padEnd(RATE_PLACES, '0'));
  const scaled = kept + (Number(fraction[RATE_PLACES] ?? '0') >= 5 ? 1n : 0n);
  return scaled > 0n ? scaled : null;
}

function scaledToRate(scaled: bigint): string {
  const whole = scaled / RATE_SCALE;
  const fraction = String(scaled % RATE_SCALE).padStart(RATE_PLACES, '0');
  return normalizeRate(`${whole}.${fraction}`);
}

/**
 * A store's rate for `currency` from a rates file: units of it per one unit of the store's `base`,
 * crossed through the file's own base, at most eight decimals (half up). Null when the file has no
 * rate for either. (file EUR: GBP 0.85, USD 1.05; base GBP, USD) → "1.23529412".
 */
export function rateFromFile(file: ExchangeRatesFile, base: string, currency: string): string | null {
  const perFileUnit = (code: string) =>
    code === file.base
      ? RATE_SCALE
      : file.rates[code] === undefined
        ? null
        : decimalToScaled(file.rates[code]!);
  const target = perFileUnit(currency);
  const from = perFileUnit(base);
  if (target === null || from === null) return null;
  const scaled = (target * RATE_SCALE * 2n + from) / (from * 2n);
  return scaled > 0n ? scaledToRate(scaled) : null;
}
