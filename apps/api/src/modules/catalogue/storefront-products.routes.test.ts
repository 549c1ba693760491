import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, createUser, loginCookie, type TestApp } from '../../../test/app.ts';
import { products, productVariants, variantAttributes } from '../../db/schema/index.ts';

describe('GET /api/products (store front)', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let sizeId: string;
  let colourId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const demo = await createTenant(t.db, { slug: 'demo', name: 'Demo' });
    const other = await createTenant(t.db, { slug: 'other', name: 'Other', domain: 'shop.other.test' });
    await createTenant(t.db, { slug: 'closed', name: 'Closed', status: 'suspended' });
    await createUser(t.db, { username: 'other-owner', password: 'other-pass', memberOf: [other.id] });

    const rows = await t.db
      .insert(products)
      .values([
        { tenantId: demo.id, name: 'Second', priceMinor: 1250, sortOrder: 2, sizes: ['S', 'M'], inStock: 3 },
        {
          tenantId: demo.id,
          name: 'First',
          priceMinor: 999,
          sortOrder: 1,
          description: 'Soft',
          image: '/a.svg',
        },
        { tenantId: demo.id, name: 'Draft', priceMinor: 500, sortOrder: 0, isDraft: true },
        { tenantId: demo.id, name: 'Also second', priceMinor: 100, sortOrder: 2 },
        { tenantId: other.id, name: 'Other product', priceMinor: 4000, sortOrder: 0 },
      ])
      .returning({ id: products.id, name: products.name });
    ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));

    const attributes = await t.db
      .insert(variantAttributes)
      .values([
        { tenantId: demo.id, name: 'Size', type: 'size', values: ['S', 'M'] },
        { tenantId: demo.id, name: 'Colour', type: 'color', values: ['Red'] },
        { tenantId: demo.id, name: 'Material', type: 'material', values: ['Wool'] },
      ])
      .returning({ id: variantAttributes.id, name: variantAttributes.name });
    sizeId = String(attributes.find((a) => a.name === 'Size')!.id);
    colourId = String(attributes.find((a) => a.name === 'Colour')!.id);
    await t.db.insert(productVariants).values([
      {
        tenantId: demo.id,
        productId: ids.Second!,
        variantCombination: { [sizeId]: 'M' },
        priceMinor: 1500,
        stock: 2,
      },
      {
        tenantId: demo.id,
        productId: ids.Second!,
        variantCombination: { [sizeId]: 'S', [colourId]: 'Red' },
        priceMinor: 1300,
        stock: 0,
      },
      {
        tenantId: demo.id,
        productId: ids.Second!,
        variantCombination: { [sizeId]: 'S' },
        priceMinor: 1,
        stock: 9,
        isActive: false,
      },
    ]);
  });
  afterAll(() => t.close());

  it("lists live products only, in the owner's order, with prices as decimal strings", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?tenantId=1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((p: { name: string }) => p.name)).toEqual(['First', 'Second', 'Also second']);
    expect(body[0]).toEqual({
      id: ids.First,
      tenantId: 1,
      name: 'First',
      // Made from the name when the row came without one (ADR 0037).
      handle: 'first',
      description: 'Soft',
      price: '9.99',
      compareAtPrice: null,
      // The store's base currency beside every amount (docs/decisions/0105).
      currency: 'GBP',
      image: '/a.svg',
      // A row written without a gallery shows its image as one.
      images: [{ url: '/a.svg', alt: 'First' }],
      category: null,
      sizes: [],
      inStock: 0,
      sortOrder: 1,
      isSubscription: false,
      hasSubscription: false,
      subscriptionPrice: null,
      subscriptionInterval: null,
      subscriptionTrialDays: 0,
      variants: [],
      variantAttributeNames: {},
    });
  });

  it('carries the active variant rows and the names of the attributes they use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?tenantId=1' });
    const second = res.json().find((p: { name: string }) => p.name === 'Second');
    expect(second.variants).toEqual([
      {
        id: expect.any(Number),
        isActive: true,
        variantCombination: { [sizeId]: 'M' },
        price: '15.00',
        compareAtPrice: null,
        currency: 'GBP',
        stock: 2,
      },
      {
        id: expect.any(Number),
        isActive: true,
        variantCombination: { [sizeId]: 'S', [colourId]: 'Red' },
        price: '13.00',
        compareAtPrice: null,
        currency: 'GBP',
        stock: 0,
      },
    ]);
    expect(second.variantAttributeNames).toEqual({ [sizeId]: 'Size', [colourId]: 'Colour' });
  });

  it("never shows another store's products", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?tenantId=2' });
    expect(res.json().map((p: { name: string }) => p.name)).toEqual(['Other product']);
  });

  it('without tenantId uses the Host domain, then the signed-in member, then tenant 1', async () => {
    const byHost = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { host: 'shop.other.test' },
    });
    expect(byHost.json()[0].name).toBe('Other product');

    const cookie = await loginCookie(t.app, 'other-owner', 'other-pass');
    const bySession = await t.app.inject({ method: 'GET', url: '/api/products', headers: { cookie } });
    expect(bySession.json()[0].name).toBe('Other product');

    const fallback = await t.app.inject({
      method: 'GET',
      url: '/api/products',
      headers: { host: 'localhost' },
    });
    expect(fallback.json()[0].name).toBe('First');
  });

  it('answers 404 with a readable message for an unknown or closed store', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/products?tenantId=999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Tenant not found', code: 'not_found' });
    const closed = await t.app.inject({ method: 'GET', url: '/api/products?tenantId=3' });
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe('This store is not available at the moment');
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999', ''])(
    'answers 400 for tenantId=%s, never a 5xx',
    async (value) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/products?tenantId=${value}` });
      if (value === '') {
        // An empty value is "not given": the request's own store.
        expect(res.statusCode).toBe(200);
        return;
      }
      expect(res.statusCode).toBe(400);
      const message =
        value === '99999999999' ? 'Tenant id must be at most 2147483647' : 'Tenant id must be a number';
      expect(res.json()).toMatchObject({ message, code: 'validation_error' });
    },
  );
});
