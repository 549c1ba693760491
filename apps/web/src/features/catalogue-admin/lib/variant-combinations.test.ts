import type { ProductVariant } from '@storefleet/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combinationCount,
  combinationKey,
  combinationsOf,
  generateMissingSkus,
  planVariantSaves,
  skuGenerationProblem,
  type VariantLine,
  variantLines,
} from './variant-combinations.ts';
import type { PricingAttribute } from './variant-pricing.ts';

const size: PricingAttribute = { id: '1', name: 'Size', values: ['S', 'M', 'L'] };
const colour: PricingAttribute = { id: '2', name: 'Colour', values: ['Black', 'Navy'] };

const row = (id: number, combination: Record<string, string>, extra: Partial<ProductVariant> = {}) =>
  ({
    id,
    tenantId: 1,
    productId: 7,
    variantCombination: combination,
    price: '27.50',
    compareAtPrice: null,
    stock: 5,
    lowStockThreshold: 3,
    sku: 'TEE-M-BL',
    isActive: true,
    weightGrams: null,
    createdAt: '',
    ...extra,
  }) satisfies ProductVariant;

describe('combinations of a product’s options', () => {
  it('lists every combination, the first option slowest', () => {
    expect(combinationsOf([size, colour])).toEqual([
      { 1: 'S', 2: 'Black' },
      { 1: 'S', 2: 'Navy' },
      { 1: 'M', 2: 'Black' },
      { 1: 'M', 2: 'Navy' },
      { 1: 'L', 2: 'Black' },
      { 1: 'L', 2: 'Navy' },
    ]);
    expect(combinationsOf([])).toEqual([]);
  });

  it('makes as many distinct combinations as the product of the value counts', () => {
    const attributes = fc.array(
      fc
        .uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), {
          minLength: 1,
          maxLength: 4,
          selector: (v) => v.trim().toLowerCase(),
        })
        .filter((values) => values.every((v) => v.trim() !== '')),
      { maxLength: 3 },
    );
    fc.assert(
      fc.property(attributes, (valueLists) => {
        const attrs = valueLists.map((values, i) => ({ id: String(i + 1), name: `A${i}`, values }));
        const combos = combinationsOf(attrs);
        expect(combos).toHaveLength(combinationCount(attrs));
        expect(new Set(combos.map(combinationKey)).size).toBe(combos.length);
      }),
    );
  });

  it('keys a combination whatever the order and case of its entries', () => {
    expect(combinationKey({ 2: 'Navy', 1: 'm' })).toBe(combinationKey({ 1: 'M', 2: 'navy' }));
    expect(combinationKey({ 1: 'M', 2: '' })).toBe(combinationKey({ 1: 'M' }));
  });
});

describe('variant lines', () => {
  it('fills a line from the row for exactly that combination and leaves partial rows out', () => {
    const lines = variantLines([size, colour], [row(1, { 1: 'M', 2: 'Black' }), row(2, { 1: 'S' })]);
    expect(lines).toHaveLength(6);
    const m = lines.find((l) => l.label === 'Size: M, Colour: Black')!;
    expect(m).toMatchObject({ price: '27.50', stock: '5', sku: 'TEE-M-BL', row: { id: 1 } });
    expect(lines.filter((l) => l.row)).toHaveLength(1);
    expect(lines.find((l) => l.label === 'Size: S, Colour: Black')).toMatchObject({
      price: '',
      row: undefined,
    });
  });

  it('keeps what was typed when the options change', () => {
    const before = variantLines([size], []).map((l) => (l.label === 'Size: L' ? { ...l, price: '30' } : l));
    const after = variantLines([{ ...size, values: ['M', 'L', 'XL'] }], [], before);
    expect(after.map((l) => [l.label, l.price])).toEqual([
      ['Size: M', ''],
      ['Size: L', '30'],
      ['Size: XL', ''],
    ]);
  });

  it('generates the missing SKUs of priced lines by the spec rule and keeps typed ones', () => {
    const lines = variantLines([size, colour], []).map((l, i) =>
      i === 0 ? { ...l, price: '20', sku: 'MINE' } : i < 3 ? { ...l, price: '21' } : l,
    );
    const skus = generateMissingSkus(lines, 'Vintage Wash Tee', [size, colour]).map((l) => l.sku);
    expect(skus).toEqual(['MINE', 'VIN-S-NA', 'VIN-M-BL', '', '', '']);
  });

  it('says why Generate SKUs would change nothing', () => {
    const lines = variantLines([size], []);
    expect(skuGenerationProblem(lines, 'Tee')).toMatch(/Give a line its own price first/);
    const priced = lines.map((l, i) => (i === 0 ? { ...l, price: '20' } : l));
    expect(skuGenerationProblem(priced, '  ')).toMatch(/Enter the product name first/);
    expect(skuGenerationProblem(priced, 'Tee')).toBeNull();
    const done = generateMissingSkus(priced, 'Tee', [size]);
    expect(skuGenerationProblem(done, 'Tee')).toBe('Every priced line has a SKU already.');
  });
});

describe('saving the lines', () => {
  it('a line with only a price takes the product’s stock, one with only stock its price (the help text)', () => {
    const lines = variantLines([size], []).map((l) =>
      l.label === 'Size: S'
        ? { ...l, price: '21' }
        : l.label === 'Size: M'
          ? { ...l, stock: '4' }
          : l.label === 'Size: L'
            ? { ...l, sku: 'TEE-L' }
            : l,
    );
    const result = planVariantSaves(lines, { price: '19.50', stock: '12' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.plan.create.map((b) => [b.variantCombination, b.price, b.stock, b.sku])).toEqual([
      [{ 1: 'S' }, 21, 12, ''],
      [{ 1: 'M' }, 19.5, 4, ''],
      [{ 1: 'L' }, 19.5, 12, 'TEE-L'],
    ]);
    // An empty line sends nothing: it sells at the product's price and stock.
    expect(result.plan.create).toHaveLength(3);
  });

  it('creates filled lines, updates changed rows, deletes emptied rows, skips the rest', () => {
    const rows = [row(1, { 1: 'M' }), row(2, { 1: 'L' }), row(3, { 1: 'S' }, { isActive: false })];
    const lines = variantLines([{ ...size, values: ['S', 'M', 'L', 'XL'] }], rows).map((l) => {
      if (l.label === 'Size: S') return { ...l, price: '19.99', compareAtPrice: '24.99' };
      if (l.label === 'Size: L') return { ...l, price: '', stock: '', sku: '' };
      if (l.label === 'Size: XL')
        return { ...l, price: '31', stock: '2', sku: ' XL-1 ', weightGrams: ' 900 ' };
      return l;
    });
    const result = planVariantSaves(lines);
    expect(result).toEqual({
      ok: true,
      plan: {
        create: [
          {
            variantCombination: { 1: 'XL' },
            price: 31,
            compareAtPrice: null,
            stock: 2,
            sku: 'XL-1',
            isActive: true,
            weightGrams: 900,
          },
        ],
        update: [
          {
            id: 3,
            body: {
              variantCombination: { 1: 'S' },
              price: 19.99,
              compareAtPrice: 24.99,
              stock: 5,
              lowStockThreshold: 3,
              sku: 'TEE-M-BL',
              isActive: false,
              weightGrams: null,
            },
          },
        ],
        remove: [2],
      },
    });
  });

  it('says when a line’s weight is not whole grams', () => {
    const lines = variantLines([size], []).map((l) =>
      l.label === 'Size: S' ? { ...l, price: '10', stock: '3', weightGrams: '1.5kg' } : l,
    );
    const result = planVariantSaves(lines);
    expect(result.ok ? null : Object.values(result.errors)).toEqual([
      { weightGrams: 'Weight must be a whole number of grams, such as 450' },
    ]);
  });

  it('says what is missing on a half-filled line, with the server’s messages', () => {
    const lines = variantLines([size], []).map((l) =>
      l.label === 'Size: S'
        ? { ...l, sku: 'ONLY-SKU' }
        : l.label === 'Size: M'
          ? { ...l, price: 'abc', stock: '-1' }
          : l,
    );
    const result = planVariantSaves(lines);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const [s, m] = lines as [VariantLine, VariantLine];
    expect(result.errors[s.key]).toEqual({ price: 'Price is required', stock: 'Stock is required' });
    expect(result.errors[m.key]).toEqual({
      price: 'Enter an amount such as 12.50',
      stock: 'Stock cannot be negative',
    });
  });
});
