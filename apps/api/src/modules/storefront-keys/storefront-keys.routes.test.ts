// Publishable store-front keys (ADR 0076): owners make, list and revoke them; a headless front end
// reads the store front with one (`X-Storefleet-Key`) instead of a slug or host; CORS answers
// exactly the origins the key lists (preflight too); a wrong or revoked key is 401; a key reads
// only its own store; no admin route, nor any route but the store front's, accepts one.
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, createSecondInstance, signInUsers, staffMember, testConfig } from '../../../test/app.ts';
import { type Shop, seedShop, useCheckoutTestApp } from '../checkout/checkout.test-support.ts';

const t = useCheckoutTestApp();
let a: Shop;
let b: Shop;
let cookie: Record<'admin' | 'ownerA' | 'ownerB' | 'staffA', string>;
let keyA: string;
let keyB: string;
const FRONT = 'https://front.shop-a.example';

const withKey = (
  key: string,
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'POST' = 'GET',
) => t.app.inject({ method, url, headers: { 'x-storefleet-key': key, ...headers } });

async function makeKey(who: keyof typeof cookie, body: object, query = '') {
  return callApi(t.app, 'POST', `/api/admin/storefront-keys${query}`, cookie[who], body);
}

beforeAll(async () => {
  a = await seedShop(t.db, 'pub-a');
  b = await seedShop(t.db, 'pub-b');
  cookie = await signInUsers(t, {
    admin: { username: 'root', password: 'root-password', superAdmin: true },
    ownerA: { username: 'owner-a', password: 'owner-a-pass', memberOf: [a.tenant.id] },
    ownerB: { username: 'owner-b', password: 'owner-b-pass', memberOf: [b.tenant.id] },
    staffA: staffMember('staff-a', a.tenant.id, ['products', 'orders', 'customers', 'content', 'settings']),
  });
  const madeA = await makeKey('ownerA', {
    name: 'Headless front',
    allowedOrigins: [FRONT, 'http://localhost:3000'],
  });
  expect(madeA.statusCode, madeA.body).toBe(201);
  keyA = madeA.json().key;
  keyB = (
    await makeKey('ownerB', { name: 'B front', allowedOrigins: ['https://front.shop-b.example'] })
  ).json().key;
});

describe('the owners’ calls', () => {
  it('creates a key (sf_pub_…) with its origins and lists it, key included (it is not secret)', async () => {
    expect(keyA).toMatch(/^sf_pub_[A-Za-z0-9_-]{32}$/);
    const list = await callApi(t.app, 'GET', '/api/admin/storefront-keys', cookie.ownerA);
    expect(list.statusCode).toBe(200);
    expect(list.json().keys).toEqual([
      expect.objectContaining({
        name: 'Headless front',
        key: keyA,
        allowedOrigins: [FRONT, 'http://localhost:3000'],
        createdBy: 'owner-a',
        revokedAt: null,
      }),
    ]);
  });

  it('answers bad input with readable 400s', async () => {
    const cases: Array<[object, string]> = [
      [{ allowedOrigins: [] }, 'Give the key a name'],
      [
        { name: 'x', allowedOrigins: ['shop.example.com'] },
        'is not an origin such as https://shop.example.com',
      ],
      [
        { name: 'x', allowedOrigins: ['https://shop.example.com/path'] },
        'write only the scheme and host, such as https://shop.example.com',
      ],
      [
        { name: 'x', allowedOrigins: ['http://shop.example.com'] },
        'must use https:// (http:// only for localhost)',
      ],
      [{ name: 'x', allowedOrigins: 'https://shop.example.com' }, 'List the origins as an array'],
    ];
    for (const [body, message] of cases) {
      const res = await makeKey('ownerA', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toContain(message);
    }
  });

  it('is for owners only: a staff member with every permission is 403, an anonymous call 401', async () => {
    expect((await callApi(t.app, 'GET', '/api/admin/storefront-keys', cookie.staffA)).statusCode).toBe(403);
    expect((await makeKey('staffA', { name: 'x' })).statusCode).toBe(403);
    expect((await callApi(t.app, 'GET', '/api/admin/storefront-keys')).statusCode).toBe(401);
  });

  it('keeps each store to its own keys; a super admin names the store', async () => {
    const listB = (await callApi(t.app, 'GET', '/api/admin/storefront-keys', cookie.ownerB)).json().keys;
    expect(listB.map((key: { key: string }) => key.key)).toEqual([keyB]);
    const other = await callApi(
      t.app,
      'GET',
      `/api/admin/storefront-keys?tenantId=${b.tenant.id}`,
      cookie.ownerA,
    );
    expect(other.statusCode).toBe(403);
    const idA = (await callApi(t.app, 'GET', '/api/admin/storefront-keys', cookie.ownerA)).json().keys[0].id;
    expect(
      (await callApi(t.app, 'DELETE', `/api/admin/storefront-keys/${idA}`, cookie.ownerB)).statusCode,
    ).toBe(404);
    const asAdmin = await callApi(
      t.app,
      'GET',
      `/api/admin/storefront-keys?tenantId=${a.tenant.id}`,
      cookie.admin,
    );
    expect(asAdmin.json().keys.map((key: { key: string }) => key.key)).toEqual([keyA]);
  });
});

describe('reading the store front with a key', () => {
  it('reads products, a product, content and shipping options of the key’s store, naming no store', async () => {
    const products = await withKey(keyA, '/api/products');
    expect(products.statusCode, products.body).toBe(200);
    const names = products
      .json()
      .map((product: { name: string }) => product.name)
      .sort();
    expect(names).toEqual(['Hoodie', 'Tee']);
    const tee = products.json().find((product: { name: string }) => product.name === 'Tee');
    expect((await withKey(keyA, `/api/products/by-handle/${tee.handle}`)).json()).toMatchObject({
      product: { name: 'Tee' },
    });
    expect((await withKey(keyA, '/api/cms/content')).statusCode).toBe(200);
    const shipping = await withKey(keyA, '/api/shipping-options');
    expect(shipping.statusCode).toBe(200);
    expect(shipping.json().length).toBeGreaterThan(0);
    // Store B's key reads store B: the same call, another store's rows.
    const productsB = await withKey(keyB, '/api/products');
    expect(productsB.json().map((product: { id: number }) => product.id)).not.toContain(tee.id);
  });

  it('starts a payment with the key, the body naming no store', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { 'x-storefleet-key': keyA, origin: FRONT },
      payload: { items: [{ id: a.tee.id, quantity: 1 }], customerInfo: {} },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paymentIntentId).toBeTruthy();
    expect(res.headers['access-control-allow-origin']).toBe(FRONT);
  });

  it('refuses a key naming another store’s id, and another store’s product', async () => {
    const named = await withKey(keyA, `/api/products?tenantId=${b.tenant.id}`);
    expect(named.statusCode).toBe(403);
    expect(named.json().message).toBe('This publishable key belongs to another store');
    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { 'x-storefleet-key': keyA },
      payload: { tenantId: b.tenant.id, items: [{ id: b.tee.id, quantity: 1 }], customerInfo: {} },
    });
    expect(intent.statusCode).toBe(403);
    const foreignProduct = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { 'x-storefleet-key': keyA },
      payload: { items: [{ id: b.tee.id, quantity: 1 }], customerInfo: {} },
    });
    expect(foreignProduct.statusCode).toBeGreaterThanOrEqual(400);
    expect(foreignProduct.statusCode).toBeLessThan(500);
  });

  it('answers 401 with a readable message for an unknown key', async () => {
    for (const key of ['sf_pub_nope', 'sf_live_not-this-kind', '']) {
      const res = await withKey(key, '/api/products');
      expect(res.statusCode, key).toBe(401);
      expect(res.json().message).toBe('Invalid publishable key: no store has this key');
    }
  });
});

describe('CORS', () => {
  it('allows exactly the listed origins on an answer; others get no CORS header', async () => {
    const listed = await withKey(keyA, '/api/products', { origin: FRONT });
    expect(listed.headers['access-control-allow-origin']).toBe(FRONT);
    expect(String(listed.headers.vary)).toContain('Origin');
    const local = await withKey(keyA, '/api/products', { origin: 'http://localhost:3000' });
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    // Another store's origin, with this store's key: no CORS header, so the browser shows nothing.
    const unlisted = await withKey(keyA, '/api/products', { origin: 'https://front.shop-b.example' });
    expect(unlisted.statusCode).toBe(200);
    expect(unlisted.headers['access-control-allow-origin']).toBeUndefined();
    // Without a key, the store front answers no cross-origin browser at all.
    const noKey = await t.app.inject({
      method: 'GET',
      url: `/api/products?tenantId=${a.tenant.id}`,
      headers: { origin: FRONT },
    });
    expect(noKey.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a payment started from an origin the key does not list', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { 'x-storefleet-key': keyA, origin: 'https://evil.example' },
      payload: { items: [{ id: a.tee.id, quantity: 1 }], customerInfo: {} },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain(
      'The origin https://evil.example is not allowed to use this publishable key',
    );
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight for a listed origin and not for an unlisted one', async () => {
    const preflight = (origin: string, method = 'POST', url = '/api/create-payment-intent') =>
      t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin,
          'access-control-request-method': method,
          'access-control-request-headers': 'x-storefleet-key, content-type',
        },
      });
    const listed = await preflight(FRONT);
    expect(listed.statusCode).toBe(204);
    expect(listed.headers).toMatchObject({
      'access-control-allow-origin': FRONT,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'X-Storefleet-Key, Content-Type',
    });
    const read = await preflight(FRONT, 'GET', '/api/products');
    expect(read.headers['access-control-allow-methods']).toBe('GET, HEAD');
    for (const refused of [await preflight('https://evil.example'), await preflight(FRONT, 'DELETE')]) {
      expect(refused.statusCode).toBe(204);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('the OpenAPI description', () => {
  it('marks exactly the calls a key opens with the optional storefrontKey scheme', () => {
    const description = t.app.swagger() as {
      paths: Record<string, Record<string, { security?: object[] }>>;
    };
    const marked = Object.entries(description.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => JSON.stringify(operation.security ?? []).includes('storefrontKey'))
        .map(([method]) => `${method} ${path}`),
    );
    expect(marked.sort()).toEqual([
      'get /api/cms/content',
      'get /api/products',
      'get /api/products/by-handle/{handle}',
      'get /api/shipping-options',
      'post /api/create-payment-intent',
    ]);
    expect(description.paths['/api/products']!.get!.security).toEqual([{}, { storefrontKey: [] }]);
  });
});

describe('where a publishable key is refused', () => {
  it('is refused by every route but the store front’s, every admin route included', async () => {
    const description = t.app.swagger() as { paths: Record<string, Record<string, { 'x-access'?: string }>> };
    const opened = new Set([
      'get /api/products',
      'get /api/products/by-handle/{handle}',
      'get /api/cms/content',
      'get /api/shipping-options',
      'post /api/create-payment-intent',
    ]);
    let admin = 0;
    for (const [path, item] of Object.entries(description.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (opened.has(`${method} ${path}`) || method === 'options') continue;
        if (operation['x-access']) admin += 1;
        const url = path.replace(/\{[^}]+\}/g, '1');
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { 'x-storefleet-key': keyA, cookie: cookie.ownerA },
          ...(method === 'get' ? {} : { payload: {} }),
        });
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json().message, `${method} ${path}`).toContain(
          'A publishable key opens only the store-front API',
        );
      }
    }
    expect(admin).toBeGreaterThan(100);
  });

  it('stops working at once when revoked, on this instance and another', async () => {
    const made = await makeKey('ownerA', { name: 'Short-lived', allowedOrigins: [FRONT] });
    const { id, key } = made.json();
    const second = await createSecondInstance(t, testConfig());
    try {
      expect((await withKey(key, '/api/products')).statusCode).toBe(200);
      const onSecond = () =>
        second.inject({ method: 'GET', url: '/api/products', headers: { 'x-storefleet-key': key } });
      expect((await onSecond()).statusCode).toBe(200);
      expect(
        (await callApi(t.app, 'DELETE', `/api/admin/storefront-keys/${id}`, cookie.ownerA)).statusCode,
      ).toBe(204);
      const revoked = await withKey(key, '/api/products');
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json().message).toBe('Invalid publishable key: this key was revoked');
      await expect.poll(async () => (await onSecond()).statusCode, { timeout: 5000 }).toBe(401);
    } finally {
      await second.close();
    }
  });
});
