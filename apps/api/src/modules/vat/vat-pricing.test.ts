// VAT arithmetic (ADR 0025): per-line rounding, inclusive and exclusive prices, mixed rates,
// shipping at the goods' highest rate; the lines always add up to the order's VAT.
import { UK_TAX_REGISTRATION, vatRates } from '@storefleet/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceTax, priceVat, shippingVatRate, vatBreakdown, vatOf } from './vat-pricing.service.ts';

const rate = fc.constantFrom(...vatRates);
const line = fc.record({ lineTotalMinor: fc.integer({ min: 0, max: 5_000_000 }), vatRate: rate });
const cart = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 12 }),
  shippingMinor: fc.integer({ min: 0, max: 50_000 }),
  pricesIncludeVat: fc.boolean(),
});

describe('vatOf', () => {
  it('works out the examples of ADR 0025', () => {
    // £25.00 including 20 %: 2500 × 20 / 120 = 416.67 → 417.
    expect(vatOf(2500, 20, true)).toBe(417);
    // £25.00 plus 20 %: 500.
    expect(vatOf(2500, 20, false)).toBe(500);
    // £4.99 including 20 %: 83.17 → 83; 5 % of £10.50 added: 52.5 → 53 (half up).
    expect(vatOf(499, 20, true)).toBe(83);
    expect(vatOf(1050, 5, false)).toBe(53);
    // Including 5 %: £21.00 × 5 / 105 = 100 exactly.
    expect(vatOf(2100, 5, true)).toBe(100);
    expect(vatOf(2500, 0, true)).toBe(0);
    expect(vatOf(0, 20, false)).toBe(0);
  });

  it('is the nearest penny, halves up, in whole pence, never negative and never more than the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), rate, fc.boolean(), (amount, r, inclusive) => {
        const vat = vatOf(amount, r, inclusive);
        expect(Number.isInteger(vat)).toBe(true);
        expect(vat).toBeGreaterThanOrEqual(0);
        const exact = (amount * r) / (inclusive ? 100 + r : 100);
        expect(Math.abs(vat - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
        if (inclusive) expect(vat).toBeLessThanOrEqual(amount);
      }),
    );
  });

  it('gives zero at the zero rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.boolean(), (amount, inclusive) => {
        expect(vatOf(amount, 0, inclusive)).toBe(0);
      }),
    );
  });
});

describe('priceVat', () => {
  it('adds the lines and the shipping up to the order’s VAT, and says what is charged', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const priced = priceVat(input);
        const goods = input.lines.reduce((sum, l) => sum + l.lineTotalMinor, 0);
        expect(priced.lineVatMinor).toHaveLength(input.lines.length);
        expect(priced.lineVatMinor.reduce((a, b) => a + b, 0) + priced.shippingVatMinor).toBe(
          priced.vatMinor,
        );
        priced.lineVatMinor.forEach((vat, i) => {
          const l = input.lines[i]!;
          expect(vat).toBe(vatOf(l.lineTotalMinor, l.vatRate, input.pricesIncludeVat));
          expect(vat).toBeGreaterThanOrEqual(0);
          if (l.vatRate === 0) expect(vat).toBe(0);
        });
        if (input.pricesIncludeVat) {
          // The spec's amounts stay as they were: the total is what the prices say.
          expect(priced.totalMinor).toBe(goods + input.shippingMinor);
        } else {
          expect(priced.totalMinor).toBe(goods + input.shippingMinor + priced.vatMinor);
        }
        expect(priced.vatMinor).toBeGreaterThanOrEqual(0);
        expect(priced.vatMinor).toBeLessThanOrEqual(priced.totalMinor);
      }),
    );
  });

  it('taxes shipping at the highest rate of the goods', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const priced = priceVat(input);
        expect(priced.shippingVatRate).toBe(Math.max(...input.lines.map((l) => l.vatRate)));
        expect(priced.shippingVatMinor).toBe(
          vatOf(input.shippingMinor, priced.shippingVatRate, input.pricesIncludeVat),
        );
      }),
    );
    expect(shippingVatRate([0, 0])).toBe(0);
    expect(shippingVatRate([0, 5])).toBe(5);
    expect(shippingVatRate([5, 20, 0])).toBe(20);
    expect(shippingVatRate([])).toBe(20);
  });

  it('charges nothing as VAT on a cart of zero-rated goods', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1e6 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        (amounts, shippingMinor, pricesIncludeVat) => {
          const priced = priceVat({
            lines: amounts.map((lineTotalMinor) => ({ lineTotalMinor, vatRate: 0 })),
            shippingMinor,
            pricesIncludeVat,
          });
          expect(priced.vatMinor).toBe(0);
          expect(priced.totalMinor).toBe(amounts.reduce((a, b) => a + b, 0) + shippingMinor);
        },
      ),
    );
  });

  it('prices a mixed cart: a £25 tee (20 %), a £12.99 book (0 %), £3.50 of tea (5 %), £4.99 shipping', () => {
    const lines = [
      { lineTotalMinor: 2500, vatRate: 20 as const },
      { lineTotalMinor: 1299, vatRate: 0 as const },
      { lineTotalMinor: 700, vatRate: 5 as const },
    ];
    expect(priceVat({ lines, shippingMinor: 499, pricesIncludeVat: true })).toEqual({
      lineVatMinor: [417, 0, 33],
      shippingVatRate: 20,
      shippingVatMinor: 83,
      vatMinor: 533,
      totalMinor: 4998,
    });
    expect(priceVat({ lines, shippingMinor: 499, pricesIncludeVat: false })).toEqual({
      lineVatMinor: [500, 0, 35],
      shippingVatRate: 20,
      shippingVatMinor: 100,
      vatMinor: 635,
      totalMinor: 4998 + 635,
    });
  });
});

describe('vatBreakdown', () => {
  it('sums each rate’s net, VAT and gross from the recorded lines, and the rates add up to the order', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const priced = priceVat(input);
        const lines = input.lines.map((l, i) => ({ ...l, vatMinor: priced.lineVatMinor[i]! }));
        const rows = vatBreakdown({
          lines,
          shipping: {
            amountMinor: input.shippingMinor,
            vatRate: priced.shippingVatRate,
            vatMinor: priced.shippingVatMinor,
          },
          pricesIncludeVat: input.pricesIncludeVat,
        });
        const sum = (key: 'netMinor' | 'vatMinor' | 'grossMinor') => rows.reduce((s, r) => s + r[key], 0);
        expect(sum('vatMinor')).toBe(priced.vatMinor);
        expect(sum('grossMinor')).toBe(priced.totalMinor);
        expect(sum('netMinor') + priced.vatMinor).toBe(priced.totalMinor);
        for (const r of rows) {
          expect(r.netMinor).toBeGreaterThanOrEqual(0);
          if (r.rate === 0) expect(r.vatMinor).toBe(0);
        }
        expect(rows.map((r) => r.rate)).toEqual([...new Set(rows.map((r) => r.rate))].sort((a, b) => b - a));
      }),
    );
  });
});

describe('priceTax (docs/decisions/0101)', () => {
  it('gives a UK store selling in the UK exactly what priceVat gives', () => {
    fc.assert(
      fc.property(cart, (input) => {
        const after = priceTax({
          ...input,
          destination: { registration: UK_TAX_REGISTRATION, country: 'GB' },
        });
        expect(after).toMatchObject(priceVat(input));
        expect(after.reason).toBe('home');
        expect(after.lineRateBp).toEqual(input.lines.map((l) => l.vatRate * 100));
        expect(after.shippingRateBp).toBe(after.shippingVatRate * 100);
      }),
    );
  });

  it('charges the destination under OSS and nothing on an export', () => {
    const lines = [{ lineTotalMinor: 11_900, vatRate: 20 as const }];
    const oss = { homeCountry: 'GB', oss: true, registeredIn: [] };
    const de = priceTax({
      lines,
      shippingMinor: 0,
      pricesIncludeVat: true,
      destination: { registration: oss, country: 'DE' },
    });
    expect(de).toMatchObject({ reason: 'oss', lineRateBp: [1900], lineVatMinor: [1900], totalMinor: 11_900 });
    const us = priceTax({
      lines,
      shippingMinor: 500,
      pricesIncludeVat: false,
      destination: { registration: oss, country: 'US' },
    });
    expect(us).toMatchObject({ reason: 'export', vatMinor: 0, totalMinor: 12_400, shippingRateBp: 0 });
  });
});
