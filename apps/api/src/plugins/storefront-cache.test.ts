import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSecondInstance,
  createTenant,
  createTestApp,
  createUser,
  loginCookie,
  type TestApp,
  testConfig,
} from '../../test/app.ts';
import { countingCacheSyncs } from '../../test/storefront-cache-syncs.ts';
import { buildApp } from '../app.ts';
import { cmsContent, products, productVariants, tenants } from '../db/schema/index.ts';
import { PRIVATE_CACHE_CONTROL, SHARED_CACHE_CONTROL } from './storefront-cache.ts';

/** Headers a response carries for itself, not for what it holds. */
const perResponse = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const stableHeaders = (response: LightMyRequestResponse) =>
  Object.fromEntries(Object.entries(response.headers).filter(([name]) => !perResponse.has(name)));

describe('store-front cache', () => {
  let t: TestApp;
  let demoId: number;
  let otherId: number;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const demo = await createTenant(t.db, { slug: 'demo', name: 'Demo' });
    const other = await createTenant(t.db, { slug: 'other', name: 'Other', domain: 'shop.other.test' });
    demoId = demo.id;
    otherId = other.id;
    const [row] = await t.db
      .insert(products)
      .values({ tenantId: demoId, name: 'Mug', priceMinor: 900, inStock: 5, description: 'x'.repeat(2000) })
      .returning({ id: products.id });
    productId = row!.id;
    await t.db.insert(products).values({ tenantId: otherId, name: 'Other mug', priceMinor: 100, inStock: 1 });
    await createUser(t.db, { username: 'demo-owner', password: 'demo-pass', memberOf: [demoId] });
  });
  afterAll(() => t.close());

  /** A write outside any request (as a job or psql would make): wait for its NOTIFY to arrive. */
  const write = async (change: PromiseLike<unknown>) => {
    await change;
    await t.app.storefrontCache.sync();
  };
  const read = (url: string, headers: Record<string, string> = {}, app: FastifyInstance = t.app) =>
    app.inject({ method: 'GET', url, headers });
  const productNames = async (url = `/api/products?tenantId=${demoId}`, app?: FastifyInstance) =>
    ((await read(url, {}, app)).json() as Array<{ name: string }>).map((p) => p.name);

  it('serves the second read from the cache, byte for byte and header for header', async () => {
    const url = `/api/products?tenantId=${demoId}`;
    const first = await read(url);
    const before = t.app.storefrontCache.stats();
    const second = await read(url);
    const after = t.app.storefrontCache.stats();
    expect(first.statusCode).toBe(200);
    expect(after.hits).toBe(before.hits + 1);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(stableHeaders(second)).toEqual(stableHeaders(first));
    expect(first.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers.etag).toMatch(/^"[\w-]{32}"$/);
    // The security headers the normal path sets are part of what is replayed.
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers what the app without a cache answers, for every cached read', async () => {
    const uncached = await createSecondInstance(t, testConfig({ STOREFRONT_CACHE_TTL_SECONDS: '0' }));
    try {
      for (const url of [
        `/api/products?tenantId=${demoId}`,
        `/api/cms/content?tenantId=${demoId}`,
        `/api/shipping-options?tenantId=${demoId}`,
        `/api/tenant/${demoId}/public`,
        '/api/tenant/slug/demo',
        '/api/tenant/current',
      ]) {
        await read(url); // fill
        const cached = await read(url);
        const plain = await read(url, {}, uncached);
        expect(plain.statusCode, url).toBe(200);
        expect(cached.rawPayload.equals(plain.rawPayload), url).toBe(true);
        expect(cached.headers['content-type'], url).toBe(plain.headers['content-type']);
      }
    } finally {
      await uncached.close();
    }
  });

  it('answers a matching If-None-Match with 304 and no body, and a stale one with the content', async () => {
    const url = `/api/products?tenantId=${demoId}`;
    const { etag } = (await read(url)).headers as { etag: string };
    const revalidated = await read(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    expect((await read(url, { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await read(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('sends brotli or gzip as the client accepts, each decoding to the same bytes', async () => {
    const url = `/api/products?tenantId=${demoId}`;
    const identity = await read(url);
    const br = await read(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await read(url, { 'accept-encoding': 'gzip' });
    const refused = await read(url, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(identity.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length / 4);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    // The ETag names the content, whatever its encoding on the wire.
    expect(br.headers.etag).toBe(identity.headers.etag);
  });

  it('shows a committed write on the next read, from any code path (the trigger sends NOTIFY)', async () => {
    expect(await productNames()).toEqual(['Mug']);
    await write(t.db.update(products).set({ name: 'Big mug' }).where(eq(products.id, productId)));
    expect(await productNames()).toEqual(['Big mug']);
    // Content and the store's own row too.
    await read(`/api/cms/content?tenantId=${demoId}`);
    await write(
      t.db.insert(cmsContent).values({ tenantId: demoId, key: 'site_title', value: 'Fresh title' }),
    );
    const content = (await read(`/api/cms/content?tenantId=${demoId}`)).json() as Record<string, string>;
    expect(JSON.stringify(content)).toContain('Fresh title');
    await read(`/api/tenant/${demoId}/public`);
    await write(t.db.update(tenants).set({ colorTemplate: 'ocean' }).where(eq(tenants.id, demoId)));
    expect((await read(`/api/tenant/${demoId}/public`)).json()).toMatchObject({ colorTemplate: 'ocean' });
  });

  it('keeps a store apart: a write to one store leaves the other store cached', async () => {
    await productNames(`/api/products?tenantId=${otherId}`);
    await productNames(`/api/products?tenantId=${otherId}`);
    const before = t.app.storefrontCache.stats();
    await write(t.db.update(products).set({ name: 'Mug again' }).where(eq(products.id, productId)));
    expect(await productNames(`/api/products?tenantId=${otherId}`)).toEqual(['Other mug']);
    expect(t.app.storefrontCache.stats().hits).toBe(before.hits + 1);
  });

  it('lets a stock count lag, but never hides that a product sold out', async () => {
    const url = `/api/products?tenantId=${demoId}`;
    await write(t.db.update(products).set({ inStock: 5 }).where(eq(products.id, productId)));
    const stockOf = async () => ((await read(url)).json() as Array<{ inStock: number }>)[0]!.inStock;
    expect(await stockOf()).toBe(5);
    await write(t.db.update(products).set({ inStock: 4 }).where(eq(products.id, productId)));
    expect(await stockOf()).toBe(5); // a count in between: served from the cache until it expires
    await write(t.db.update(products).set({ inStock: 0 }).where(eq(products.id, productId)));
    expect(await stockOf()).toBe(0); // sold out: dropped at once
    await write(t.db.update(products).set({ inStock: 2 }).where(eq(products.id, productId)));
    expect(await stockOf()).toBe(2); // back in stock: dropped at once
    const [variant] = await t.db
      .insert(productVariants)
      .values({ tenantId: demoId, productId, variantCombination: {}, priceMinor: 900, stock: 3 })
      .returning({ id: productVariants.id });
    await t.app.storefrontCache.sync();
    const variantStock = async () =>
      ((await read(url)).json() as Array<{ variants: Array<{ stock: number }> }>)[0]!.variants[0]!.stock;
    expect(await variantStock()).toBe(3);
    await write(t.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, variant!.id)));
    expect(await variantStock()).toBe(0);
  });

  it('does not cache a read that depends on the session, nor a URL with other parameters', async () => {
    const cookie = await loginCookie(t.app, 'demo-owner', 'demo-pass');
    const before = t.app.storefrontCache.stats();
    await read('/api/products', { cookie });
    await read('/api/products', { cookie });
    await read(`/api/products?tenantId=${demoId}&x=1`);
    await read(`/api/products?tenantId=${demoId}&x=1`);
    const after = t.app.storefrontCache.stats();
    expect(after.hits).toBe(before.hits);
    expect(after.fills).toBe(before.fills);
    // Without a session the Host picks the store: cached per Host, kept private to the browser.
    const byHost = await read('/api/products', { host: 'shop.other.test' });
    expect(byHost.json()).toMatchObject([{ name: 'Other mug' }]);
    expect(byHost.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(byHost.headers.vary).toBe('Accept-Encoding, Cookie');
    const hit = await read('/api/products', { host: 'shop.other.test' });
    expect(hit.rawPayload.equals(byHost.rawPayload)).toBe(true);
    expect(t.app.storefrontCache.stats().hits).toBe(after.hits + 1);
    expect((await read('/api/products')).json()).not.toEqual(byHost.json());
  });

  it('never caches an error or a closed store', async () => {
    await write(t.db.update(tenants).set({ status: 'suspended' }).where(eq(tenants.id, otherId)));
    const closed = await read(`/api/products?tenantId=${otherId}`);
    expect(closed.statusCode).toBe(404);
    await write(t.db.update(tenants).set({ status: 'active' }).where(eq(tenants.id, otherId)));
    expect((await read(`/api/products?tenantId=${otherId}`)).statusCode).toBe(200);
    expect((await read('/api/products?tenantId=999999')).statusCode).toBe(404);
  });

  it('drops the entry on a second instance sharing the database within 100 ms', async () => {
    const second = await createSecondInstance(t, testConfig());
    try {
      const url = `/api/products?tenantId=${demoId}`;
      await productNames(url, second);
      await productNames(url, second);
      const seen = second.storefrontCache.stats().invalidations;
      await t.db.update(products).set({ name: 'Renamed elsewhere' }).where(eq(products.id, productId));
      // From the commit to the other instance dropping the entry (not counting a read's own time).
      const committed = performance.now();
      while (second.storefrontCache.stats().invalidations === seen && performance.now() - committed < 5000) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(performance.now() - committed).toBeLessThan(100);
      expect(await productNames(url, second)).toEqual(['Renamed elsewhere']);
    } finally {
      await second.close();
    }
  });

  it('answers hits on a real socket before Fastify, with the same bytes', async () => {
    const served = await buildApp({
      config: testConfig(),
      database: t.database,
      logger: false,
      serveWeb: false,
    });
    let reachedFastify = 0;
    served.addHook('onRequest', async () => {
      reachedFastify++;
    });
    try {
      await served.listen({ port: 0, host: '127.0.0.1' });
      const { port } = served.server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/api/products?tenantId=${demoId}`;
      const first = await fetch(url, { headers: { 'accept-encoding': 'br' } });
      const firstBody = Buffer.from(await first.arrayBuffer());
      const counted = reachedFastify;
      const second = await fetch(url, { headers: { 'accept-encoding': 'br' } });
      const secondBody = Buffer.from(await second.arrayBuffer());
      expect(reachedFastify).toBe(counted);
      expect(secondBody.equals(firstBody)).toBe(true);
      expect(second.headers.get('content-encoding')).toBe('br');
      const conditional = await fetch(url, { headers: { 'if-none-match': second.headers.get('etag')! } });
      expect(conditional.status).toBe(304);
    } finally {
      await served.close();
    }
  });

  it('turns off with STOREFRONT_CACHE_TTL_SECONDS=0', async () => {
    const off = await createSecondInstance(t, testConfig({ STOREFRONT_CACHE_TTL_SECONDS: '0' }));
    try {
      await off.inject({ method: 'GET', url: `/api/products?tenantId=${demoId}` });
      await off.inject({ method: 'GET', url: `/api/products?tenantId=${demoId}` });
      expect(off.storefrontCache.stats()).toMatchObject({ hits: 0, fills: 0, entries: 0 });
    } finally {
      await off.close();
    }
  });

  it("makes a write answer after the cache's sync, but not a checkout's, which changes nothing shown", async () => {
    await countingCacheSyncs(t.app, async (syncs) => {
      await loginCookie(t.app, 'demo-owner', 'demo-pass');
      expect(syncs()).toBe(1);
      const intent = await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { customerInfo: {}, amount: 0, tenantId: demoId, items: [{ id: productId, quantity: 1 }] },
      });
      expect(intent.statusCode, intent.body).toBe(200);
      expect(syncs()).toBe(1);
    });
  });

  it('notifies only when a write commits', async () => {
    // PostgreSQL discards a NOTIFY sent in a transaction that rolls back. The product's name is what
    // the cached answer shows, so a notification sent anyway would drop the entry: the next read
    // would then be a miss, refilled from the database (same bytes, as nothing changed, which is
    // why the answer's bytes alone prove nothing here; the cache's counters do).
    const url = `/api/products?tenantId=${demoId}`;
    const cache = t.app.storefrontCache;
    const cached = await read(url);
    const filled = cache.stats();
    expect((await read(url)).rawPayload.equals(cached.rawPayload)).toBe(true);
    expect(cache.stats().hits).toBe(filled.hits + 1);

    const rolledBack = write(
      t.db.transaction(async (tx) => {
        await tx.update(products).set({ name: 'Never committed' }).where(eq(products.id, productId));
        throw new Error('roll back');
      }),
    );
    await expect(rolledBack).rejects.toThrow('roll back');
    await cache.sync();
    const afterRollback = cache.stats();
    expect(afterRollback.invalidations).toBe(filled.invalidations);
    expect(afterRollback.entries).toBe(filled.entries);
    const stillCached = await read(url);
    expect(cache.stats()).toMatchObject({ hits: afterRollback.hits + 1, misses: afterRollback.misses });
    expect(stillCached.rawPayload.equals(cached.rawPayload)).toBe(true);

    // The same write committed: its notification drops the store's entries, and the next read is
    // a miss that shows the new name.
    await write(t.db.update(products).set({ name: 'Committed mug' }).where(eq(products.id, productId)));
    const afterCommit = cache.stats();
    expect(afterCommit.invalidations).toBe(afterRollback.invalidations + 1);
    expect(afterCommit.entries).toBeLessThan(afterRollback.entries);
    expect(await productNames(url)).toContain('Committed mug');
    expect(cache.stats().misses).toBe(afterCommit.misses + 1);
    await write(t.db.update(products).set({ name: 'Mug' }).where(eq(products.id, productId)));
  });
});
