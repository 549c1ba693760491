// The owner's own tax rates (docs/decisions/0107): the per cent typed, the places, and the rule
// taking the owner's rate over the built-in one, for that place and class only.
import { describe, expect, it } from 'vitest';
import { parseTaxPlace, percentToBasisPoints, TAX_PLACES, taxRatePlace } from './tax-rate-settings.ts';
import { taxRateBp } from './tax-rates.ts';
import { taxLines, UK_TAX_REGISTRATION } from './tax-rules.ts';

describe('percentToBasisPoints', () => {
  it('reads a per cent from 0 to 100 with at most two decimals', () => {
    expect(percentToBasisPoints('20')).toBe(2000);
    expect(percentToBasisPoints(' 13.5 ')).toBe(1350);
    expect(percentToBasisPoints(6.25)).toBe(625);
    expect(percentToBasisPoints('0')).toBe(0);
    expect(percentToBasisPoints('100.00')).toBe(10_000);
    for (const bad of ['100.01', '-1', '12.345', '1e2', '', ' ', '.5', '20%', 'NaN', Number.NaN, 1e21]) {
      expect(percentToBasisPoints(bad), String(bad)).toBeNull();
    }
  });
});

describe('parseTaxPlace', () => {
  it('knows the UK, the EU 27 and each US state, not the US alone', () => {
    expect(parseTaxPlace('de')).toEqual({ country: 'DE', region: null });
    expect(parseTaxPlace('US-ca')).toEqual({ country: 'US', region: 'CA' });
    for (const bad of ['US', 'US-ZZ', 'CH', 'XX', 'GB-ENG', '']) expect(parseTaxPlace(bad), bad).toBeNull();
    expect(TAX_PLACES).toHaveLength(79);
    expect(new Set(TAX_PLACES.map((p) => p.place)).size).toBe(79);
  });
});

describe('the owner’s rates at checkout', () => {
  const overrides = { 'DE:standard': 2000, 'US-NY:standard': 888, 'GB:zero': 500 };

  it('win for their place and class only', () => {
    expect(taxRateBp('standard', 'DE', null, overrides)).toBe(2000);
    expect(taxRateBp('reduced', 'DE', null, overrides)).toBe(700);
    expect(taxRateBp('standard', 'FR', null, overrides)).toBe(2000);
    expect(taxRateBp('standard', 'US', 'NY', overrides)).toBe(888);
    expect(taxRateBp('standard', 'US', 'CA', overrides)).toBe(725);
    expect(taxRateBp('zero', 'GB', null, overrides)).toBe(500);
    expect(taxRateBp('standard', 'DE', null, {})).toBe(1900);
    expect(taxRateBp('standard', 'DE')).toBe(1900);
  });

  it('are charged under OSS and at home, never on an export', () => {
    const registration = { ...UK_TAX_REGISTRATION, oss: true, rateOverrides: overrides };
    const line = { amountMinor: 2400, taxClass: 'standard' as const };
    const toGermany = taxLines({
      registration,
      pricesIncludeTax: true,
      destination: { country: 'DE' },
      lines: [line],
    });
    expect(toGermany).toMatchObject({ reason: 'oss', lines: [{ rateBp: 2000, taxMinor: 400 }] });
    const toUs = taxLines({
      registration,
      pricesIncludeTax: true,
      destination: { country: 'US', region: 'NY' },
      lines: [line],
    });
    expect(toUs).toMatchObject({ reason: 'export', lines: [{ rateBp: 0, taxMinor: 0 }] });
  });

  it('are listed beside the built-in rate', () => {
    const germany = taxRatePlace(TAX_PLACES.find((p) => p.place === 'DE')!, overrides);
    expect(germany.standard).toEqual({ rateBp: 2000, builtInBp: 1900, overrideBp: 2000 });
    expect(germany.reduced).toEqual({ rateBp: 700, builtInBp: 700, overrideBp: null });
  });
});
