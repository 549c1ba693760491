import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productSubscriptions, products } from '../../db/schema/index.ts';
import { messageOf, pngImage, productFields, useCatalogueFixture } from './catalogue.test-support.ts';

describe('admin products: list, edit, live/draft, delete, reorder', () => {
  const t = useCatalogueFixture();
  let a: Record<string, number>;
  let bProduct: number;

  const productOf = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0];
  const orderOf = async (tenantId: number) =>
    (
      await t.db
        .select({ name: products.name })
        .from(products)
        .where(eq(products.tenantId, tenantId))
        .orderBy(asc(products.sortOrder), asc(products.id))
    ).map((r) => r.name);

  beforeAll(async () => {
    const rows = await t.db
      .insert(products)
      .values([
        {
          tenantId: t.storeA,
          name: 'Alpha Tee',
          priceMinor: 1000,
          category: 'T-Shirts',
          sortOrder: 0,
          image: '/demo/a.svg',
        },
        { tenantId: t.storeA, name: 'Bravo Tee', priceMinor: 1100, category: 'T-Shirts', sortOrder: 1 },
        {
          tenantId: t.storeA,
          name: 'Charlie Cap',
          priceMinor: 1200,
          category: 'Caps',
          sortOrder: 2,
          isDraft: true,
        },
        {
          tenantId: t.storeA,
          name: 'Delta Tee',
          priceMinor: 1300,
          category: 'T-Shirts',
          sortOrder: 3,
          isDraft: true,
        },
        { tenantId: t.storeB, name: 'Bravo Mug', priceMinor: 900, category: 'Mugs', sortOrder: 0 },
      ])
      .returning();
    a = Object.fromEntries(rows.filter((r) => r.tenantId === t.storeA).map((r) => [r.name, r.id]));
    bProduct = rows.find((r) => r.tenantId === t.storeB)!.id;
  });

  describe('GET /api/admin/products', () => {
    it('lists the acting store’s products in display order with X-Total-Count', async () => {
      const res = await t.call('GET', '/api/admin/products', t.ownerA);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((p: { name: string }) => p.name)).toEqual([
        'Alpha Tee',
        'Bravo Tee',
        'Charlie Cap',
        'Delta Tee',
      ]);
      expect(res.headers['x-total-count']).toBe('4');
      expect(res.json()[0]).toMatchObject({ price: '10.00', isDraft: false, tenantId: t.storeA });
    });

    it('filters by status, category and search, and pages', async () => {
      const names = async (query: string) =>
        (await t.call('GET', `/api/admin/products?${query}`, t.ownerA))
          .json()
          .map((p: { name: string }) => p.name);
      expect(await names('status=draft')).toEqual(['Charlie Cap', 'Delta Tee']);
      expect(await names('status=live')).toEqual(['Alpha Tee', 'Bravo Tee']);
      expect(await names('category=t-shirts&status=draft')).toEqual(['Delta Tee']);
      expect(await names('search=tee')).toEqual(['Alpha Tee', 'Bravo Tee', 'Delta Tee']);
      expect(await names('search=100%25')).toEqual([]);
      const page = await t.call('GET', '/api/admin/products?limit=2&offset=1', t.ownerA);
      expect(page.json().map((p: { name: string }) => p.name)).toEqual(['Bravo Tee', 'Charlie Cap']);
      expect(page.headers['x-total-count']).toBe('4');
      const bad = await t.call('GET', '/api/admin/products?status=gone', t.ownerA);
      expect(bad.statusCode).toBe(400);
      expect(messageOf(bad)).toBe('Status must be all, live or draft');
    });

    it('answers 401 / 403 and keeps each store to itself', async () => {
      expect((await t.call('GET', '/api/admin/products')).statusCode).toBe(401);
      expect((await t.call('GET', '/api/admin/products', t.customer)).statusCode).toBe(403);
      const cross = await t.call('GET', `/api/admin/products?tenantId=${t.storeB}`, t.ownerA);
      expect(cross.statusCode).toBe(403);
      const own = await t.call('GET', '/api/admin/products', t.ownerB);
      expect(own.json().map((p: { name: string }) => p.name)).toEqual(['Bravo Mug']);
      const admin = await t.call('GET', `/api/admin/products?tenantId=${t.storeB}`, t.admin);
      expect(admin.json().map((p: { name: string }) => p.name)).toEqual(['Bravo Mug']);
    });
  });

  describe('GET /api/products/{tenantId}', () => {
    it('shows a member their store’s products, drafts included; others get 401/403', async () => {
      const res = await t.call('GET', `/api/products/${t.storeA}`, t.ownerA);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(4);
      expect((await t.call('GET', `/api/products/${t.storeB}`, t.ownerA)).statusCode).toBe(403);
      expect((await t.call('GET', `/api/products/${t.storeA}`)).statusCode).toBe(401);
      expect((await t.call('GET', `/api/products/${t.storeB}`, t.admin)).json()).toHaveLength(1);
      expect((await t.call('GET', '/api/products/999', t.admin)).statusCode).toBe(404);
    });
  });

  describe('PUT /api/admin/products/{id}', () => {
    it('updates the fields and keeps the image when none is sent', async () => {
      const fields = productFields({ name: 'Alpha Tee v2', price: '12.5', inStock: '4', sizes: '["S","M"]' });
      const res = await t.callForm('PUT', `/api/admin/products/${a['Alpha Tee']}`, t.ownerA, fields);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Alpha Tee v2',
        price: '12.50',
        inStock: 4,
        sizes: ['S', 'M'],
        image: '/demo/a.svg',
      });
    });

    it('replaces the image when a file is sent', async () => {
      const res = await t.callForm(
        'PUT',
        `/api/admin/products/${a['Bravo Tee']}`,
        t.ownerA,
        productFields({ name: 'Bravo Tee' }),
        {
          bytes: await pngImage(),
        },
      );
      expect(res.json().image).toMatch(/^\/uploads\/.+\.webp$/);
    });

    it('validates like create', async () => {
      const res = await t.callForm(
        'PUT',
        `/api/admin/products/${a['Bravo Tee']}`,
        t.ownerA,
        productFields({ price: '' }),
      );
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe('Price is required');
    });

    it('cannot reach another store’s product: 404, and it is unchanged', async () => {
      const res = await t.callForm(
        'PUT',
        `/api/admin/products/${bProduct}`,
        t.ownerA,
        productFields({ name: 'Hijacked' }),
      );
      expect(res.statusCode).toBe(404);
      expect((await productOf(bProduct))?.name).toBe('Bravo Mug');
      const named = await t.callForm(
        'PUT',
        `/api/admin/products/${bProduct}?tenantId=${t.storeB}`,
        t.ownerA,
        productFields(),
      );
      expect(named.statusCode).toBe(403);
    });
  });

  describe('PATCH /api/admin/products/{id}/draft', () => {
    it('flips live/draft and the store front follows', async () => {
      const live = () =>
        t
          .call('GET', `/api/products?tenantId=${t.storeA}`)
          .then((r) => r.json().map((p: { id: number }) => p.id));
      expect(await live()).not.toContain(a['Delta Tee']);
      const res = await t.call('PATCH', `/api/admin/products/${a['Delta Tee']}/draft`, t.ownerA, {
        isDraft: false,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().isDraft).toBe(false);
      expect(await live()).toContain(a['Delta Tee']);
      await t.call('PATCH', `/api/admin/products/${a['Delta Tee']}/draft`, t.ownerA, { isDraft: true });
      expect(await live()).not.toContain(a['Delta Tee']);
    });

    it('validates the body and guards other stores', async () => {
      const bad = await t.call('PATCH', `/api/admin/products/${a['Delta Tee']}/draft`, t.ownerA, {
        isDraft: 'yes',
      });
      expect(bad.statusCode).toBe(400);
      expect(messageOf(bad)).toBe('isDraft must be true or false');
      const cross = await t.call('PATCH', `/api/admin/products/${bProduct}/draft`, t.ownerA, {
        isDraft: true,
      });
      expect(cross.statusCode).toBe(404);
      expect((await productOf(bProduct))?.isDraft).toBe(false);
      expect(
        (await t.call('PATCH', `/api/admin/products/${bProduct}/draft`, undefined, { isDraft: true }))
          .statusCode,
      ).toBe(401);
    });
  });

  describe('PUT /api/admin/products/reorder', () => {
    it('saves a full order', async () => {
      const ids = [a['Delta Tee'], a['Alpha Tee'], a['Charlie Cap'], a['Bravo Tee']];
      const res = await t.call('PUT', '/api/admin/products/reorder', t.ownerA, { productIds: ids });
      expect(res.statusCode).toBe(204);
      expect(await orderOf(t.storeA)).toEqual(['Delta Tee', 'Alpha Tee v2', 'Charlie Cap', 'Bravo Tee']);
    });

    it('reorders a filtered subset within the places it holds', async () => {
      // Drafts are Delta (1st) and Charlie (3rd); swapping them leaves the others where they are.
      const res = await t.call('PUT', '/api/admin/products/reorder', t.ownerA, {
        productIds: [a['Charlie Cap'], a['Delta Tee']],
      });
      expect(res.statusCode).toBe(204);
      expect(await orderOf(t.storeA)).toEqual(['Charlie Cap', 'Alpha Tee v2', 'Delta Tee', 'Bravo Tee']);
    });

    it('refuses ids of another store (404) and changes nothing; validates the list', async () => {
      const before = await orderOf(t.storeA);
      const cross = await t.call('PUT', '/api/admin/products/reorder', t.ownerA, {
        productIds: [bProduct, a['Alpha Tee']],
      });
      expect(cross.statusCode).toBe(404);
      expect(await orderOf(t.storeA)).toEqual(before);
      const dupes = await t.call('PUT', '/api/admin/products/reorder', t.ownerA, {
        productIds: [a['Alpha Tee'], a['Alpha Tee']],
      });
      expect(messageOf(dupes)).toBe('Each product may appear only once');
      const empty = await t.call('PUT', '/api/admin/products/reorder', t.ownerA, { productIds: [] });
      expect(messageOf(empty)).toBe('Send the product ids in their new order');
      expect(
        (await t.call('PUT', '/api/admin/products/reorder', undefined, { productIds: [1] })).statusCode,
      ).toBe(401);
    });
  });

  describe('DELETE /api/admin/products/{id}', () => {
    it('deletes the store’s own product only', async () => {
      const cross = await t.call('DELETE', `/api/admin/products/${bProduct}`, t.ownerA);
      expect(cross.statusCode).toBe(404);
      expect(await productOf(bProduct)).toBeDefined();
      expect((await t.call('DELETE', `/api/admin/products/${bProduct}`, t.customer)).statusCode).toBe(403);
      const res = await t.call('DELETE', `/api/admin/products/${a['Bravo Tee']}`, t.ownerA);
      expect(res.statusCode).toBe(204);
      expect(await productOf(a['Bravo Tee']!)).toBeUndefined();
      expect((await t.call('DELETE', `/api/admin/products/${a['Bravo Tee']}`, t.ownerA)).statusCode).toBe(
        404,
      );
      const rows = await t.db
        .select()
        .from(products)
        .where(and(eq(products.tenantId, t.storeA)));
      expect(rows).toHaveLength(3);
    });

    it('refuses to delete a product with live customer subscriptions (they would be deleted with it)', async () => {
      await t.db.insert(productSubscriptions).values({
        tenantId: t.storeA,
        productId: a['Alpha Tee']!,
        customerEmail: 'fan@example.test',
        status: 'active',
      });
      const res = await t.call('DELETE', `/api/admin/products/${a['Alpha Tee']}`, t.ownerA);
      expect(res.statusCode).toBe(409);
      expect(messageOf(res)).toBe(
        'This product has 1 customer subscription(s). Cancel them first, or set the product to draft.',
      );
      expect(await productOf(a['Alpha Tee']!)).toBeDefined();
    });

    it('answers a readable 400 for an id that is not a number', async () => {
      const res = await t.call('DELETE', '/api/admin/products/abc', t.ownerA);
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe('The id must be a number');
    });
  });
});
