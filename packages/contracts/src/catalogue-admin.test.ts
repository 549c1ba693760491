import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeOptionStrings, productFieldsSchema, weightGramsInputSchema } from './catalogue.ts';
import { categoryInUseMessage } from './categories.ts';
import { addVariantValue } from './variant-attributes.ts';
import { generateSku } from './variant-pricing.ts';

describe('admin catalogue rules (spec admin §5)', () => {
  it('builds the SKU from 3 letters of the name and 2 of each chosen value, in capitals, with hyphens', () => {
    expect(generateSku('Essential Hoodie', ['XL', 'Navy'])).toBe('ESS-XL-NA');
    expect(generateSku('tee', ['small'])).toBe('TEE-SM');
    expect(generateSku('Zi', ['m'])).toBe('ZI-M');
  });

  it('never puts a space in a SKU: "UX Hoodie" in L / Navy gives UXH-L-NA, not "UX -L-NA"', () => {
    expect(generateSku('UX Hoodie', ['L', 'Navy'])).toBe('UXH-L-NA');
    expect(generateSku('  T-shirt ', ['X L', ' navy blue'])).toBe('TSH-XL-NA');
    expect(generateSku('Café', ['Ünï'])).toBe('CAF-UN');
    expect(generateSku('!!!', ['--', 'M'])).toBe('M');
  });

  it('generates letters, digits and single hyphens only, never at either end (property)', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom(' ', '-', 'a', 'Z', '9', '\t', 'é', '_') }),
    );
    fc.assert(
      fc.property(text, fc.array(text, { maxLength: 4 }), (name, values) => {
        const sku = generateSku(name, values);
        expect(sku).not.toMatch(/\s/);
        expect(sku).toMatch(/^(?:[A-Z0-9]+(?:-[A-Z0-9]+)*)?$/);
        expect(sku.startsWith('-') || sku.endsWith('-') || sku.includes('--')).toBe(false);
      }),
    );
  });

  it('adds a variant value trimmed, ignoring empty ones and duplicates', () => {
    const values = ['S', 'M'];
    expect(addVariantValue(values, ' L ')).toEqual(['S', 'M', 'L']);
    expect(addVariantValue(values, '   ')).toBe(values);
    expect(addVariantValue(values, 'm')).toBe(values);
  });

  it('normalises option strings, keeping order', () => {
    expect(normalizeOptionStrings([' Size:S', 'size:s', '', 'Colour:Red '])).toEqual([
      'Size:S',
      'Colour:Red',
    ]);
  });

  it('reads the product form in pence with the spec’s defaults', () => {
    const parsed = productFieldsSchema.parse({ name: 'Tee', price: '12.5', category: 'T', inStock: '3' });
    expect(parsed).toEqual({
      name: 'Tee',
      description: null,
      price: 1250,
      category: 'T',
      inStock: 3,
      sizes: [],
      hasSubscription: false,
      isDraft: false,
      subscriptionPrice: null,
      subscriptionInterval: null,
      subscriptionTrialDays: 0,
    });
    // Trial days fall back to 0 when not numeric (spec admin §5).
    expect(
      productFieldsSchema.parse({
        name: 'T',
        price: 1,
        category: 'T',
        inStock: 0,
        subscriptionTrialDays: 'x',
      }),
    ).toMatchObject({ subscriptionTrialDays: 0 });
  });

  it('words the category-in-use message as the spec does', () => {
    expect(categoryInUseMessage(3)).toBe('This category has 3 product(s). Remove products first.');
  });
});

describe('weightGramsInputSchema (docs/decisions/0102)', () => {
  const read = (value: unknown) => weightGramsInputSchema.safeParse(value);
  it('takes whole grams as typed or sent, empty as none and absent as unchanged', () => {
    expect(read(' 450 ').data).toBe(450);
    expect(read(1_000_000).data).toBe(1_000_000);
    expect(read('').data).toBeNull();
    expect(read(null).data).toBeNull();
    expect(read(undefined).data).toBeUndefined();
  });
  it('says what is wrong in grams', () => {
    const message = (value: unknown) => read(value).error?.issues[0]?.message;
    expect(message('1.5kg')).toBe('Weight must be a whole number of grams, such as 450');
    expect(message(2.5)).toBe('Weight must be a whole number of grams, such as 450');
    expect(message('0')).toBe('Weight must be more than 0 grams');
    expect(message(1_000_001)).toBe('Weight must be at most 1,000,000 grams (1,000 kg)');
  });
});
