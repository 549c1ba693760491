// What a credit note says (ADR 0068): VAT and discount shares that add up to the invoice's over any
// split of refunds, the shipping once with its recorded VAT, an amount on top split over the rates.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditNoteLinesOf, creditNoteVatRows, cumulativeShare, splitByRate } from './credit-note.ts';

const order = {
  pricesIncludeVat: true,
  shippingMethod: 'Royal Mail',
  shippingVatRate: 20,
  shippingVatMinor: 83,
};
const items = [
  {
    id: 1,
    productName: 'Tee',
    variantString: null,
    quantity: 3,
    priceMinor: 2500,
    vatRate: 20,
    vatMinor: 1125,
  },
  {
    id: 2,
    productName: 'Atlas',
    variantString: 'Hardback',
    quantity: 1,
    priceMinor: 1299,
    vatRate: 0,
    vatMinor: 0,
  },
];

describe('cumulativeShare', () => {
  it('adds up to the whole over any split of the units', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 40 }),
        (of, total, splits) => {
          let before = 0;
          let sum = 0;
          for (const split of splits) {
            const n = Math.min(split, of - before);
            if (n <= 0) break;
            sum += cumulativeShare(total, of, before, n);
            before += n;
          }
          sum += cumulativeShare(total, of, before, of - before);
          expect(sum).toBe(total);
        },
      ),
    );
  });
});

describe('splitByRate', () => {
  it('splits an amount over the rates by what was paid at each, losing no penny', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 3 }),
        (amount, paid) => {
          const byRate = new Map(paid.map((p, i) => [[20, 5, 0][i]!, p]));
          const parts = splitByRate(amount, byRate);
          expect(parts.reduce((s, p) => s + p.amountMinor, 0)).toBe(amount);
        },
      ),
    );
  });
});

describe('creditNoteLinesOf', () => {
  it('gives each line its discount and VAT share, the shipping once, and an amount split by rate', () => {
    const lines = creditNoteLinesOf(order, items, {
      amountMinor: 2083 + 499 + 1000,
      shippingMinor: 499,
      lines: [{ orderItemId: 1, quantity: 1, amountMinor: 2083 }],
      refundedBefore: new Map([[1, 1]]),
    });
    expect(lines[0]).toMatchObject({ kind: 'item', name: 'Tee', discountMinor: 417, vatMinor: 375 });
    expect(lines[1]).toMatchObject({ kind: 'shipping', name: 'Shipping (Royal Mail)', vatMinor: 83 });
    const extra = lines.filter((l) => l.kind === 'amount');
    expect(extra.reduce((s, l) => s + l.amountMinor, 0)).toBe(1000);
    expect(extra.map((l) => l.vatRate)).toEqual([20, 0]);
    const rows = creditNoteVatRows(lines, true);
    const gross = rows.reduce((s, r) => s + r.grossMinor, 0);
    expect(gross).toBe(2083 + 499 + 1000);
  });
});
