// Real 404s for the web app: an unknown path, and a store page whose store does not
// exist or is not open, answer 404 with the app's page (which shows '404 Page Not Found' or 'Store
// Not Found'), never the store data of another store, and are never kept by the store-front cache.
// Every path the web app has a screen for still answers 200.
import { appRoutePatterns, isAppPath } from '@storefleet/contracts/app-routes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPagesApp, createTenant, createTestApp, type TestApp, testConfig } from '../../test/app.ts';
import { products } from '../db/schema/index.ts';

const SHELL =
  '<!doctype html><html><head><title>Storefleet</title></head><body><div id="root"></div></body></html>';

describe('real 404s for the web app', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let demoId: number;
  let suspendedId: number;

  beforeAll(async () => {
    t = await createTestApp();
    demoId = (await createTenant(t.db, { slug: 'demo', name: 'Demo Shop', domain: 'demo.test' })).id;
    // A product page's address needs a live product (ADR 0037).
    await t.db.insert(products).values({ tenantId: demoId, name: 'Demo Tee', priceMinor: 1500 });
    suspendedId = (await createTenant(t.db, { slug: 'closed', name: 'Closed Shop', status: 'suspended' })).id;
    await createTenant(t.db, { slug: 'asleep', name: 'Asleep Shop', status: 'inactive' });
    app = await createPagesApp(t, SHELL);
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const get = (url: string, host = 'demo.test') => app.inject({ method: 'GET', url, headers: { host } });
  /** The admin and the operator's screens are on the platform's own host (a store's host sends them there). */
  const platformHost = new URL(testConfig().PUBLIC_URL).host;

  it.each([
    '/s/no-such-store',
    '/s/no-such-store/checkout',
    '/s/no-such-store/terms-conditions',
    '/store/999999',
    '/store/999999/returns-refunds',
  ])('%s (no such store) is a 404 with the app page and no store data', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe(SHELL);
    expect(res.body).not.toContain('Demo Shop');
  });

  it('a suspended or inactive store’s pages are 404s (the store front is closed), by slug and by id', async () => {
    for (const url of ['/s/closed', '/s/asleep', `/store/${suspendedId}`, `/store/${suspendedId}/checkout`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('Closed Shop');
    }
    // The API says why, as before (the store front shows 'Store Not Found' with it).
    const api = await get('/api/tenant/slug/closed');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'This store is not available at the moment', code: 'not_found' });
  });

  it.each([
    '/no-such-page',
    '/s/demo/no-such-page',
    '/store/1/a/b',
    '/admin/no-such-screen',
    '/s',
    '/favicon.ico',
  ])('%s (no screen of the web app) is a 404 with the app page', async (url) => {
    const res = await get(url, url.startsWith('/admin') ? platformHost : undefined);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe(SHELL);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('every path of the web app’s route table answers 200 (admin, platform, sign-in, account, store pages)', async () => {
    expect(appRoutePatterns.length).toBeGreaterThan(60);
    for (const pattern of appRoutePatterns) {
      const url = pattern
        .replace(':tenantId', String(demoId))
        .replace(':tenantSlug', 'demo')
        .replace(':handle', 'demo-tee');
      expect(isAppPath(url), url).toBe(true);
      const res = await get(url, platformHost);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      // With a trailing slash and a query string, as wouter matches them.
      expect((await get(`${url === '/' ? '' : url}/?from=test`, platformHost)).statusCode, `${url}/`).toBe(
        200,
      );
    }
  });

  it('the shopper’s own screens answer 200 even where the Host names no open store', async () => {
    for (const url of ['/account', '/orders', '/order-confirmation', '/set-password', '/login', '/admin']) {
      expect((await get(url, 'nowhere.test')).statusCode, url).toBe(200);
    }
  });

  it('a store page found by Host is a 404 when that store is closed, and 200 when open', async () => {
    const closedDomain = await createTenant(t.db, { slug: 'gone', domain: 'gone.test', status: 'suspended' });
    expect(closedDomain.id).toBeGreaterThan(0);
    expect((await get('/', 'gone.test')).statusCode).toBe(404);
    expect((await get('/checkout', 'gone.test')).statusCode).toBe(404);
    expect((await get('/', 'demo.test')).statusCode).toBe(200);
  });

  it('a 404 is never kept by the store-front cache, and never hides the page once the store opens', async () => {
    const before = app.storefrontCache.stats().fills;
    await get('/s/later');
    await get('/s/later');
    expect(app.storefrontCache.stats().fills).toBe(before);
    await createTenant(t.db, { slug: 'later', name: 'Later Shop' });
    const res = await get('/s/later');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Later Shop');
  });

  it('API paths keep their JSON 404', async () => {
    const res = await get('/api/no-such-endpoint');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'No API endpoint at GET /api/no-such-endpoint',
      code: 'not_found',
    });
  });
});
