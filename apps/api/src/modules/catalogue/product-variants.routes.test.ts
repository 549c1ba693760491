import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, productVariants, variantAttributes } from '../../db/schema/index.ts';
import { messageOf, useCatalogueFixture } from './catalogue.test-support.ts';

describe('variant pricing: /api/products/{productId}/variants', () => {
  const t = useCatalogueFixture();
  let tee: number;
  let size: string;
  let colour: string;
  let bProduct: number;
  let bRow: number;
  const base = () => `/api/products/${tee}/variants`;
  const rowOf = async (id: number) =>
    (await t.db.select().from(productVariants).where(eq(productVariants.id, id)))[0];

  beforeAll(async () => {
    const attrs = await t.db
      .insert(variantAttributes)
      .values([
        { tenantId: t.storeA, name: 'Size', type: 'size', values: ['S', 'M', 'XL'] },
        { tenantId: t.storeA, name: 'Colour', type: 'color', values: ['Black', 'White'] },
        { tenantId: t.storeB, name: 'Size', type: 'size', values: ['S'] },
      ])
      .returning();
    size = String(attrs[0]!.id);
    colour = String(attrs[1]!.id);
    const rows = await t.db
      .insert(products)
      .values([
        {
          tenantId: t.storeA,
          name: 'Hoodie',
          priceMinor: 4000,
          sizes: ['Size:S', 'Size:XL', 'Colour:Black'],
        },
        { tenantId: t.storeB, name: 'Mug', priceMinor: 900 },
      ])
      .returning();
    tee = rows[0]!.id;
    bProduct = rows[1]!.id;
    const [row] = await t.db
      .insert(productVariants)
      .values({
        tenantId: t.storeB,
        productId: bProduct,
        variantCombination: { [String(attrs[2]!.id)]: 'S' },
        priceMinor: 1000,
      })
      .returning();
    bRow = row!.id;
  });

  it('creates a row: price as decimal text, isActive true by default, values spelt as the attribute has them', async () => {
    const res = await t.call('POST', base(), t.ownerA, {
      productId: tee,
      variantCombination: { [size]: 'xl' },
      price: 45.99,
      stock: 5,
      sku: 'HOO-XL',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      productId: tee,
      tenantId: t.storeA,
      variantCombination: { [size]: 'XL' },
      price: '45.99',
      stock: 5,
      sku: 'HOO-XL',
      isActive: true,
    });
  });

  it('the store front prices the chosen combination from the row', async () => {
    const list = (await t.call('GET', `/api/products?tenantId=${t.storeA}`)).json();
    const hoodie = list.find((p: { id: number }) => p.id === tee);
    expect(hoodie.variants).toEqual([
      expect.objectContaining({ price: '45.99', variantCombination: { [size]: 'XL' } }),
    ]);
    expect(hoodie.variantAttributeNames).toEqual({ [size]: 'Size' });
  });

  it.each([
    [{ variantCombination: {}, price: 1, stock: 1 }, 'Please select at least one variant option'],
    [{ variantCombination: { '1': '  ' }, price: 1, stock: 1 }, 'Please select at least one variant option'],
    [{ price: 1, stock: 1 }, 'Please select at least one variant option'],
    [{ variantCombination: { '1': 'S' }, stock: 1 }, 'Price is required'],
    [{ variantCombination: { '1': 'S' }, price: '', stock: 1 }, 'Price is required'],
    [{ variantCombination: { '1': 'S' }, price: 1 }, 'Stock is required'],
    [{ variantCombination: { '1': 'S' }, price: 1, stock: -1 }, 'Stock cannot be negative'],
  ])('refuses %j with “%s”', async (body, message) => {
    const res = await t.call('POST', base(), t.ownerA, body);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it('refuses attributes and values the store does not have', async () => {
    const unknown = await t.call('POST', base(), t.ownerA, {
      variantCombination: { '99999': 'S' },
      price: 1,
      stock: 1,
    });
    expect(messageOf(unknown)).toBe('Unknown variant option');
    const value = await t.call('POST', base(), t.ownerA, {
      variantCombination: { [size]: 'XXXL' },
      price: 1,
      stock: 1,
    });
    expect(messageOf(value)).toBe('"XXXL" is not one of the Size values');
    const mismatch = await t.call('POST', base(), t.ownerA, {
      productId: bProduct,
      variantCombination: { [size]: 'S' },
      price: 1,
      stock: 1,
    });
    expect(messageOf(mismatch)).toBe('The product in the body does not match the one in the address');
  });

  it('refuses a second row for the same combination', async () => {
    const res = await t.call('POST', base(), t.ownerA, {
      variantCombination: { [size]: 'XL' },
      price: 1,
      stock: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe('This product already has a price for that combination');
  });

  it('lists, updates and deletes rows', async () => {
    const created = (
      await t.call('POST', base(), t.ownerA, {
        variantCombination: { [size]: 'S', [colour]: 'Black' },
        price: '39.50',
        stock: 2,
        isActive: false,
      })
    ).json();
    expect(created.isActive).toBe(false);
    const list = await t.call('GET', base(), t.ownerA);
    expect(list.json()).toHaveLength(2);
    const put = await t.call('PUT', `${base()}/${created.id}`, t.ownerA, {
      variantCombination: { [size]: 'S', [colour]: 'Black' },
      price: '38',
      stock: 3,
      sku: '',
      isActive: true,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ price: '38.00', stock: 3, sku: null, isActive: true });
    expect((await t.call('DELETE', `${base()}/${created.id}`, t.ownerA)).statusCode).toBe(204);
    expect(await rowOf(created.id)).toBeUndefined();
  });

  it('keeps stores apart: another store’s product or row is 404 and unchanged', async () => {
    const body = { variantCombination: { [size]: 'S' }, price: 1, stock: 1 };
    expect((await t.call('GET', `/api/products/${bProduct}/variants`, t.ownerA)).statusCode).toBe(404);
    expect((await t.call('POST', `/api/products/${bProduct}/variants`, t.ownerA, body)).statusCode).toBe(404);
    expect(
      (await t.call('PUT', `/api/products/${bProduct}/variants/${bRow}`, t.ownerA, body)).statusCode,
    ).toBe(404);
    expect((await t.call('PUT', `${base()}/${bRow}`, t.ownerA, body)).statusCode).toBe(404);
    expect((await t.call('DELETE', `${base()}/${bRow}`, t.ownerA)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/products/${bProduct}/variants/${bRow}`, t.ownerA)).statusCode).toBe(
      404,
    );
    expect(await rowOf(bRow)).toMatchObject({ priceMinor: 1000, productId: bProduct });
    const named = await t.call('GET', `/api/products/${bProduct}/variants?tenantId=${t.storeB}`, t.ownerA);
    expect(named.statusCode).toBe(403);
  });

  it('lets the super admin read any store’s rows by tenantId; 401 / 403 for others', async () => {
    const res = await t.call('GET', `/api/products/${bProduct}/variants?tenantId=${t.storeB}`, t.admin);
    expect(res.json().map((r: { id: number }) => r.id)).toEqual([bRow]);
    expect((await t.call('GET', base())).statusCode).toBe(401);
    expect((await t.call('POST', base(), undefined, {})).statusCode).toBe(401);
    expect((await t.call('GET', base(), t.customer)).statusCode).toBe(403);
  });
});
