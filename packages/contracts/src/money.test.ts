import { describe, expect, it } from 'vitest';
import { formatMinor, formatMinorIn, formatMoney, parseMinor } from './money.ts';
import { webhookMoney } from './webhooks.ts';

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

describe('an amount of an order in its own currency (docs/decisions/0105)', () => {
  it('keeps pounds in English exactly as formatMoney writes them', () => {
    for (const minor of [0, 5, 1250, 123456, -999])
      expect(formatMinorIn(minor)).toBe(formatMoney(formatMinor(minor)));
  });

  it('writes euros, yen without decimals and dinars with three', () => {
    expect(formatMinorIn(1250, 'EUR')).toBe('€12.50');
    expect(formatMinorIn(1250, 'JPY')).toBe('JP¥1,250');
    expect(formatMinorIn(1250, 'KWD')).toBe('KWD\u00a01.250');
    expect(formatMinorIn(1250, 'EUR', 'de')).toMatch(/^12,50\s€$/);
  });

  it('gives webhooks decimal text in the currency’s minor digits', () => {
    expect(webhookMoney(1250, 'GBP')).toEqual({ amount: '12.50', currency: 'GBP' });
    expect(webhookMoney(1250, 'JPY')).toEqual({ amount: '1250', currency: 'JPY' });
    expect(webhookMoney(-5, 'EUR')).toEqual({ amount: '-0.05', currency: 'EUR' });
  });
});
