// The product CSV import's judge step on its own: pure functions given a file and what a store has,
// no database. Each case builds the store's rows by hand and reads the answer row by row.
import { type ProductImportRow, VARIANT_VALUES_MAX } from '@storefleet/contracts';
import { describe, expect, it } from 'vitest';
import { csvLine, PRODUCT_COLUMNS, VARIANT_COLUMNS } from './product-csv.format.ts';
import { imageUrlsToRead, judgeImages } from './product-csv.images.judge.ts';
import { judgeOutcome, limitMessageOf } from './product-csv.outcome.judge.ts';
import {
  type ImageSource,
  type ProductLimit,
  readImportFile,
  type StoreCatalogue,
} from './product-csv.read.ts';
import { judgeRows } from './product-csv.rows.judge.ts';
import type { ProductVariantRow } from './product-variants.queries.ts';
import type { ProductRow } from './products.queries.ts';
import type { VariantAttributeRow } from './variant-attributes.queries.ts';

/** The file's header: the product and variant columns, and one option column. */
const COLUMNS = [...PRODUCT_COLUMNS, ...VARIANT_COLUMNS, 'Option: Size'] as const;
type Column = (typeof COLUMNS)[number];

const IMAGE = 'https://images.example/tee.png';
const STORE_IMAGE = `/uploads/${'a'.repeat(32)}.webp`;

/** A product's first row, with valid values for every field not given. */
const productRow = (cells: Partial<Record<Column, string>>): Partial<Record<Column, string>> => ({
  Name: 'Tee',
  Category: 'Shirts',
  Price: '19.99',
  Stock: '5',
  Status: 'live',
  'Image URL': IMAGE,
  'VAT rate': '20',
  Subscription: 'no',
  'Trial days': '0',
  ...cells,
});

const VARIANT_CELLS: Column[] = [
  'Variant SKU',
  'Variant price',
  'Variant stock',
  'Variant active',
  'Option: Size',
];

/** One record of the file, ending its line; a row with a variant has a price and stock unless given. */
function line(cells: Partial<Record<Column, string>>): string {
  const hasVariant = VARIANT_CELLS.some((c) => cells[c] !== undefined);
  const full = hasVariant ? { 'Variant price': '5', 'Variant stock': '1', ...cells } : cells;
  return csvLine(COLUMNS.map((c) => full[c] ?? ''));
}

const SIZE: VariantAttributeRow = { id: 11, name: 'Size', values: ['S', 'M'] } as VariantAttributeRow;
const TEE = {
  id: 7,
  name: 'Tee',
  image: STORE_IMAGE,
  images: [{ url: STORE_IMAGE, alt: 'Tee' }],
} as ProductRow;
const MUG = {
  id: 8,
  name: 'Mug',
  image: STORE_IMAGE,
  images: [{ url: STORE_IMAGE, alt: 'Mug' }],
} as ProductRow;
/** One of the store's price rows: its id, product, SKU and options; the rest as a new row has them. */
const priceRow = (
  row: Pick<ProductVariantRow, 'id' | 'productId' | 'sku' | 'variantCombination'>,
): ProductVariantRow => ({
  tenantId: 1,
  priceMinor: 1999,
  compareAtPriceMinor: null,
  stock: 1,
  weightGrams: null,
  isActive: true,
  lowStockThreshold: 0,
  lowStockNotified: false,
  createdAt: new Date(0),
  ...row,
});
const TEE_S = priceRow({ id: 70, productId: 7, sku: 'TEE-S', variantCombination: { '11': 'S' } });
const TEE_M = priceRow({ id: 71, productId: 7, sku: null, variantCombination: { '11': 'M' } });

/** A store with the Tee (two price rows, one without a SKU) and the Mug, as the read step gives it. */
function teeStore(): StoreCatalogue {
  return {
    categories: new Map([['shirts', 'Shirts']]),
    attributes: [SIZE],
    attributeByName: new Map([['size', SIZE]]),
    variantBySku: new Map([['tee-s', TEE_S]]),
    variantsByProduct: new Map([[7, [TEE_S, TEE_M]]]),
    existingProducts: new Map([
      [7, TEE],
      [8, MUG],
    ]),
  };
}

const emptyStore = (): StoreCatalogue => ({
  categories: new Map(),
  attributes: [],
  attributeByName: new Map(),
  variantBySku: new Map(),
  variantsByProduct: new Map(),
  existingProducts: new Map(),
});

const NO_LIMIT: ProductLimit = { limit: null, planName: null, existingCount: 0 };

/** Every judgement of a file (rows given as cells, or as raw text), each image URL found as given. */
function judge(
  rows: Array<Partial<Record<Column, string>> | string>,
  options: { store?: StoreCatalogue; images?: Record<string, ImageSource>; limit?: ProductLimit } = {},
) {
  const text = [csvLine([...COLUMNS]), ...rows.map((r) => (typeof r === 'string' ? `${r}\r\n` : line(r)))];
  const file = readImportFile(text.join(''));
  const judgement = judgeRows(file, options.store ?? emptyStore());
  const sources = new Map<string, ImageSource>(
    imageUrlsToRead(judgement.planned).map((url) => [url, options.images?.[url] ?? { action: 'fetch' }]),
  );
  judgeImages(judgement.planned, sources);
  const outcome = judgeOutcome(judgement, options.limit ?? NO_LIMIT, true);
  const byRow = new Map(outcome.result.rows.map((r) => [r.row, r]));
  return { judgement, ...outcome, row: (n: number) => byRow.get(n) as ProductImportRow };
}

describe('product CSV import: judging rows', () => {
  it('a new product with a variant is created, its category and option value noted as new', () => {
    const { result, judgement, rejected, row } = judge([
      productRow({
        Handle: 'hoodie',
        Name: 'Hoodie',
        Category: 'Knitwear',
        'Variant SKU': 'HD-L',
        'Variant price': '30',
        'Variant stock': '2',
        'Option: Size': 'L',
      }),
    ]);
    expect(judgement.judged).toHaveLength(1);
    expect(row(2)).toEqual({
      row: 2,
      handle: 'hoodie',
      kind: 'product',
      name: 'Hoodie',
      action: 'create',
      message: null,
    });
    expect(rejected).toBe(0);
    expect(result.products).toEqual({ create: 1, update: 0, reject: 0 });
    expect(result.variants).toEqual({ create: 1, update: 0, reject: 0 });
    expect(judgement.newValues).toEqual(new Map([['size', new Map([['l', 'L']])]]));
    expect(judgement.newCategories).toEqual(new Map([['knitwear', 'Knitwear']]));
    expect(judgement.planned[0]?.images.map((image) => image.action)).toEqual(['fetch']);
    expect(judgement.planned[0]?.values).toMatchObject({ name: 'Hoodie', category: 'Knitwear' });
  });

  it('a variant row adds a price row to its handle, options spelt as the store does', () => {
    const { result, judgement, row } = judge(
      [
        productRow({ Handle: 'hoodie', 'Variant SKU': 'HD-S', 'Variant price': '30', 'Option: Size': 's' }),
        { Handle: 'hoodie', 'Variant SKU': 'HD-XL', 'Variant price': '32', 'Option: Size': 'XL' },
      ],
      { store: teeStore() },
    );
    expect(row(3)).toMatchObject({ kind: 'variant', action: 'create', name: 'Tee', message: null });
    expect(result.variants).toEqual({ create: 2, update: 0, reject: 0 });
    const variants = judgement.planned[0]?.variants ?? [];
    expect(variants.map((v) => [v.sku, v.priceMinor, v.options.get('size')])).toEqual([
      ['HD-S', 3000, 'S'],
      ['HD-XL', 3200, 'XL'],
    ]);
    expect(judgement.newValues).toEqual(new Map([['size', new Map([['xl', 'XL']])]]));
  });

  it("updates a store's product by its Product ID, a variant by SKU and one by its options", () => {
    const { result, judgement, row } = judge(
      [
        productRow({
          Handle: 'tee',
          'Product ID': '7',
          'Image URL': STORE_IMAGE,
          'Variant SKU': 'TEE-S',
          'Option: Size': 'S',
        }),
        { Handle: 'tee', 'Variant price': '21', 'Option: Size': 'M' },
        { Handle: 'tee', 'Variant price': '23', 'Option: Size': 'L' },
      ],
      { store: teeStore() },
    );
    expect([row(2).action, row(3).action, row(4).action]).toEqual(['update', 'update', 'create']);
    expect(result.products).toEqual({ create: 0, update: 1, reject: 0 });
    expect(result.variants).toEqual({ create: 1, update: 2, reject: 0 });
    const [product] = judgement.planned;
    expect(product?.existing).toBe(TEE);
    expect(product?.images.map((image) => image.action)).toEqual(['own']);
    expect(product?.variants.map((v) => v.existingId)).toEqual([70, 71, undefined]);
  });

  it("finds the store's product by a SKU when the file gives no Product ID", () => {
    const { row, judgement } = judge(
      [productRow({ Handle: 'tee', 'Variant SKU': 'tee-s', 'Option: Size': 'S' })],
      {
        store: teeStore(),
      },
    );
    expect(row(2).action).toBe('update');
    expect(judgement.planned[0]?.existing).toBe(TEE);
  });

  it('a Product ID of no product of the store adds it as new, and says so', () => {
    const { row } = judge([productRow({ Handle: 'new', 'Product ID': '99' })], { store: teeStore() });
    expect(row(2)).toMatchObject({
      action: 'create',
      message: 'Product 99 is not in this store: it will be added as a new product',
    });
  });

  it('only images the product does not show are looked up; a refused one is left out, not its product', () => {
    const { judgement, row, result } = judge(
      [
        productRow({ Handle: 'tee', 'Product ID': '7', 'Image URL': STORE_IMAGE }),
        productRow({ Handle: 'mug', 'Product ID': '8', 'Image URL': '' }),
        productRow({ Handle: 'cap', 'Image URL': STORE_IMAGE }),
        productRow({ Handle: 'bag', 'Image URL': 'http://127.0.0.1/x.png' }),
      ],
      {
        store: teeStore(),
        images: {
          [STORE_IMAGE]: { action: 'own' },
          'http://127.0.0.1/x.png': { error: 'This image address is not allowed' },
        },
      },
    );
    expect(imageUrlsToRead(judgement.planned)).toEqual([STORE_IMAGE, 'http://127.0.0.1/x.png']);
    expect(judgement.planned.map((p) => p.images.map((image) => image.action ?? image.error))).toEqual([
      ['own'],
      [],
      ['own'],
      ['This image address is not allowed'],
    ]);
    expect(row(5)).toMatchObject({
      action: 'create',
      message: 'Image http://127.0.0.1/x.png not imported: This image address is not allowed',
    });
    expect(result.products).toEqual({ create: 2, update: 2, reject: 0 });
    expect(result.images).toEqual({ create: 2, reject: 1 });
  });
});

describe('product CSV import: row errors, each with its row number and message', () => {
  /** The rejected rows of a file: row number → message. */
  function rejections(...args: Parameters<typeof judge>): Record<number, string | null> {
    const { result } = judge(...args);
    return Object.fromEntries(
      result.rows.filter((r) => r.action === 'reject').map((r) => [r.row, r.message]),
    );
  }

  it('rows that cannot be read: an unclosed quote, a wrong cell count, no handle', () => {
    // An unclosed quote runs to the end of the file: the row is all that is left.
    expect(rejections(['a,,"Alpha,,Shirts'])).toEqual({ 2: 'A quoted cell on this row is never closed' });
    expect(rejections(['b,,Short,row', line(productRow({ Handle: '' }))])).toEqual({
      2: `This row has 4 cells; the header has ${COLUMNS.length}`,
      3: 'Handle is required: rows of one product share its handle',
    });
  });

  it("a product's fields: status, subscription, price, Product ID", () => {
    expect(
      rejections([
        productRow({ Handle: 'a', Status: 'maybe' }),
        productRow({ Handle: 'b', Subscription: 'sometimes' }),
        productRow({ Handle: 'c', Price: 'abc' }),
        productRow({ Handle: 'd', 'Product ID': 'x7' }),
      ]),
    ).toEqual({
      2: 'Status must be live or draft',
      3: 'Subscription must be yes, no or only',
      4: 'Enter an amount such as 12.50',
      5: 'Product ID must be a whole number, or empty for a new product',
    });
  });

  it("a rejected product's later rows are rejected with it", () => {
    const { row, result } = judge([
      productRow({ Handle: 'a', Status: 'maybe' }),
      { Handle: 'A', 'Variant price': '5', 'Option: Size': 'M' },
    ]);
    expect(row(3)).toMatchObject({
      kind: 'variant',
      action: 'reject',
      message: 'The product on row 2 was rejected',
    });
    expect(result.variants.reject).toBe(1);
  });

  it("a variant's fields: price, stock, active, no option", () => {
    expect(
      rejections([
        productRow({ Handle: 'a' }),
        { Handle: 'a', 'Variant price': 'oops', 'Option: Size': 'S' },
        { Handle: 'a', 'Variant price': '5', 'Variant active': 'perhaps', 'Option: Size': 'M' },
        { Handle: 'a', 'Variant price': '5', 'Variant SKU': 'A-1' },
      ]),
    ).toEqual({
      3: 'Variant price: Enter an amount such as 12.50',
      4: 'Variant active must be yes or no',
      5: 'Please select at least one variant option',
    });
  });

  it("SKUs and options: used twice in the file, another product's, the same options twice", () => {
    expect(
      rejections(
        [
          productRow({ Handle: 'a', 'Product ID': '8', 'Variant SKU': 'A-1', 'Option: Size': 'S' }),
          { Handle: 'a', 'Variant SKU': 'a-1', 'Option: Size': 'M' },
          { Handle: 'a', 'Variant SKU': 'TEE-S', 'Option: Size': 'L' },
          { Handle: 'a', 'Option: Size': 's' },
        ],
        { store: teeStore() },
      ),
    ).toEqual({
      3: 'SKU a-1 is already used on row 2',
      4: 'SKU TEE-S belongs to another product (id 7)',
      5: 'This product already has a price row for these options',
    });
  });

  it('an option with more values than allowed', () => {
    const full = { ...SIZE, values: Array.from({ length: VARIANT_VALUES_MAX }, (_, i) => `V${i}`) };
    const store = { ...emptyStore(), attributes: [full], attributeByName: new Map([['size', full]]) };
    expect(rejections([productRow({ Handle: 'a', 'Option: Size': 'New' })], { store })).toEqual({
      2: `Size would have more than ${VARIANT_VALUES_MAX} values`,
    });
  });

  it('a new product without an image is accepted (the store front shows a placeholder)', () => {
    expect(rejections([productRow({ Handle: 'a', 'Image URL': '' })])).toEqual({});
  });

  it("new products beyond the plan's limit, and their variant rows", () => {
    const limit: ProductLimit = { limit: 3, planName: 'Basic', existingCount: 2 };
    expect(limitMessageOf(limit)).toBe('Your Basic plan allows 3 products. Upgrade your plan to add more.');
    const { row, rejected, result } = judge(
      [
        productRow({ Handle: 'tee', 'Product ID': '7' }),
        productRow({ Handle: 'a' }),
        productRow({ Handle: 'b' }),
        { Handle: 'b', 'Variant price': '5', 'Option: Size': 'M' },
      ],
      { store: teeStore(), limit },
    );
    expect([row(2).action, row(3).action]).toEqual(['update', 'create']);
    expect(row(4)).toMatchObject({ action: 'reject', message: limitMessageOf(limit) });
    expect(row(5)).toMatchObject({ action: 'reject', message: 'The product on row 4 was rejected' });
    expect(rejected).toBe(2);
    expect(result.rows.map((r) => r.row)).toEqual([4, 5, 2, 3]);
  });
});
