import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants, variantAttributes } from '../../db/schema/index.ts';
import { messageOf, useCatalogueFixture } from './catalogue.test-support.ts';

describe('admin variant attributes', () => {
  const t = useCatalogueFixture();
  let bColour: number;
  const attributeOf = async (id: number) =>
    (await t.db.select().from(variantAttributes).where(eq(variantAttributes.id, id)))[0];

  beforeAll(async () => {
    const [row] = await t.db
      .insert(variantAttributes)
      .values({ tenantId: t.storeB, name: 'Colour', type: 'color', values: ['Red'] })
      .returning();
    bColour = row!.id;
  });

  it('creates an attribute with trimmed values, empty ones ignored and duplicates dropped', async () => {
    const res = await t.call('POST', '/api/admin/variants', t.ownerA, {
      name: ' Size ',
      type: 'size',
      values: [' S', 'M', '', 'm', 'L '],
      description: 'Garment size',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Size',
      type: 'size',
      values: ['S', 'M', 'L'],
      tenantId: t.storeA,
    });
    const list = await t.call('GET', '/api/admin/variants', t.ownerA);
    expect(list.json().map((v: { name: string }) => v.name)).toEqual(['Size']);
  });

  it.each([
    [{ name: 'Fit', type: 'style', values: [] }, 'Please add at least one value'],
    [{ name: 'Fit', type: 'style', values: ['  ', ''] }, 'Please add at least one value'],
    [{ name: 'Fit', type: 'style' }, 'Please add at least one value'],
    [{ name: '', type: 'style', values: ['Slim'] }, 'Attribute name is required'],
    [{ name: 'Fit', type: 'shape', values: ['Slim'] }, 'Choose a type: size, color, material or style'],
  ])('refuses %j with “%s”', async (body, message) => {
    const res = await t.call('POST', '/api/admin/variants', t.ownerA, body);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it('refuses a second attribute with the same name (ignoring case)', async () => {
    const res = await t.call('POST', '/api/admin/variants', t.ownerA, {
      name: 'size',
      type: 'size',
      values: ['XL'],
    });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe('A variant attribute named "size" already exists');
  });

  it('updates and deletes the store’s own attribute', async () => {
    const created = (
      await t.call('POST', '/api/admin/variants', t.ownerA, {
        name: 'Material',
        type: 'material',
        values: ['Cotton'],
      })
    ).json();
    const put = await t.call('PUT', `/api/admin/variants/${created.id}`, t.ownerA, {
      name: 'Fabric',
      type: 'material',
      values: ['Cotton', 'Linen'],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Fabric', values: ['Cotton', 'Linen'] });
    expect((await t.call('DELETE', `/api/admin/variants/${created.id}`, t.ownerA)).statusCode).toBe(204);
    expect(await attributeOf(created.id)).toBeUndefined();
  });

  it('refuses to delete an attribute that price rows name', async () => {
    const attribute = (
      await t.call('POST', '/api/admin/variants', t.ownerA, {
        name: 'Colour',
        type: 'color',
        values: ['Blue'],
      })
    ).json();
    const [product] = await t.db
      .insert(products)
      .values({ tenantId: t.storeA, name: 'Tee', priceMinor: 100 })
      .returning();
    await t.db.insert(productVariants).values({
      tenantId: t.storeA,
      productId: product!.id,
      variantCombination: { [String(attribute.id)]: 'Blue' },
      priceMinor: 200,
    });
    const res = await t.call('DELETE', `/api/admin/variants/${attribute.id}`, t.ownerA);
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe('This attribute is used by 1 variant price row(s). Remove them first.');
  });

  it('keeps stores apart', async () => {
    const body = { name: 'Hijack', type: 'color', values: ['Black'] };
    expect((await t.call('PUT', `/api/admin/variants/${bColour}`, t.ownerA, body)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/admin/variants/${bColour}`, t.ownerA)).statusCode).toBe(404);
    expect(await attributeOf(bColour)).toMatchObject({ name: 'Colour', values: ['Red'] });
    expect((await t.call('GET', `/api/admin/variants?tenantId=${t.storeB}`, t.ownerA)).statusCode).toBe(403);
    // A body tenantId cannot move a row to another store either.
    const own = (await t.call('GET', '/api/admin/variants', t.ownerA)).json()[0];
    const moved = await t.call('PUT', `/api/admin/variants/${own.id}`, t.ownerA, {
      ...body,
      tenantId: t.storeB,
    });
    expect(moved.statusCode).toBe(403);
    expect((await attributeOf(own.id))?.tenantId).toBe(t.storeA);
  });

  it('lets the super admin manage any store; 401 / 403 for others', async () => {
    const list = await t.call('GET', `/api/admin/variants?tenantId=${t.storeB}`, t.admin);
    expect(list.json().map((v: { id: number }) => v.id)).toEqual([bColour]);
    expect((await t.call('GET', '/api/admin/variants')).statusCode).toBe(401);
    expect((await t.call('POST', '/api/admin/variants', t.customer, { name: 'x' })).statusCode).toBe(403);
  });
});
