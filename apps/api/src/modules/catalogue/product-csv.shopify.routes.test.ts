// POST /api/admin/products/import with the file Shopify exports (ADR 0079): the sample file in
// test/fixtures imports exactly — products, options and price rows, prices, compare-at prices, stock,
// galleries in Image Position order with alt text, drafts, a product without an image, and an image
// URL that cannot be fetched left out with its reason. Then the store's own export of that catalogue,
// imported into an empty store, gives the same catalogue.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../../test/app.ts';
import { categories, products, productVariants, variantAttributes } from '../../db/schema/index.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { importProductsCsv, storeWithOwner } from './catalogue.test-support.ts';
import { type ImageFetcher, networkImageFetcher } from './product-csv.images.ts';

const SHOPIFY_CSV = readFileSync(
  path.join(import.meta.dirname, '../../../test/fixtures/shopify-products.csv'),
  'utf8',
);
const CDN = 'https://cdn.shopify.com/s/files/1/0610/4412/files/';
const MISSING = `${CDN}enamel-pin-missing.jpg`;

/** Every image the sample names, served from memory (each a different colour); the missing one is a 404. */
async function sampleImages(): Promise<Map<string, Buffer>> {
  const urls = [...new Set(SHOPIFY_CSV.match(/https:\/\/cdn\.shopify\.com\/[^,\s"]+/g) ?? [])];
  const images = new Map<string, Buffer>();
  for (const [i, url] of urls.entries()) {
    if (url === MISSING) continue;
    const bytes = await sharp({
      create: { width: 24, height: 24, channels: 3, background: { r: (i * 37) % 256, g: 90, b: 140 } },
    })
      .png()
      .toBuffer();
    images.set(url, bytes);
  }
  return images;
}

describe('product CSV import: a Shopify export', () => {
  let t: TestApp;
  const fetched: string[] = [];
  let images: Map<string, Buffer>;
  let storeA: number;
  let storeB: number;
  let ownerA: string;
  let ownerB: string;

  const fetcher: ImageFetcher = {
    // The sample's host is answered from memory; any other address gets the real checks.
    check: async (url, production) => {
      if (!url.startsWith(CDN)) await networkImageFetcher.check(url, production);
    },
    download: async (url, production) => {
      if (!url.startsWith(CDN)) return networkImageFetcher.download(url, production);
      fetched.push(url);
      const bytes = images.get(url);
      if (!bytes) throw new BadRequestError('Image URL answered 404, not an image');
      return bytes;
    },
  };

  const importCsv = (cookie: string | undefined, text: string, query = '') =>
    importProductsCsv(t.app, cookie, text, query);
  const newOwner = (slug: string) => storeWithOwner(t, { slug });

  /** The store's catalogue as the fields that matter: by product name, variants by SKU. */
  async function catalogueOf(tenantId: number) {
    const rows = await t.db
      .select()
      .from(products)
      .where(eq(products.tenantId, tenantId))
      .orderBy(asc(products.sortOrder));
    const attributes = await t.db
      .select()
      .from(variantAttributes)
      .where(eq(variantAttributes.tenantId, tenantId));
    const attributeName = new Map(attributes.map((a) => [String(a.id), a.name]));
    const variants = await t.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.tenantId, tenantId))
      .orderBy(asc(productVariants.id));
    return rows.map((p) => ({
      name: p.name,
      description: p.description,
      category: p.category,
      price: p.priceMinor,
      compareAt: p.compareAtPriceMinor,
      stock: p.inStock,
      weight: p.weightGrams,
      draft: p.isDraft,
      image: p.image === (p.images[0]?.url ?? null),
      gallery: p.images.map((image) => image.alt),
      uploads: p.images.every((image) => /^\/uploads\/[a-f0-9]{32}\.webp$/.test(image.url)),
      variants: variants
        .filter((v) => v.productId === p.id)
        .map((v) => ({
          sku: v.sku,
          options: Object.fromEntries(
            Object.entries(v.variantCombination).map(([id, value]) => [attributeName.get(id), value]),
          ),
          price: v.priceMinor,
          compareAt: v.compareAtPriceMinor,
          stock: v.stock,
          weight: v.weightGrams,
          active: v.isActive,
        })),
    }));
  }

  beforeAll(async () => {
    images = await sampleImages();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'storefleet-shopify-'));
    t = await createTestApp({ config: testConfig({ DATA_DIR: dataDir }), imageFetcher: fetcher });
    ({ id: storeA, cookie: ownerA } = await newOwner('shopify-a'));
    ({ id: storeB, cookie: ownerB } = await newOwner('shopify-b'));
  });
  afterAll(() => t?.close());

  it('the dry run recognises the file by its header and counts what it will import, saving nothing', async () => {
    const res = await importCsv(ownerA, SHOPIFY_CSV, '?dryRun=true');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      dryRun: true,
      applied: false,
      products: { create: 10, update: 0, reject: 0 },
      variants: { create: 12, update: 0, reject: 0 },
      images: { create: 15, reject: 0 },
    });
    expect(body.rows).toHaveLength(20);
    const byRow = new Map(body.rows.map((r: { row: number }) => [r.row, r]));
    expect(byRow.get(2)).toMatchObject({ handle: 'classic-tee', kind: 'product', name: 'Classic Tee' });
    expect(byRow.get(3)).toMatchObject({ kind: 'variant', action: 'create' });
    expect(byRow.get(7)).toMatchObject({ handle: 'canvas-tote', kind: 'image', action: 'create' });
    expect(fetched).toEqual([]);
    expect(await t.db.select().from(products).where(eq(products.tenantId, storeA))).toHaveLength(0);
  });

  it('imports exactly: products, options, prices, stock, galleries in order, drafts; a bad image is left out', async () => {
    const res = await importCsv(ownerA, SHOPIFY_CSV);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      applied: true,
      products: { create: 10, update: 0, reject: 0 },
      variants: { create: 12, update: 0, reject: 0 },
      images: { create: 14, reject: 1 },
    });
    expect(body.rows.find((r: { row: number }) => r.row === 15)).toMatchObject({
      handle: 'enamel-pin',
      kind: 'image',
      action: 'create',
      message: `Image ${MISSING} not imported: Image URL answered 404, not an image`,
    });
    // Each URL fetched once (the vase's variant images are its gallery's too).
    expect(fetched).toHaveLength(new Set(fetched).size);
    expect(fetched).toHaveLength(15);

    const catalogue = await catalogueOf(storeA);
    expect(catalogue.map((p) => p.name)).toEqual([
      'Classic Tee',
      'Canvas Tote',
      'Winter Hoodie',
      'Archived Cap',
      'Hidden Mug',
      'Plain Notebook',
      'Enamel Pin',
      'Wool Socks',
      'Ceramic Vase',
      'Leather Belt',
    ]);
    const named = (name: string) => catalogue.find((p) => p.name === name);
    const tee = named('Classic Tee');
    expect(tee).toMatchObject({
      category: 'T-Shirts',
      price: 2000,
      compareAt: 2500,
      stock: 16,
      draft: false,
      image: true,
      uploads: true,
      // Image Position order, not row order: the detail (position 2) is on the file's fourth row.
      gallery: ['Classic Tee, front', 'Collar detail', 'Classic Tee, back'],
    });
    // Body (HTML) is the sanitiser's: no script, no event handler; the markup that is allowed stays.
    expect(tee?.description).toBe('<p>Soft <strong>organic cotton</strong>.</p><p>Cut for everyday.</p>');
    expect(tee?.variants).toEqual([
      {
        sku: 'TEE-S-BLK',
        options: { Size: 'S', Color: 'Black' },
        price: 2000,
        compareAt: 2500,
        stock: 5,
        weight: null,
        active: true,
      },
      {
        sku: 'TEE-M-BLK',
        options: { Size: 'M', Color: 'Black' },
        price: 2000,
        compareAt: 2500,
        stock: 3,
        weight: null,
        active: true,
      },
      {
        sku: 'TEE-S-WHT',
        options: { Size: 'S', Color: 'White' },
        price: 1900,
        compareAt: null,
        stock: 0,
        weight: null,
        active: true,
      },
      {
        sku: 'TEE-M-WHT',
        options: { Size: 'M', Color: 'White' },
        price: 2150,
        compareAt: 2400,
        stock: 8,
        weight: null,
        active: true,
      },
    ]);
    // No options (Shopify's "Default Title"): the product's own price, compare-at price and stock.
    expect(named('Canvas Tote')).toMatchObject({
      category: 'Bags',
      price: 1500,
      compareAt: 1800,
      stock: 7,
      variants: [],
      gallery: ['Canvas tote', 'Inside pocket'],
    });
    // Drafts: Status draft, Status archived, Published false.
    expect(catalogue.filter((p) => p.draft).map((p) => p.name)).toEqual([
      'Winter Hoodie',
      'Archived Cap',
      'Hidden Mug',
    ]);
    expect(named('Winter Hoodie')?.variants.map((v) => [v.options.Size, v.price, v.stock])).toEqual([
      ['S', 4500, 2],
      ['M', 4500, 4],
      ['L', 4700, 1],
    ]);
    // Variant Grams: the first row's is the product's weight, a variant keeps its own only where it
    // differs, and Shopify's 0 is no weight at all.
    expect(named('Classic Tee')?.weight).toBe(200);
    expect(named('Winter Hoodie')?.weight).toBe(700);
    expect(named('Winter Hoodie')?.variants.map((v) => [v.options.Size, v.weight])).toEqual([
      ['S', null],
      ['M', null],
      ['L', 750],
    ]);
    expect(named('Ceramic Vase')?.weight).toBe(1200);
    expect(named('Enamel Pin')?.weight).toBeNull();
    // No image at all, and the category from Product Category's last level when Type is empty.
    expect(named('Plain Notebook')).toMatchObject({
      category: 'Notebooks',
      gallery: [],
      image: true,
      price: 600,
    });
    expect(
      (await t.db.select().from(products).where(eq(products.name, 'Plain Notebook')))[0]?.image,
    ).toBeNull();
    // The unreachable image is left out; the product keeps its other one.
    expect(named('Enamel Pin')).toMatchObject({ gallery: ['Enamel pin'], stock: 40, price: 400 });
    // Shopify's negative quantity (overselling allowed) is stock 0; the product's stock is the sum.
    expect(named('Wool Socks')).toMatchObject({ stock: 15, gallery: ['Wool socks', 'A pair'] });
    expect(named('Wool Socks')?.variants.map((v) => [v.sku, v.stock, v.compareAt])).toEqual([
      ['SOCK-S', 0, null],
      ['SOCK-M', 11, 1000],
      ['SOCK-L', 4, null],
    ]);
    expect(named('Ceramic Vase')).toMatchObject({
      category: 'Home Decor',
      description: '<h2>Hand thrown</h2><p>Each one differs.</p>',
      gallery: ['Blue vase', 'Green vase'],
    });
    expect(named('Ceramic Vase')?.variants.map((v) => v.options)).toEqual([
      { Colour: 'Blue' },
      { Colour: 'Green' },
    ]);
    expect(named('Leather Belt')).toMatchObject({ category: 'Uncategorised' });
    const storeCategories = await t.db.select().from(categories).where(eq(categories.tenantId, storeA));
    expect(storeCategories.map((c) => c.name).sort()).toEqual(
      [
        'Accessories',
        'Bags',
        'Hats',
        'Home Decor',
        'Hoodies',
        'Mugs',
        'Notebooks',
        'Socks',
        'T-Shirts',
        'Uncategorised',
      ].sort(),
    );
    // The other store has none of it.
    expect(await t.db.select().from(products).where(eq(products.tenantId, storeB))).toHaveLength(0);
  });

  it("export → import into an empty store gives the same catalogue (every image, each price row's compare-at price)", async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products/export',
      headers: { cookie: ownerA },
    });
    expect(exported.statusCode).toBe(200);
    const empty = await newOwner('shopify-round-trip');
    const res = await importCsv(empty.cookie, exported.body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      applied: true,
      products: { create: 10, reject: 0 },
      variants: { create: 12, reject: 0 },
      images: { create: 14, reject: 0 },
    });
    const original = await catalogueOf(storeA);
    const copy = await catalogueOf(empty.id);
    expect(copy).toEqual(original);
    // The copy's images are its own uploads, not the first store's.
    const urls = async (tenantId: number) =>
      (await t.db.select().from(products).where(eq(products.tenantId, tenantId))).flatMap((p) =>
        p.images.map((image) => image.url),
      );
    const theirs = new Set(await urls(storeA));
    expect((await urls(empty.id)).some((url) => theirs.has(url))).toBe(false);
  });

  it('a second import of the same file updates the price rows it knows by SKU', async () => {
    const res = await importCsv(ownerA, SHOPIFY_CSV, '?dryRun=true');
    expect(res.json()).toMatchObject({ variants: { create: 0, update: 12, reject: 0 } });
  });

  it("refuses anonymous callers and another store's owner", async () => {
    expect((await importCsv(undefined, SHOPIFY_CSV, '?dryRun=true')).statusCode).toBe(401);
    const other = await importCsv(ownerB, SHOPIFY_CSV, `?dryRun=true&tenantId=${storeA}`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toEqual(expect.any(String));
  });

  it('a Shopify row with a missing cell or a bad price is rejected with its row number and reason', async () => {
    const [header, first] = SHOPIFY_CSV.split('\n');
    const badPrice = (first as string).replace(',20.00,25.00,', ',twenty,25.00,');
    const res = await importCsv(ownerB, `${header}\n${badPrice}\nshort-row,Short\n`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.applied).toBe(false);
    expect(body.rows.slice(0, 2)).toMatchObject([
      { row: 2, action: 'reject', message: 'Enter an amount such as 12.50' },
      { row: 3, action: 'reject', message: 'This row has 2 cells; the header has 35' },
    ]);
    expect(await t.db.select().from(products).where(eq(products.tenantId, storeB))).toHaveLength(0);
  });
});
