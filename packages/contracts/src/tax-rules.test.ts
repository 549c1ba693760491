// Taxes by destination (docs/decisions/0101): the rate table and the rule a checkout follows.
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './countries.ts';
import {
  EU_COUNTRIES,
  formatTaxRate,
  taxClassOfVatRate,
  taxRateBp,
  US_STARTER_TAX_RATES,
} from './tax-rates.ts';
import {
  type TaxRegistration,
  taxLines,
  taxOf,
  taxReasonFor,
  UK_TAX_REGISTRATION,
  vatNumberCountry,
} from './tax-rules.ts';

const ukWithOss: TaxRegistration = { homeCountry: 'GB', oss: true, registeredIn: [] };
const germanStore: TaxRegistration = { homeCountry: 'DE', oss: false, registeredIn: [] };
const irishWithOss: TaxRegistration = { homeCountry: 'IE', oss: true, registeredIn: [] };

describe('the rate table', () => {
  it('holds the UK and all 27 EU countries, every one a country an address may name', () => {
    expect(EU_COUNTRIES).toHaveLength(27);
    for (const country of [...EU_COUNTRIES, 'GB', 'US']) expect(COUNTRY_CODES).toContain(country);
    expect(taxRateBp('standard', 'GB')).toBe(2000);
    expect(taxRateBp('reduced', 'GB')).toBe(500);
  });

  it('keeps rates that are not whole per cents exactly, in basis points', () => {
    expect(taxRateBp('standard', 'IE')).toBe(2300);
    expect(taxRateBp('reduced', 'IE')).toBe(1350);
    expect(taxRateBp('standard', 'FI')).toBe(2550);
    expect(taxRateBp('reduced', 'FI')).toBe(1400);
    expect(taxRateBp('standard', 'DE')).toBe(1900);
    expect(taxRateBp('reduced', 'DE')).toBe(700);
    expect(formatTaxRate(1350)).toBe('13.5%');
    expect(formatTaxRate(2550)).toBe('25.5%');
    expect(formatTaxRate(2000)).toBe('20%');
    expect(formatTaxRate(688)).toBe('6.88%');
  });

  it('charges nothing on the zero class anywhere, and by state in the US starter table', () => {
    for (const country of ['GB', 'DE', 'US']) expect(taxRateBp('zero', country, 'CA')).toBe(0);
    expect(taxRateBp('standard', 'US', 'CA')).toBe(725);
    expect(taxRateBp('standard', 'US', 'OR')).toBe(0);
    expect(taxRateBp('standard', 'US')).toBe(0);
    expect(Object.keys(US_STARTER_TAX_RATES)).toHaveLength(51);
  });

  it("maps a product's UK rate to its class: 20 standard, 5 reduced, 0 zero", () => {
    expect([20, 5, 0].map(taxClassOfVatRate)).toEqual(['standard', 'reduced', 'zero']);
  });

  it("works the tax out as ADR 0025's per-cent arithmetic did for UK rates", () => {
    // vat = round(line × 20 / 120) half up, and round(line × 20 / 100) when prices exclude VAT.
    for (const amount of [1, 6, 599, 1000, 1999, 2500, 123_457]) {
      for (const [bp, pct] of [
        [2000, 20],
        [500, 5],
      ] as const) {
        expect(taxOf(amount, bp, true)).toBe(
          Math.floor((2 * amount * pct + (100 + pct)) / (2 * (100 + pct))),
        );
        expect(taxOf(amount, bp, false)).toBe(Math.floor((2 * amount * pct + 100) / 200));
      }
    }
  });
});

describe('the rule', () => {
  it('a UK store selling at home charges UK VAT', () => {
    const answer = taxLines({
      registration: UK_TAX_REGISTRATION,
      pricesIncludeTax: true,
      destination: { country: 'GB' },
      lines: [
        { amountMinor: 2400, taxClass: 'standard' },
        { amountMinor: 1050, taxClass: 'reduced' },
        { amountMinor: 800, taxClass: 'zero' },
      ],
    });
    expect(answer.reason).toBe('home');
    expect(answer.lines).toEqual([
      { rateBp: 2000, taxMinor: 400 },
      { rateBp: 500, taxMinor: 50 },
      { rateBp: 0, taxMinor: 0 },
    ]);
  });

  it('a German consumer pays 19 % under the One-Stop Shop', () => {
    const answer = taxLines({
      registration: ukWithOss,
      pricesIncludeTax: false,
      destination: { country: 'DE' },
      lines: [{ amountMinor: 10_000, taxClass: 'standard' }],
    });
    expect(answer).toEqual({ reason: 'oss', ratesOf: 'DE', lines: [{ rateBp: 1900, taxMinor: 1900 }] });
  });

  it('a German consumer of an EU store without OSS pays the home rate', () => {
    const answer = taxLines({
      registration: { homeCountry: 'FR', oss: false, registeredIn: [] },
      pricesIncludeTax: false,
      destination: { country: 'DE' },
      lines: [{ amountMinor: 10_000, taxClass: 'standard' }],
    });
    expect(answer).toEqual({ reason: 'home', ratesOf: 'FR', lines: [{ rateBp: 2000, taxMinor: 2000 }] });
  });

  it('a French business with a valid VAT number is reverse charged: 0 %', () => {
    const answer = taxLines({
      registration: germanStore,
      pricesIncludeTax: false,
      destination: { country: 'FR' },
      buyerVatNumber: 'FR40303265045',
      lines: [{ amountMinor: 10_000, taxClass: 'standard' }],
    });
    expect(answer).toEqual({ reason: 'reverse-charge', ratesOf: null, lines: [{ rateBp: 0, taxMinor: 0 }] });
  });

  it('a VAT number of another country is no reverse charge: the consumer rule applies', () => {
    expect(taxReasonFor(ukWithOss, 'FR', 'DE123456789')).toEqual({ reason: 'oss', ratesOf: 'FR' });
  });

  it('an order to the US from the UK or the EU is an export, zero-rated', () => {
    for (const registration of [UK_TAX_REGISTRATION, ukWithOss, germanStore]) {
      const answer = taxLines({
        registration,
        pricesIncludeTax: true,
        destination: { country: 'US', region: 'CA' },
        lines: [{ amountMinor: 5000, taxClass: 'standard' }],
      });
      expect(answer).toEqual({ reason: 'export', ratesOf: null, lines: [{ rateBp: 0, taxMinor: 0 }] });
    }
  });

  it('a UK store without OSS exports to the EU, and an EU store to the UK', () => {
    expect(taxReasonFor(UK_TAX_REGISTRATION, 'DE').reason).toBe('export');
    expect(taxReasonFor(germanStore, 'GB').reason).toBe('export');
  });

  it("a store registered in the US charges the state's starter rate", () => {
    const answer = taxLines({
      registration: { homeCountry: 'GB', oss: false, registeredIn: ['US'] },
      pricesIncludeTax: false,
      destination: { country: 'US', region: 'CA' },
      lines: [{ amountMinor: 10_000, taxClass: 'standard' }],
    });
    expect(answer).toEqual({ reason: 'registered', ratesOf: 'US', lines: [{ rateBp: 725, taxMinor: 725 }] });
  });

  it('an Irish reduced-rate line takes 13.5 %, rounded half up per line', () => {
    const answer = taxLines({
      registration: irishWithOss,
      pricesIncludeTax: false,
      destination: { country: 'IE' },
      lines: [
        { amountMinor: 1000, taxClass: 'reduced' },
        { amountMinor: 1001, taxClass: 'reduced' },
      ],
    });
    // 1000 × 13.5 % = 135; 1001 × 13.5 % = 135.135 → 135.
    expect(answer.lines).toEqual([
      { rateBp: 1350, taxMinor: 135 },
      { rateBp: 1350, taxMinor: 135 },
    ]);
    // Prices including it: 1135 holds 1135 × 1350 / 11350 = 135.
    expect(taxOf(1135, 1350, true)).toBe(135);
  });
});

describe('VAT number formats (no VIES look-up)', () => {
  it.each([
    ['DE123456789', 'DE'],
    ['de 123 456 789', 'DE'],
    ['FR40303265045', 'FR'],
    ['FRK7399859412', 'FR'],
    ['EL123456789', 'GR'],
    ['ATU12345678', 'AT'],
    ['NL123456789B01', 'NL'],
    ['IE6388047V', 'IE'],
    ['IE1234567WA', 'IE'],
    ['ESX1234567X', 'ES'],
    ['SE123456789001', 'SE'],
    ['GB123456789', 'GB'],
  ])('%s is a %s VAT number', (value, country) => {
    expect(vatNumberCountry(value)).toBe(country);
  });

  it.each([
    'DE12345678',
    'FR123',
    'GR123456789',
    'ATX12345678',
    'NL123456789C01',
    'XX123456789',
    '123456789',
    '',
  ])('%s is not', (value) => {
    expect(vatNumberCountry(value)).toBeNull();
  });
});
