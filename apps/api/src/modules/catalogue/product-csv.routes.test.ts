import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  products,
  productVariants,
  subscriptionPlans,
  uploads,
  variantAttributes,
} from '../../db/schema/index.ts';
import {
  importProductsCsv,
  messageOf,
  pngImage,
  productFields,
  storeWithOwner,
  useCatalogueFixture,
} from './catalogue.test-support.ts';
import { parseCsv } from './product-csv.format.ts';

const HEADER =
  'Handle,Product ID,Name,Description,Category,Price,Stock,Status,Image URL,Options,VAT rate,Subscription,Subscription price,Subscription interval,Trial days,Variant SKU,Variant price,Variant stock,Variant active,Option: Size';

describe('product CSV export and import', () => {
  const t = useCatalogueFixture();
  let png: Buffer;
  let imageA: string;

  const importCsv = (cookie: string | undefined, text: string, query = '') =>
    importProductsCsv(t.app, cookie, text, query);
  const exportCsv = (cookie: string, query = '') =>
    t.call('GET', `/api/admin/products/export${query}`, cookie);
  const productsOf = (tenantId: number) =>
    t.db.select().from(products).where(eq(products.tenantId, tenantId));

  const newStore = (slug: string, plan?: string) =>
    storeWithOwner(t, { slug, ...(plan ? { subscriptionPlan: plan } : {}) });

  beforeAll(async () => {
    png = await pngImage();
    const created = await t.callForm(
      'POST',
      '/api/admin/products',
      t.ownerA,
      productFields({
        name: 'Logo Tee',
        description: 'Soft, "heavy" cotton,\nline two\n=SUM(A1)',
        sizes: JSON.stringify(['Size:S', 'Size:M']),
        weightGrams: '180',
      }),
      { bytes: png },
    );
    expect(created.statusCode).toBe(201);
    const tee = created.json();
    imageA = tee.image;
    const [size] = await t.db
      .insert(variantAttributes)
      .values({ tenantId: t.storeA, name: 'Size', type: 'size', values: ['S', 'M'] })
      .returning();
    await t.db.insert(productVariants).values([
      {
        tenantId: t.storeA,
        productId: tee.id,
        variantCombination: { [size!.id]: 'S' },
        priceMinor: 1999,
        stock: 3,
        sku: 'TEE-S',
        weightGrams: 160,
      },
      {
        tenantId: t.storeA,
        productId: tee.id,
        variantCombination: { [size!.id]: 'M' },
        priceMinor: 2199,
        stock: 0,
        sku: 'TEE-M',
        isActive: false,
      },
    ]);
    const plain = await t.callForm(
      'POST',
      '/api/admin/products',
      t.ownerA,
      productFields({
        name: 'Mug, large',
        image: imageA,
        sizes: '[]',
        isDraft: 'true',
        description: '-5 degrees',
      }),
    );
    expect(plain.statusCode).toBe(201);
  });

  it('exports text/csv with a header, variants as rows, quoting and formula guards', async () => {
    const res = await exportCsv(t.ownerA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="products-/);
    const lines = parseCsv(res.body);
    // The product's compare-at price, each price row's own, each image's alt text, then the
    // product's and each price row's weight come last (HEADER is the older file, still read).
    expect(lines[0]?.cells.join(',')).toBe(
      `${HEADER},Compare-at price,Variant compare-at price,Image alt text,Weight (g),Variant weight (g)`,
    );
    expect(lines).toHaveLength(4);
    const [, first, second, mug] = lines.map((l) => l.cells);
    expect(first?.slice(0, 3)).toEqual(['logo-tee', expect.stringMatching(/^\d+$/), 'Logo Tee']);
    // The description keeps its comma, quotes and line breaks; the formula line is only text.
    expect(res.body).toMatch(/"Soft, ""heavy"" cotton,\r?\nline two\r?\n=SUM\(A1\)"/);
    expect(first?.slice(15)).toEqual(['TEE-S', '19.99', '3', 'yes', 'S', '', '', 'Logo Tee', '180', '160']);
    expect(second?.slice(0, 3)).toEqual(['logo-tee', '', '']);
    expect(second?.slice(15)).toEqual(['TEE-M', '21.99', '0', 'no', 'M', '', '', '', '', '']);
    expect(mug?.[2]).toBe('Mug, large');
    expect(mug?.[3]).toBe("'-5 degrees");
    expect(mug?.[7]).toBe('draft');
    expect(res.body).toContain('"Mug, large"');
  });

  it('exports with the product list filters', async () => {
    const drafts = parseCsv((await exportCsv(t.ownerA, '?status=draft')).body);
    expect(drafts.map((l) => l.cells[2])).toEqual(['Name', 'Mug, large']);
    const search = parseCsv((await exportCsv(t.ownerA, '?search=tee')).body);
    expect(search.slice(1).every((l) => l.cells[0] === 'logo-tee')).toBe(true);
    expect((await exportCsv(t.ownerA, '?status=nope')).statusCode).toBe(400);
  });

  it('round trip: export → import into an empty store → export gives the same file', async () => {
    const original = (await exportCsv(t.ownerA)).body;
    const empty = await newStore('round-trip');
    const res = await importCsv(empty.cookie, original);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      applied: true,
      products: { create: 2, update: 0, reject: 0 },
      variants: { create: 2, update: 0, reject: 0 },
    });
    const again = (await exportCsv(empty.cookie)).body;
    // Product ID and Image URL are the new store's own (its ids, its copy of the image); all else is equal.
    const blank = (text: string) =>
      parseCsv(text)
        .map((l) => l.cells.map((c, i) => (l.row > 1 && (i === 1 || i === 8) && c ? '#' : c)).join('\u0001'))
        .join('\n');
    expect(blank(again)).toBe(blank(original));
    const rows = await productsOf(empty.id);
    expect(rows.every((r) => r.image?.startsWith('/uploads/') && r.image !== imageA)).toBe(true);
    // Weights come back: the tee's own and its small size's (docs/decisions/0102).
    expect(rows.map((r) => r.weightGrams).sort()).toEqual([180, null]);
    const copied = await t.db.select().from(productVariants).where(eq(productVariants.tenantId, empty.id));
    expect(copied.map((v) => v.weightGrams).sort()).toEqual([160, null]);
    const recorded = await t.db.select().from(uploads).where(eq(uploads.tenantId, empty.id));
    expect(recorded).toHaveLength(1);
    const cats = await t.db.select().from(categories).where(eq(categories.tenantId, empty.id));
    expect(cats.map((c) => c.name)).toEqual(['T-Shirts']);
    // And importing the second export into that store again changes nothing: every row is an update.
    const twice = await importCsv(empty.cookie, again, '?dryRun=true');
    expect(twice.json()).toMatchObject({
      products: { create: 0, update: 2 },
      variants: { create: 0, update: 2 },
    });
  });

  it('updates by Product ID and by SKU, and a dry run changes nothing', async () => {
    const store = await newStore('updates');
    const csv = `${HEADER}\r\nbag,,Bag,"A bag, with ""quotes""",Bags,10.00,5,live,${'/uploads/'}${'a'.repeat(32)}.webp,,20,no,,,0,BAG-1,10.00,5,yes,One\r\n`;
    const dry = await importCsv(
      store.cookie,
      csv.replace(`/uploads/${'a'.repeat(32)}.webp`, imageA),
      '?dryRun=true',
    );
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ dryRun: true, applied: false, products: { create: 1 } });
    expect(await productsOf(store.id)).toHaveLength(0);
    expect(await t.db.select().from(categories).where(eq(categories.tenantId, store.id))).toHaveLength(0);

    const applied = await importCsv(store.cookie, csv.replace(`/uploads/${'a'.repeat(32)}.webp`, imageA));
    expect(applied.json()).toMatchObject({ applied: true });
    const [bag] = await productsOf(store.id);
    expect(bag).toMatchObject({
      name: 'Bag',
      description: 'A bag, with "quotes"',
      category: 'Bags',
      priceMinor: 1000,
    });
    // Matched by SKU (no Product ID): the same product is updated.
    const bySku = csv.replace('Bag,"A bag', 'Big bag,"A bag').replace(`/uploads/${'a'.repeat(32)}.webp`, '');
    const res = await importCsv(store.cookie, bySku);
    expect(res.json()).toMatchObject({
      applied: true,
      products: { create: 0, update: 1 },
      variants: { update: 1 },
    });
    expect((await productsOf(store.id)).map((p) => p.name)).toEqual(['Big bag']);
    // Matched by Product ID; the category is matched ignoring case.
    const byId = `${HEADER}\r\nx,${bag!.id},Bag 3,,  bags ,12,1,draft,,,5,no,,,0,,,,,\r\n`;
    expect((await importCsv(store.cookie, byId)).json()).toMatchObject({
      applied: true,
      products: { update: 1 },
    });
    const [after] = await productsOf(store.id);
    expect(after).toMatchObject({
      name: 'Bag 3',
      category: 'Bags',
      isDraft: true,
      vatRate: 5,
      image: bag!.image,
    });
    expect(await t.db.select().from(categories).where(eq(categories.tenantId, store.id))).toHaveLength(1);
  });

  it('rejects a malformed row with its row number and applies nothing', async () => {
    const store = await newStore('malformed');
    const rows = [
      HEADER,
      `a,,Alpha,"multi\nline, desc",Cat,1.00,1,live,${imageA},,20,no,,,0,,,,,`,
      `b,,Beta,,Cat,abc,1,live,${imageA},,20,no,,,0,,,,,`,
      `c,,Gamma,,Cat,1.00,1,live,${imageA},,20,no,,,0,,,,`,
      `d,,Delta,,Cat,1.00,1,maybe,${imageA},,20,no,,,0,,,,,`,
      `e,,Eps,,Cat,1.00,1,live,,,20,no,,,0,,,,,`,
      `f,,Phi,,Cat,1.00,1,live,${imageA},,20,no,,,0,F-1,oops,1,yes,M`,
    ];
    const res = await importCsv(store.cookie, `${rows.join('\r\n')}\r\n`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.applied).toBe(false);
    const rejected = Object.fromEntries(
      body.rows
        .filter((r: { action: string }) => r.action === 'reject')
        .map((r: { row: number; message: string }) => [r.row, r.message]),
    );
    expect(rejected[3]).toBe('Enter an amount such as 12.50');
    expect(rejected[4]).toBe('This row has 19 cells; the header has 20');
    expect(rejected[5]).toBe('Status must be live or draft');
    // A product without an image is allowed (the store front shows a placeholder).
    expect(rejected[6]).toBeUndefined();
    expect(rejected[7]).toBe('Variant price: Enter an amount such as 12.50');
    expect(await productsOf(store.id)).toHaveLength(0);
    expect(await t.db.select().from(categories).where(eq(categories.tenantId, store.id))).toHaveLength(0);

    const unclosed = await importCsv(store.cookie, `${HEADER}\r\na,,"Alpha,,Cat\r\n`);
    expect(unclosed.json().rows[0]).toMatchObject({
      row: 2,
      action: 'reject',
      message: 'A quoted cell on this row is never closed',
    });

    // The weight column takes whole grams; anything else rejects its row with the form's message.
    const weighed = await importCsv(
      store.cookie,
      [
        `${HEADER},Weight (g)`,
        `g,,Gram,,Cat,1.00,1,live,${imageA},,20,no,,,0,,,,,,1.5kg`,
        `h,,Heavy,,Cat,1.00,1,live,${imageA},,20,no,,,0,,,,,,2000000`,
      ].join('\r\n'),
      '?dryRun=true',
    );
    expect(weighed.json().rows.map((r: { message?: string }) => r.message)).toEqual([
      'Weight must be a whole number of grams, such as 450',
      'Weight must be at most 1,000,000 grams (1,000 kg)',
    ]);
  });

  it('leaves out an image URL to a private or loopback address, or with a bad scheme, with the reason', async () => {
    const store = await newStore('ssrf');
    for (const url of [
      'http://127.0.0.1/a.png',
      'http://10.1.2.3/a.png',
      'http://[::1]/a.png',
      'http://192.168.0.1/a.png',
      'http://169.254.169.254/latest/meta-data',
      'http://localhost:1/a.png',
      'http://0.0.0.0/a.png',
    ]) {
      const res = await importCsv(
        store.cookie,
        `${HEADER}\r\na,,A,,Cat,1,1,live,${url},,20,no,,,0,,,,,\r\n`,
        '?dryRun=true',
      );
      expect(res.json().rows[0], url).toMatchObject({
        action: 'create',
        message: `Image ${url} not imported: Image URL points at a private or local address, which is not allowed`,
      });
    }
    const ftp = await importCsv(
      store.cookie,
      `${HEADER}\r\na,,A,,Cat,1,1,live,ftp://example.com/a.png,,20,no,,,0,,,,,\r\n`,
    );
    expect(ftp.json()).toMatchObject({ applied: true, images: { create: 0, reject: 1 } });
    expect(ftp.json().rows[0].message).toBe(
      'Image ftp://example.com/a.png not imported: Image URL must start with https:// or http://',
    );
    // The product is imported without the image.
    expect(await productsOf(store.id)).toMatchObject([{ name: 'A', image: null, images: [] }]);
  });

  it('answers per-file errors with a 400', async () => {
    expect(messageOf(await importCsv(t.ownerA, ''))).toBe(
      'The file is empty or its header row cannot be read',
    );
    expect(messageOf(await importCsv(t.ownerA, 'Handle,Name,Price,Category,Stock,Colour\r\n'))).toMatch(
      /^Unknown column "Colour"/,
    );
    expect(messageOf(await importCsv(t.ownerA, 'Handle,Name,Price\r\nx,y,1\r\n'))).toBe(
      'The header lacks the column(s): Category, Stock',
    );
    expect((await importCsv(t.ownerA, HEADER, '?dryRun=maybe')).statusCode).toBe(400);
  });

  it('other stores, customers and anonymous callers are refused', async () => {
    const csv = `${HEADER}\r\na,,A,,Cat,1,1,live,${imageA},,20,no,,,0,,,,,\r\n`;
    expect((await importCsv(undefined, csv)).statusCode).toBe(401);
    expect((await importCsv(t.customer, csv)).statusCode).toBe(403);
    expect((await importCsv(t.ownerB, csv, `?tenantId=${t.storeA}`)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/products/export', t.customer)).statusCode).toBe(403);
    expect(
      (await t.call('GET', `/api/admin/products/export?tenantId=${t.storeA}`, t.ownerB)).statusCode,
    ).toBe(403);
    // Store B's own export shows none of store A's products; an id of A's product in B's file adds a new one.
    const [aProduct] = await productsOf(t.storeA);
    expect(parseCsv((await exportCsv(t.ownerB)).body)).toHaveLength(1);
    const own = await t.callForm(
      'POST',
      '/api/admin/products',
      t.ownerB,
      productFields({ category: 'Mugs' }),
      { bytes: png },
    );
    const imageB = own.json().image;
    const res = await importCsv(
      t.ownerB,
      `${HEADER}\r\na,${aProduct!.id},Hijack,,Mugs,1,1,live,${imageB},,20,no,,,0,,,,,\r\n`,
      '?dryRun=true',
    );
    expect(res.json().rows[0]).toMatchObject({
      action: 'create',
      message: expect.stringMatching(/is not in this store/),
    });
    const [stillA] = await t.db.select().from(products).where(eq(products.id, aProduct!.id));
    expect(stillA?.name).toBe(aProduct?.name);
  });

  it('respects the plan limit, and imports 5,000 rows under it in one go', async () => {
    await t.db.insert(subscriptionPlans).values([
      { name: 'Two', slug: 'two', limits: { maxProducts: 2 } },
      { name: 'Big', slug: 'big', limits: { maxProducts: 5000 } },
    ]);
    const small = await newStore('small', 'two');
    const own = await t.callForm(
      'POST',
      '/api/admin/products',
      small.cookie,
      productFields({ category: 'X' }),
      {
        bytes: png,
      },
    );
    // The form makes the category it names; this test's product counts start after it.
    expect(own.statusCode).toBe(201);
    await t.db.delete(products).where(eq(products.tenantId, small.id));
    const seed = await importCsv(small.cookie, `${HEADER}\r\na,,A,,X,1,1,live,${imageA},,20,no,,,0,,,,,\r\n`);
    const image = (await productsOf(small.id))[0]?.image;
    expect(seed.json().applied).toBe(true);
    const two = [1, 2].map((n) => `p${n},,P${n},,X,1,1,live,${image},,20,no,,,0,,,,,`);
    const res = await importCsv(small.cookie, `${HEADER}\r\n${two.join('\r\n')}\r\n`);
    expect(res.json().applied).toBe(false);
    expect(res.json().rows[0]).toMatchObject({
      row: 3,
      action: 'reject',
      message: 'Your Two plan allows 2 products. Upgrade your plan to add more.',
    });
    expect(await productsOf(small.id)).toHaveLength(1);

    const big = await newStore('big', 'big');
    const first = await importCsv(big.cookie, `${HEADER}\r\na,,A,,X,1,1,live,${imageA},,20,no,,,0,,,,,\r\n`);
    expect(first.json().applied).toBe(true);
    const bigImage = (await productsOf(big.id))[0]?.image;
    const lines = [HEADER];
    for (let n = 1; n < 5000; n++) {
      lines.push(
        `h${n},,Product ${n},"Desc, ${n}",Cat ${n % 7},${n}.50,${n},live,${bigImage},,20,no,,,0,SKU-${n},${n}.50,4,yes,M`,
      );
    }
    const started = Date.now();
    const many = await importCsv(big.cookie, `${lines.join('\r\n')}\r\n`);
    expect(many.statusCode).toBe(200);
    expect(many.json()).toMatchObject({
      applied: true,
      products: { create: 4999, reject: 0 },
      variants: { create: 4999 },
    });
    expect(await productsOf(big.id)).toHaveLength(5000);
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);
});
