// Sale prices and stock alerts through the front door: compare-at ("was") prices on products and variant
// rows (stored, shown to the admin and the store front, in the CSV), low-stock alert levels with the
// admin list's marks and filter, a stock edit clearing the e-mail flag, and a category named on a
// product being made (trimmed, matched ignoring case, per store).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products, productVariants, variantAttributes } from '../../db/schema/index.ts';
import { pngImage, productFields, useCatalogueFixture } from './catalogue.test-support.ts';
import { parseCsv } from './product-csv.format.ts';

describe('sale prices, low-stock marks and categories made from a product', () => {
  const t = useCatalogueFixture();
  let png: Buffer;
  const url = '/api/admin/products';
  const rowOf = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!;
  const create = (fields: Record<string, string>, cookie = t.ownerA) =>
    t.callForm('POST', url, cookie, productFields(fields), { bytes: png });
  const adminList = (query = '') => t.call('GET', `${url}${query}`, t.ownerA);
  const namesOf = (res: { json(): unknown }) => (res.json() as { name: string }[]).map((p) => p.name);
  const categoryNames = async (tenantId: number) =>
    (await t.db.select().from(categories).where(eq(categories.tenantId, tenantId))).map((c) => c.name);

  beforeAll(async () => {
    png = await pngImage();
  });

  describe('compare-at price (item 4)', () => {
    it('stores it and shows it to the admin and on the store front; empty clears it', async () => {
      const res = await create({ name: 'Sale Tee', price: '20', compareAtPrice: '30' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ price: '20.00', compareAtPrice: '30.00', lowStockThreshold: 5 });
      const id = res.json().id;
      expect((await rowOf(id)).compareAtPriceMinor).toBe(3000);
      const front = await t.call('GET', `/api/products?tenantId=${t.storeA}`);
      expect(front.json().find((p: { id: number }) => p.id === id)).toMatchObject({
        price: '20.00',
        compareAtPrice: '30.00',
      });
      const admin = (await adminList()).json().find((p: { id: number }) => p.id === id);
      expect(admin).toMatchObject({ compareAtPrice: '30.00' });
      // The store front's cached list is invalidated by the edit.
      const edit = await t.callForm('PUT', `${url}/${id}`, t.ownerA, {
        ...productFields({ name: 'Sale Tee', price: '20' }),
        compareAtPrice: '',
      });
      expect(edit.statusCode).toBe(200);
      expect(edit.json().compareAtPrice).toBeNull();
      const after = await t.call('GET', `/api/products?tenantId=${t.storeA}`);
      expect(after.json().find((p: { id: number }) => p.id === id).compareAtPrice).toBeNull();
    });

    it('an edit that does not send it keeps it', async () => {
      const id = (await create({ name: 'Keeps', compareAtPrice: '40' })).json().id;
      const edit = await t.callForm('PUT', `${url}/${id}`, t.ownerA, productFields({ name: 'Keeps' }));
      expect(edit.json()).toMatchObject({ compareAtPrice: '40.00', lowStockThreshold: 5 });
    });

    it('on a variant row: stored, refused when negative, shown on the store front', async () => {
      const [attr] = await t.db
        .insert(variantAttributes)
        .values({ tenantId: t.storeA, name: 'Fit', type: 'size', values: ['Slim', 'Loose'] })
        .returning();
      const product = (await create({ name: 'Fitted', sizes: '["Fit:Slim","Fit:Loose"]' })).json();
      const base = `/api/products/${product.id}/variants`;
      const combination = { [String(attr!.id)]: 'Slim' };
      const bad = await t.call('POST', base, t.ownerA, {
        variantCombination: combination,
        price: '10',
        stock: 3,
        compareAtPrice: '-5',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Compare-at price cannot be negative');
      const made = await t.call('POST', base, t.ownerA, {
        variantCombination: combination,
        price: '10',
        stock: 3,
        compareAtPrice: '14.5',
        lowStockThreshold: 2,
      });
      expect(made.statusCode).toBe(201);
      expect(made.json()).toMatchObject({ price: '10.00', compareAtPrice: '14.50', lowStockThreshold: 2 });
      const front = await t.call('GET', `/api/products?tenantId=${t.storeA}`);
      const shown = front.json().find((p: { id: number }) => p.id === product.id);
      expect(shown.variants).toEqual([expect.objectContaining({ price: '10.00', compareAtPrice: '14.50' })]);
    });

    it('the CSV exports it in its own column and imports it; a file without the column keeps it', async () => {
      const id = (await create({ name: 'Csv Sale', price: '8', compareAtPrice: '12' })).json().id;
      const exported = await t.call('GET', `${url}/export?search=csv%20sale`, t.ownerA);
      const lines = parseCsv(exported.body);
      const header = lines[0]!.cells;
      const column = header.indexOf('Compare-at price');
      expect(column).toBeGreaterThan(0);
      const row = lines.find((l) => l.cells[1] === String(id))!.cells;
      expect(row[column]).toBe('12.00');
      const importCsv = (text: string) =>
        t.app.inject({
          method: 'POST',
          url: `${url}/import`,
          headers: { cookie: t.ownerA, 'content-type': 'text/csv' },
          payload: text,
        });
      const changed = row.map((cell, i) => (i === column ? '15.00' : cell));
      const res = await importCsv(
        [header, changed]
          .map((cells) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(','))
          .join('\r\n'),
      );
      expect(res.json().applied).toBe(true);
      expect((await rowOf(id)).compareAtPriceMinor).toBe(1500);
      const dropColumn = (cells: string[]) => cells.filter((_, i) => i !== column);
      const without = [dropColumn(header), dropColumn(row)];
      const kept = await importCsv(
        without.map((cells) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\r\n'),
      );
      expect(kept.json().applied).toBe(true);
      expect((await rowOf(id)).compareAtPriceMinor).toBe(1500);
    });
  });

  describe('low-stock marks and filter (item 5)', () => {
    let low: number;
    let out: number;
    let plenty: number;
    let variantLow: number;
    beforeAll(async () => {
      low = (await create({ name: 'Mark Low', inStock: '3' })).json().id;
      out = (await create({ name: 'Mark Out', inStock: '0' })).json().id;
      plenty = (await create({ name: 'Mark Plenty', inStock: '9', lowStockThreshold: '2' })).json().id;
      // In stock on the product, but its variant rows decide: one row at its own level.
      variantLow = (await create({ name: 'Mark Variant', inStock: '50' })).json().id;
      await t.db.insert(productVariants).values([
        {
          tenantId: t.storeA,
          productId: variantLow,
          variantCombination: { '1': 'A' },
          priceMinor: 100,
          stock: 1,
        },
        {
          tenantId: t.storeA,
          productId: variantLow,
          variantCombination: { '1': 'B' },
          priceMinor: 100,
          stock: 40,
        },
      ]);
    });

    it('marks low (stock at or below the level, above 0) and sold-out lines', async () => {
      const res = await adminList('?search=mark');
      const marks = Object.fromEntries(
        res.json().map((p: { name: string; stockAlert: string | null }) => [p.name, p.stockAlert]),
      );
      expect(marks).toMatchObject({
        'Mark Low': 'low',
        'Mark Out': 'out',
        'Mark Plenty': null,
        'Mark Variant': 'low',
      });
      expect(res.json().find((p: { id: number }) => p.id === plenty).lowStockThreshold).toBe(2);
    });

    it('filters by ?stock=low and ?stock=out, with the total; refuses another value', async () => {
      const lows = await adminList('?stock=low');
      expect(namesOf(lows)).toEqual(expect.arrayContaining(['Mark Low', 'Mark Variant']));
      expect(namesOf(lows)).not.toContain('Mark Out');
      expect(namesOf(lows)).not.toContain('Mark Plenty');
      expect(Number(lows.headers['x-total-count'])).toBe(lows.json().length);
      expect(namesOf(await adminList('?stock=out'))).toEqual(['Mark Out']);
      const bad = await adminList('?stock=nearly');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Stock must be all, low or out');
      // A variant row sold out with the other rows too: the product is sold out.
      await t.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.productId, variantLow));
      expect(namesOf(await adminList('?stock=out'))).toEqual(['Mark Out', 'Mark Variant']);
    });

    it('another store sees none of it', async () => {
      const res = await t.call('GET', `${url}?stock=low&tenantId=${t.storeA}`, t.ownerB);
      expect(res.statusCode).toBe(403);
      expect(namesOf(await t.call('GET', `${url}?stock=out`, t.ownerB))).toEqual([]);
    });

    it('an admin stock edit above the level clears the sent flag; one at or below keeps it', async () => {
      await t.db.update(products).set({ lowStockNotified: true }).where(eq(products.id, low));
      const keep = await t.callForm(
        'PUT',
        `${url}/${low}`,
        t.ownerA,
        productFields({ name: 'Mark Low', inStock: '4' }),
      );
      expect(keep.statusCode).toBe(200);
      expect((await rowOf(low)).lowStockNotified).toBe(true);
      await t.callForm('PUT', `${url}/${low}`, t.ownerA, productFields({ name: 'Mark Low', inStock: '20' }));
      expect((await rowOf(low)).lowStockNotified).toBe(false);
      expect(out).toBeGreaterThan(0);
    });

    it('refuses a negative or fractional level', async () => {
      const res = await create({ name: 'Bad level', lowStockThreshold: '-1' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Low-stock alert cannot be negative');
    });
  });

  describe('categories named on a product are made (item 6)', () => {
    it('the product form makes a new category, trimmed, and matches it ignoring case afterwards', async () => {
      const res = await create({ name: 'Cap', category: '  Hats  ' });
      expect(res.statusCode).toBe(201);
      expect(res.json().category).toBe('Hats');
      const again = await create({ name: 'Beanie', category: 'HATS' });
      expect(again.json().category).toBe('Hats');
      expect((await categoryNames(t.storeA)).filter((n) => n.toLowerCase() === 'hats')).toEqual(['Hats']);
      // Store B has no Hats: each store's categories are its own.
      expect(await categoryNames(t.storeB)).not.toContain('Hats');
      // Category Management lists it with its count.
      const listed = await t.call('GET', '/api/admin/categories', t.ownerA);
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toContainEqual(expect.objectContaining({ name: 'Hats', productCount: 2 }));
    });

    it('an edit naming a new category makes it; another store naming it makes its own', async () => {
      const id = (await create({ name: 'Scarf' })).json().id;
      const edit = await t.callForm(
        'PUT',
        `${url}/${id}`,
        t.ownerA,
        productFields({ name: 'Scarf', category: 'Winter' }),
      );
      expect(edit.statusCode).toBe(200);
      expect(edit.json().category).toBe('Winter');
      expect(await categoryNames(t.storeA)).toContain('Winter');
      const b = await create({ name: 'Mug hat', category: 'winter' }, t.ownerB);
      expect(b.statusCode).toBe(201);
      expect(b.json().category).toBe('winter');
      expect(await categoryNames(t.storeB)).toContain('winter');
      const [aWinter] = await t.db
        .select()
        .from(categories)
        .where(and(eq(categories.tenantId, t.storeA), eq(categories.name, 'Winter')));
      expect(aWinter).toBeDefined();
    });

    it('a refused form makes no category', async () => {
      const res = await create({ name: '', category: 'Ghosts' });
      expect(res.statusCode).toBe(400);
      expect(await categoryNames(t.storeA)).not.toContain('Ghosts');
    });

    it('the CSV import makes new categories and matches existing ones ignoring case', async () => {
      const header =
        'Handle,Product ID,Name,Description,Category,Price,Stock,Status,Image URL,Options,VAT rate,Subscription,Subscription price,Subscription interval,Trial days,Variant SKU,Variant price,Variant stock,Variant active';
      const image = (await rowOf((await create({ name: 'Img source' })).json().id)).image;
      const rows = [
        `gl,,Gloves,,  Mittens ,5,3,live,${image},,20,no,,,0,,,,`,
        `bt,,Boot,,t-shirts,5,3,live,${image},,20,no,,,0,,,,`,
      ];
      const res = await t.app.inject({
        method: 'POST',
        url: `${url}/import`,
        headers: { cookie: t.ownerA, 'content-type': 'text/csv' },
        payload: `${header}\r\n${rows.join('\r\n')}\r\n`,
      });
      expect(res.json().applied).toBe(true);
      const made = await t.db.select().from(products).where(eq(products.tenantId, t.storeA));
      expect(made.find((p) => p.name === 'Gloves')?.category).toBe('Mittens');
      expect(made.find((p) => p.name === 'Boot')?.category).toBe('T-Shirts');
      expect(await categoryNames(t.storeA)).toContain('Mittens');
      expect(await categoryNames(t.storeB)).not.toContain('Mittens');
    });
  });
});
