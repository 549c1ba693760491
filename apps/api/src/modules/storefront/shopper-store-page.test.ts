// The store travels with the shopper (ADR 0038): the first HTML of the unprefixed
// shopper screens (/account, /orders, /checkout, …) names the store the shopper came from, from
// ?store=<slug> or the sf_store cookie, before any JavaScript runs; an unknown or closed store falls
// back to the request's store; and the store-front cache never hands one shopper's store to another.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPagesApp, createTenant, createTestApp, type TestApp } from '../../../test/app.ts';
import { cmsContent, shippingOptions } from '../../db/schema/index.ts';
import { carriesShopperStore } from '../../plugins/store-routes.ts';

describe('the shopper store on unprefixed screens', () => {
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    await createTenant(t.db, { slug: 'demo', name: 'Demo Merch Store', colorTemplate: 'dark' });
    const northwind = await createTenant(t.db, {
      slug: 'northwind',
      name: 'Northwind Outfitters',
      colorTemplate: 'emerald',
    });
    await createTenant(t.db, { slug: 'closed', name: 'Closed Shop', status: 'suspended' });
    await t.db.insert(cmsContent).values([
      { tenantId: northwind.id, key: 'site_title', value: 'Northwind Outfitters' },
      { tenantId: northwind.id, key: 'footer_company_name', value: 'Northwind Outfitters Ltd' },
    ]);
    await t.db.insert(shippingOptions).values({ tenantId: northwind.id, name: 'Fell Post', costMinor: 450 });
    app = await createPagesApp(
      t,
      '<!doctype html><html><head><title>Storefleet</title></head><body><div id="root"></div></body></html>',
    );
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: { host: 'localhost', ...(cookie ? { cookie } : {}) } });
  const storeOf = (html: string): { slug: string; colorTemplate: string } | undefined => {
    const json = /<script type="application\/json" id="store-data">(.*?)<\/script>/.exec(html)?.[1];
    return json ? JSON.parse(json).tenant : undefined;
  };

  it('names Northwind in the first paint of /account?store=northwind', async () => {
    const res = await get('/account?store=northwind');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Northwind Outfitters | Storefleet</title>');
    expect(res.body).toContain('<style id="store-theme" data-template="emerald">');
    expect(storeOf(res.body)).toMatchObject({ slug: 'northwind' });
    expect(res.body).not.toContain('Demo Merch Store');
  });

  it('names the remembered store (the sf_store cookie) on every unprefixed shopper screen', async () => {
    for (const url of [
      '/account',
      '/orders',
      '/set-password',
      '/account/set-password',
      '/order-confirmation',
    ]) {
      const res = await get(url, 'sf_store=northwind');
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Northwind Outfitters | Storefleet</title>');
      expect(storeOf(res.body)?.slug, url).toBe('northwind');
    }
    const checkout = await get('/checkout', 'sf_store=northwind');
    const data = JSON.parse(/id="store-data">(.*?)<\/script>/.exec(checkout.body)![1]!);
    expect(data.tenant.slug).toBe('northwind');
    expect(data.shippingOptions).toEqual([expect.objectContaining({ name: 'Fell Post' })]);
    // The footer's year is the server's (ADR 0089).
    expect(data.year).toBe(new Date().getUTCFullYear());
  });

  it('puts an explicit ?store= before the remembered one', async () => {
    const res = await get('/account?store=demo', 'sf_store=northwind');
    expect(storeOf(res.body)?.slug).toBe('demo');
    expect(res.body).toContain('<title>Demo Merch Store | Storefleet</title>');
  });

  it('falls back to the default store quietly for an unknown, closed or malformed store', async () => {
    for (const [url, cookie] of [
      ['/account?store=no-such-store', undefined],
      ['/account', 'sf_store=closed'],
      ['/orders', 'sf_store=no-such-store'],
      ['/account', 'sf_store=%3Cscript%3E'],
      ['/checkout?store=Bad_Slug!', undefined],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(storeOf(res.body)?.slug, `${url} ${cookie}`).toBe('demo');
    }
  });

  it('leaves the store pages named by their URL, and the default home, alone', async () => {
    expect(storeOf((await get('/s/demo', 'sf_store=northwind')).body)?.slug).toBe('demo');
    expect(storeOf((await get('/', 'sf_store=northwind')).body)?.slug).toBe('demo');
    expect(storeOf((await get('/terms-conditions?store=northwind')).body)?.slug).toBe('demo');
  });

  it("never serves one shopper's carried store from the cache to another", async () => {
    const plain = await get('/account');
    expect(storeOf(plain.body)?.slug).toBe('demo');
    expect(storeOf((await get('/account')).body)?.slug).toBe('demo'); // cached by Host
    expect(storeOf((await get('/account', 'sf_store=northwind')).body)?.slug).toBe('northwind');
    expect(storeOf((await get('/account', 'theme=x; sf_store=northwind')).body)?.slug).toBe('northwind');
    expect(storeOf((await get('/account')).body)?.slug).toBe('demo');
    expect((await get('/account', 'sf_store=northwind')).headers.vary).toContain('Cookie');
  });

  it('knows which screens carry the store', () => {
    for (const carried of [
      '/account',
      '/account/',
      '/orders',
      '/checkout',
      '/set-password',
      '/order-confirmation',
    ])
      expect(carriesShopperStore(carried), carried).toBe(true);
    for (const own of ['/', '/s/demo/checkout', '/terms-conditions', '/admin', '/login'])
      expect(carriesShopperStore(own), own).toBe(false);
  });
});
