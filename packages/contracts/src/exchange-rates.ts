// A store's exchange rates (docs/decisions/0105): the rate as decimal text, and how a base price
// becomes a price in another currency at it (then the currency's rounding rule) and back. The
// arithmetic is in BigInt fixed point of eight places, so a price never passes through a float.
import { z } from 'zod';
import { minorDigits } from './currency-codes.ts';
import { type RoundingRule, roundPrice } from './currency-rounding.ts';

/**
 * A rate: how many units of the presentment currency one unit of the base currency buys, as
 * decimal text with at most eight places ("1.1650", "187.5"). Never zero.
 */
export const RATE_PLACES = 8;
/** A rate as an integer of RATE_PLACES places; shared with the rates file, not part of the package's API. */
export const RATE_SCALE = 10n ** BigInt(RATE_PLACES);

export const exchangeRateSchema = z
  .string()
  .trim()
  .refine((text) => rateToScaled(text) !== null, {
    message: 'Enter the rate as a positive number with at most eight decimals, such as 1.165',
  });

function rateToScaled(text: string): bigint | null {
  const match = /^(\d{1,9})(?:\.(\d{1,8}))?$/.exec(text.trim());
  if (!match) return null;
  const scaled =
    BigInt(match[1] ?? '0') * RATE_SCALE + BigInt((match[2] ?? '').padEnd(RATE_PLACES, '0') || '0');
  return scaled > 0n ? scaled : null;
}

/** A rate as stored (numeric, eight places) written back the way a person types it: "1.16500000" → "1.165". */
export function normalizeRate(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.includes('.')) return trimmed;
  return trimmed.replace(/0+$/, '').replace(/\.$/, '');
}

/** `minor` × multiplier ÷ divisor, moved from one currency's minor digits to another's, half away from zero. */
function rescale(minor: number, from: string, to: string, multiplier: bigint, divisor: bigint): number {
  const shift = minorDigits(to) - minorDigits(from);
  let numerator = BigInt(Math.abs(Math.trunc(minor))) * multiplier;
  let denominator = divisor;
  if (shift > 0) numerator *= 10n ** BigInt(shift);
  else if (shift < 0) denominator *= 10n ** BigInt(-shift);
  const rounded = Number((numerator * 2n + denominator) / (denominator * 2n));
  return minor < 0 ? -rounded : rounded;
}

function scaledRate(rate: string): bigint {
  const scaled = rateToScaled(rate);
  if (scaled === null) throw new RangeError(`Not an exchange rate: ${rate}`);
  return scaled;
}

/**
 * A base price in another currency: `minor` of `from` × `rate`, to `to`'s minor units (half up),
 * then `rule`. (1000 GBP pence, "1.165", EUR, ninety-nine) → 1199 (11.65 → 11.99).
 */
export function convertPrice(
  minor: number,
  from: string,
  to: string,
  rate: string,
  rule: RoundingRule = 'exact',
): number {
  return roundPrice(rescale(minor, from, to, scaledRate(rate), RATE_SCALE), to, rule);
}

/** The base amount an order in another currency stands for, at the rate stored on it (half up). */
export function toBaseAmount(minor: number, from: string, base: string, rate: string): number {
  return rescale(minor, from, base, RATE_SCALE, scaledRate(rate));
}
