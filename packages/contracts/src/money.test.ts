import { describe, expect, it } from 'vitest';
import { formatMinor, formatMoney, parseMinor } from './money.ts';

describe('money in minor units', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [999999, '9999.99'],
    [-399, '-3.99'],
  ])('formatMinor(%i) is %s', (minor, text) => expect(formatMinor(minor)).toBe(text));

  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    [12.5, 1250],
    ['0.1', 10],
    [0.29, 29],
    ['7', 700],
    [' 3.99 ', 399],
    ['9999999999.99', 999999999999],
  ])('parseMinor(%j) is %i', (value, minor) => expect(parseMinor(value)).toBe(minor));

  it.each(['', 'abc', '1.234', '-1', '1e3', 'NaN', '1,00', '.5'])('parseMinor(%j) refuses', (value) =>
    expect(parseMinor(value)).toBeNull(),
  );
  it('refuses non-finite numbers', () => {
    expect(parseMinor(Number.NaN)).toBeNull();
    expect(parseMinor(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('round-trips every amount up to £100 exactly', () => {
    for (let minor = 0; minor <= 10000; minor++) expect(parseMinor(formatMinor(minor))).toBe(minor);
  });

  it.each([
    ['12.5', '£12.50'],
    [0, '£0.00'],
    [3.999, '£4.00'],
    ['not a number', '£0.00'],
  ])('formatMoney(%j) is %s', (amount, text) => expect(formatMoney(amount)).toBe(text));
});
