import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema/index.ts';
import { messageOf, useCatalogueFixture } from './catalogue.test-support.ts';

describe('admin categories', () => {
  const t = useCatalogueFixture();
  let shirts: number;
  let mugs: number;
  const categoryOf = async (id: number) =>
    (await t.db.select().from(categories).where(eq(categories.id, id)))[0];

  beforeAll(async () => {
    const rows = await t.db.select().from(categories);
    shirts = rows.find((r) => r.name === 'T-Shirts')!.id;
    mugs = rows.find((r) => r.name === 'Mugs')!.id;
    await t.db.insert(products).values([
      { tenantId: t.storeA, name: 'Tee 1', priceMinor: 100, category: 'T-Shirts' },
      { tenantId: t.storeA, name: 'Tee 2', priceMinor: 100, category: 'T-Shirts' },
      // Another store's product in a same-named category must not count here.
      { tenantId: t.storeB, name: 'Tee B', priceMinor: 100, category: 'T-Shirts' },
    ]);
  });

  it('lists the store’s categories with their product counts', async () => {
    const res = await t.call('GET', '/api/admin/categories', t.ownerA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: shirts,
        name: 'T-Shirts',
        description: null,
        productCount: 2,
        tenantId: t.storeA,
      }),
    ]);
  });

  it('creates a category with a trimmed name; duplicates (ignoring case) are 409', async () => {
    const res = await t.call('POST', '/api/admin/categories', t.ownerA, {
      name: '  Hoodies ',
      description: 'Warm',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Hoodies', description: 'Warm', productCount: 0 });
    const dup = await t.call('POST', '/api/admin/categories', t.ownerA, { name: 'hoodies' });
    expect(dup.statusCode).toBe(409);
    expect(messageOf(dup)).toBe('A category named "hoodies" already exists');
  });

  it.each([[{}], [{ name: '' }], [{ name: '   ' }]])('requires a name: %j', async (body) => {
    const res = await t.call('POST', '/api/admin/categories', t.ownerA, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Category name is required', code: 'validation_error' });
  });

  it('renaming a category moves its products to the new name', async () => {
    const res = await t.call('PUT', `/api/admin/categories/${shirts}`, t.ownerA, {
      name: 'Tees',
      description: 'Cotton',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Tees', description: 'Cotton', productCount: 2 });
    const moved = await t.db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, t.storeA), eq(products.category, 'Tees')));
    expect(moved).toHaveLength(2);
    const other = await t.db.select().from(products).where(eq(products.tenantId, t.storeB));
    expect(other[0]?.category).toBe('T-Shirts');
  });

  it('refuses to delete a category that products use, naming the count', async () => {
    const res = await t.call('DELETE', `/api/admin/categories/${shirts}`, t.ownerA);
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe('This category has 2 product(s). Remove products first.');
    expect(await categoryOf(shirts)).toBeDefined();
  });

  it('deletes an unused category', async () => {
    const created = (await t.call('POST', '/api/admin/categories', t.ownerA, { name: 'Empty' })).json();
    expect((await t.call('DELETE', `/api/admin/categories/${created.id}`, t.ownerA)).statusCode).toBe(204);
    expect(await categoryOf(created.id)).toBeUndefined();
  });

  it('keeps stores apart: another store’s category is 404 and unchanged; naming it is 403', async () => {
    const put = await t.call('PUT', `/api/admin/categories/${mugs}`, t.ownerA, { name: 'Stolen' });
    expect(put.statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/admin/categories/${mugs}`, t.ownerA)).statusCode).toBe(404);
    expect((await categoryOf(mugs))?.name).toBe('Mugs');
    const named = await t.call('GET', `/api/admin/categories?tenantId=${t.storeB}`, t.ownerA);
    expect(named.statusCode).toBe(403);
    const inBody = await t.call('POST', '/api/admin/categories', t.ownerA, {
      name: 'X',
      tenantId: t.storeB,
    });
    expect(inBody.statusCode).toBe(403);
  });

  it('lets the super admin work on any store by tenantId', async () => {
    const list = await t.call('GET', `/api/admin/categories?tenantId=${t.storeB}`, t.admin);
    expect(list.json().map((c: { name: string }) => c.name)).toEqual(['Mugs']);
    const created = await t.call('POST', `/api/admin/categories?tenantId=${t.storeB}`, t.admin, {
      name: 'Plates',
    });
    expect(created.json().tenantId).toBe(t.storeB);
  });

  it('answers 401 to anonymous callers and 403 to customers', async () => {
    expect((await t.call('GET', '/api/admin/categories')).statusCode).toBe(401);
    expect((await t.call('POST', '/api/admin/categories', undefined, {})).statusCode).toBe(401);
    expect((await t.call('GET', '/api/admin/categories', t.customer)).statusCode).toBe(403);
    expect((await t.call('POST', '/api/admin/categories', t.customer, { name: 'Nope' })).statusCode).toBe(
      403,
    );
  });
});
