import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CURRENCIES,
  convertPrice,
  currencyAmountSchema,
  currencyCodeSchema,
  currencyForCountry,
  currencyNotSoldMessage,
  decimalToMinor,
  examplePriceMinor,
  exchangeRateSchema,
  exchangeRatesFileSchema,
  formatCurrency,
  isCurrencyCode,
  minorDigits,
  minorToDecimal,
  normalizeRate,
  rateFromFile,
  roundPrice,
  toBaseAmount,
} from './currencies.ts';

describe('currency codes', () => {
  it.each(['GBP', 'EUR', 'USD', 'JPY', 'CHF', 'KWD'])('%s is a currency', (code) =>
    expect(isCurrencyCode(code)).toBe(true),
  );
  it.each(['gbp', 'EURO', 'XXX', 'XAU', 'ABC', ''])('%j is not', (code) =>
    expect(isCurrencyCode(code)).toBe(false),
  );
  it('the schema upper-cases and explains a refusal', () => {
    expect(currencyCodeSchema.parse(' eur ')).toBe('EUR');
    const result = currencyCodeSchema.safeParse('EURO');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Choose a currency by its three-letter ISO 4217 code, such as GBP, EUR or USD',
    );
  });
});

describe('minor units follow ISO 4217', () => {
  it.each([
    ['GBP', 2],
    ['JPY', 0],
    ['KWD', 3],
    ['HUF', 2],
    ['ISK', 0],
  ])('%s has %i', (code, digits) => expect(minorDigits(code)).toBe(digits));

  it.each([
    [1250, 'GBP', '12.50'],
    [5, 'EUR', '0.05'],
    [1250, 'JPY', '1250'],
    [1250, 'KWD', '1.250'],
    [-399, 'USD', '-3.99'],
    [0, 'JPY', '0'],
  ])('%i %s is %s', (minor, code, text) => expect(minorToDecimal(minor, code)).toBe(text));

  it.each([
    ['12.5', 'GBP', 1250],
    ['12', 'EUR', 1200],
    ['1250', 'JPY', 1250],
    ['1.25', 'KWD', 1250],
    ['0.001', 'KWD', 1],
  ])('%s %s is %i', (text, code, minor) => expect(decimalToMinor(text, code)).toBe(minor));

  it.each([
    ['12.5', 'JPY'],
    ['1.234', 'GBP'],
    ['-1', 'GBP'],
    ['1e3', 'USD'],
    ['', 'EUR'],
  ])('%j in %s is refused', (text, code) => expect(decimalToMinor(text, code)).toBeNull());

  it('round-trips every amount through its text', () => {
    for (const code of ['GBP', 'JPY', 'KWD'])
      for (const minor of [0, 1, 9, 10, 99, 100, 101, 123456789])
        expect(decimalToMinor(minorToDecimal(minor, code), code)).toBe(minor);
  });

  it('formats for a person in their language', () => {
    expect(formatCurrency(1250, 'GBP')).toBe('£12.50');
    expect(formatCurrency(1250, 'EUR', 'de')).toBe('12,50\u00a0€');
    expect(formatCurrency(1250, 'JPY', 'en')).toBe('¥1,250');
  });
});

describe('rounding rules round up, never under the converted price', () => {
  it.each([
    [1201, 'EUR', 'exact', 1201],
    [1201, 'EUR', 'whole', 1300],
    [1200, 'EUR', 'whole', 1200],
    [1201, 'EUR', 'ninety-nine', 1299],
    [1200, 'EUR', 'ninety-nine', 1299],
    [1199, 'EUR', 'ninety-nine', 1199],
    [1190, 'EUR', 'ninety-five', 1195],
    [1196, 'EUR', 'ninety-five', 1295],
    [1234, 'JPY', 'tens', 1240],
    [1234, 'JPY', 'hundreds', 1300],
    [1234, 'JPY', 'ninety-nine', 1234],
    [1234, 'USD', 'tens', 2000],
  ] as const)('%i %s by %s is %i', (minor, code, rule, rounded) =>
    expect(roundPrice(minor, code, rule)).toBe(rounded),
  );

  it('every rule answers at least the amount', () => {
    for (const rule of ['exact', 'whole', 'ninety-nine', 'ninety-five', 'tens', 'hundreds'] as const)
      for (let minor = 0; minor < 3000; minor += 37)
        expect(roundPrice(minor, 'EUR', rule)).toBeGreaterThanOrEqual(minor);
  });
});

describe('conversion at the owner rate', () => {
  it('converts with integers, half up, then rounds by the rule', () => {
    expect(convertPrice(1000, 'GBP', 'EUR', '1.165')).toBe(1165);
    expect(convertPrice(1000, 'GBP', 'EUR', '1.165', 'ninety-nine')).toBe(1199);
    expect(convertPrice(4799, 'GBP', 'USD', '1.2705')).toBe(6097); // 60.971295 → 60.97
    expect(convertPrice(1, 'GBP', 'EUR', '1.5')).toBe(2); // 1.5 → 2, half up
  });

  it('moves between currencies with different minor units', () => {
    expect(convertPrice(1000, 'GBP', 'JPY', '187.5')).toBe(1875);
    expect(convertPrice(1000, 'GBP', 'JPY', '187.5', 'hundreds')).toBe(1900);
    expect(convertPrice(1875, 'JPY', 'GBP', '0.00533333')).toBe(1000);
    expect(convertPrice(1000, 'GBP', 'KWD', '0.38')).toBe(3800);
  });

  it('takes an order amount back to the base currency at its stored rate', () => {
    expect(toBaseAmount(1165, 'EUR', 'GBP', '1.165')).toBe(1000);
    expect(toBaseAmount(1875, 'JPY', 'GBP', '187.5')).toBe(1000);
    expect(toBaseAmount(-1165, 'EUR', 'GBP', '1.165')).toBe(-1000);
  });

  it('refuses a rate that is not a positive decimal', () => {
    for (const rate of ['0', '0.00000000', '-1', 'abc', '1.123456789', ''])
      expect(exchangeRateSchema.safeParse(rate).success, rate).toBe(false);
    expect(exchangeRateSchema.safeParse('1.165').success).toBe(true);
    expect(() => convertPrice(100, 'GBP', 'EUR', '0')).toThrow(RangeError);
  });
});

describe("a store's currencies in the API", () => {
  it('writes a stored rate back as typed', () => {
    expect(normalizeRate('1.16500000')).toBe('1.165');
    expect(normalizeRate('187.50000000')).toBe('187.5');
    expect(normalizeRate('2.00000000')).toBe('2');
    expect(normalizeRate('3')).toBe('3');
  });

  it('converts ten units of the base currency for the example', () => {
    expect(examplePriceMinor('GBP')).toBe(1000);
    expect(examplePriceMinor('JPY')).toBe(10);
    expect(examplePriceMinor('KWD')).toBe(10000);
  });

  it("takes amounts in each currency's own minor digits, and names what a store sells in", () => {
    for (const amount of ['12.50', '1250', '1.250', '-3.00'])
      expect(currencyAmountSchema.safeParse(amount).success, amount).toBe(true);
    for (const amount of ['12.5', '1.', 'abc', '1.23456'])
      expect(currencyAmountSchema.safeParse(amount).success, amount).toBe(false);
    expect(currencyNotSoldMessage('USD', ['GBP', 'EUR'])).toBe(
      'This store does not sell in USD. It sells in GBP, EUR.',
    );
  });
});

describe("the platform's exchange-rates file", () => {
  const file = exchangeRatesFileSchema.parse({
    base: 'EUR',
    date: '2026-11-27',
    rates: { GBP: '0.85', USD: 1.05, JPY: '163.123456789', KWD: '0.3' },
  });

  it('crosses a rate through the file base, to eight decimals half up', () => {
    expect(rateFromFile(file, 'EUR', 'USD')).toBe('1.05');
    expect(rateFromFile(file, 'GBP', 'EUR')).toBe('1.17647059');
    expect(rateFromFile(file, 'GBP', 'USD')).toBe('1.23529412');
    // Nine decimals in the file are rounded to eight.
    expect(rateFromFile(file, 'EUR', 'JPY')).toBe('163.12345679');
    expect(rateFromFile(file, 'USD', 'USD')).toBe('1');
  });

  it('has no rate for a currency the file does not name, on either side', () => {
    expect(rateFromFile(file, 'GBP', 'CHF')).toBeNull();
    expect(rateFromFile(file, 'CHF', 'GBP')).toBeNull();
  });

  it('refuses a file without a base, a date or positive rates', () => {
    expect(exchangeRatesFileSchema.safeParse({ base: 'EUR', rates: {} }).success).toBe(false);
    expect(exchangeRatesFileSchema.safeParse({ base: 'EURO', date: '2026-11-27', rates: {} }).success).toBe(
      false,
    );
    expect(
      exchangeRatesFileSchema.safeParse({ base: 'EUR', date: '2026-11-27', rates: { GBP: -1 } }).success,
    ).toBe(false);
    expect(
      exchangeRatesFileSchema.safeParse({ base: 'EUR', date: '2026-11-27', rates: { GBP: 'lots' } }).success,
    ).toBe(false);
  });
});

describe('the currency a shipping country pays in', () => {
  const sold = ['GBP', 'EUR', 'USD'];
  it.each([
    ['DE', 'EUR'],
    ['FR', 'EUR'],
    ['IE', 'EUR'],
    ['BG', 'EUR'],
    ['US', 'USD'],
    ['GB', 'GBP'],
    ['de', 'EUR'],
  ])('%s pays in %s when the store sells it', (country, currency) =>
    expect(currencyForCountry(country, sold)).toBe(currency),
  );

  it('is none when the store does not sell the country’s currency', () => {
    expect(currencyForCountry('US', ['GBP', 'EUR'])).toBeNull();
    expect(currencyForCountry('PL', sold)).toBeNull();
  });

  it('is none for a country it does not know', () => expect(currencyForCountry('ZZ', sold)).toBeNull());

  it('names a currency for every country the checkout ships to', async () => {
    const { COUNTRY_CODES } = await import('./countries.ts');
    for (const country of COUNTRY_CODES) expect(isCurrencyCode(COUNTRY_CURRENCIES[country] ?? '')).toBe(true);
  });
});
