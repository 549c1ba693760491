import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createUser, testConfig } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/database.ts';
import { cmsContent, products, shippingOptions } from '../../db/schema/index.ts';
import { registerRequestContext } from '../../plugins/request-context.ts';
import { matchStoreRoute } from '../../plugins/store-routes.ts';
import { createSession, loadActor } from '../auth/session.service.ts';
import { injectStorePage, scriptSafeJson } from './storefront-page.ts';
import { registerWeb } from './web.plugin.ts';

describe('matchStoreRoute', () => {
  it.each([
    ['/', { store: { fromRequest: true }, page: 'home' }],
    ['/checkout', { store: { fromRequest: true }, page: 'checkout' }],
    ['/terms-conditions', { store: { fromRequest: true }, page: 'other' }],
    ['/account', { store: { fromRequest: true }, page: 'other' }],
    ['/store/7', { store: { tenantId: 7 }, page: 'home' }],
    ['/store/7/', { store: { tenantId: 7 }, page: 'home' }],
    ['/store/7/checkout', { store: { tenantId: 7 }, page: 'checkout' }],
    ['/s/demo', { store: { slug: 'demo' }, page: 'home' }],
    ['/s/caf%C3%A9/returns-refunds', { store: { slug: 'café' }, page: 'other' }],
  ])('%s is a store page', (pathname, expected) => {
    expect(matchStoreRoute(pathname)).toEqual(expected);
  });

  it.each([
    '/admin',
    '/login',
    '/store/abc',
    '/store/1/admin',
    '/s/demo/account',
    '/s/%E0%A4%A',
    '/tenant/1',
    '/nope',
  ])('%s is not', (pathname) => {
    expect(matchStoreRoute(pathname)).toBeNull();
  });
});

describe('scriptSafeJson and injectStorePage', () => {
  const tenant = {
    id: 1,
    name: 'Demo <Store>',
    slug: 'demo',
    colorTemplate: 'emerald',
    primaryPaymentGateway: 'stripe',
    stripePublicKey: null,
    currency: 'GBP',
  };

  it('cannot be closed from inside and parses back to the same value', () => {
    const value = { html: '</script><script>alert(1)</script><!-- & \u2028' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('writes the title, theme, preload links and data into the head', () => {
    const html = '<html><head><title>Storefleet</title></head><body><div id="root"></div></body></html>';
    const content = [{ key: 'site_title', value: 'Tea & <Cake>' }];
    const out = injectStorePage(html, { tenant, content, year: 2031 }, ['assets/area-1.js']);
    expect(out).toContain('<title>Tea &#38; &#60;Cake&#62; | Storefleet</title>');
    expect(out).toContain('<style id="store-theme" data-template="emerald">:root{--background:#ffffff;');
    expect(out).toContain('--primary:#047857');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/area-1.js">');
    const data = /<script type="application\/json" id="store-data">(.*)<\/script>/.exec(out)?.[1];
    expect(JSON.parse(data!)).toEqual({ tenant, content, year: 2031 });
    expect(out.indexOf('store-data')).toBeLessThan(out.indexOf('</head>'));
  });

  it('preloads a safe hero image on the home page only', () => {
    const html = '<title>x</title></head>';
    const hero = (value: string) => [{ key: 'hero_image', value }];
    const home = (value: string) =>
      injectStorePage(html, { tenant, content: hero(value), products: [], year: 2031 }, []);
    expect(home('/demo/hero.svg')).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/demo/hero.svg">',
    );
    expect(home('https://cdn.test/a"b.png')).toContain('href="https://cdn.test/a&#34;b.png"');
    for (const unsafe of ['javascript:alert(1)', '//evil.test/x.png', 'data:image/png;base64,AA']) {
      expect(home(unsafe)).not.toContain('rel="preload"');
    }
    expect(injectStorePage(html, { tenant, content: hero('/demo/hero.svg'), year: 2031 }, [])).not.toContain(
      'rel="preload"',
    );
  });

  it('falls back to the store name for the title', () => {
    const out = injectStorePage('<title>x</title></head>', { tenant, content: [], year: 2031 }, []);
    expect(out).toContain('<title>Demo &#60;Store&#62; | Storefleet</title>');
  });
});

describe('store pages served with their data', () => {
  let database: Database;
  let app: FastifyInstance;
  let dist: string;
  let memberCookie: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.scopes.platform;
    const demo = await createTenant(db, { slug: 'demo', name: 'Demo', colorTemplate: 'dark' });
    const other = await createTenant(db, { slug: 'other', name: 'Other' });
    await createTenant(db, { slug: 'closed', name: 'Closed', status: 'suspended' });
    await db.insert(products).values([
      { tenantId: demo.id, name: 'Demo Tee', priceMinor: 1999 },
      { tenantId: demo.id, name: 'Hidden draft', priceMinor: 1, isDraft: true },
      { tenantId: other.id, name: 'Other Mug', priceMinor: 900 },
    ]);
    await db.insert(cmsContent).values([
      {
        tenantId: demo.id,
        key: 'terms_conditions',
        value: '</script><script>window.pwned=1</script>',
        type: 'html',
      },
      { tenantId: other.id, key: 'site_title', value: 'Other Title' },
    ]);
    await db.insert(shippingOptions).values({ tenantId: demo.id, name: 'Standard', costMinor: 399 });
    const member = await createUser(db, {
      username: 'other-owner',
      password: 'pw-12345678',
      memberOf: [other.id],
    });
    memberCookie = `sid=${await createSession({ db }, { userId: member.id, tenantId: other.id })}`;

    dist = mkdtempSync(path.join(tmpdir(), 'storefleet-web-'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Storefleet</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'] },
        _shared: { file: 'assets/shared-1.js' },
        '_shared.js': { file: 'assets/shared-1.js' },
        '_store.js': { file: 'assets/store-bits-1.js', imports: ['_shared.js'] },
        'src/app/routes/storefront/area.tsx': {
          file: 'assets/area-1.js',
          imports: ['_store.js', '_shared.js'],
        },
      }),
    );
    app = Fastify({ logger: false });
    await registerRequestContext(app, { database, config: testConfig(), loadActor });
    await registerWeb(app, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const pageData = (html: string) => {
    const json = /<script type="application\/json" id="store-data">(.*?)<\/script>/.exec(html)?.[1];
    return json ? JSON.parse(json) : null;
  };

  it('sends /s/{slug} with the tenant, content, live products and theme', async () => {
    const res = await app.inject({ method: 'GET', url: '/s/demo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const data = pageData(res.body);
    expect(data.tenant).toMatchObject({ id: 1, slug: 'demo', colorTemplate: 'dark' });
    expect(data.products.map((p: { name: string }) => p.name)).toEqual(['Demo Tee']);
    expect(data.shippingOptions).toBeUndefined();
    expect(res.body).toContain('--background:#0b1120');
    expect(res.body).toContain('href="/assets/area-1.js"');
    expect(res.body).toContain('href="/assets/store-bits-1.js"');
    expect(res.body).not.toContain('href="/assets/shared-1.js"');
  });

  it('keeps stored HTML inert inside the data element', async () => {
    const res = await app.inject({ method: 'GET', url: '/store/1/terms-conditions' });
    expect(res.body).not.toContain('<script>window.pwned');
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    expect(pageData(res.body).content[0].value).toBe('</script><script>window.pwned=1</script>');
    expect(pageData(res.body).products).toBeUndefined();
  });

  it('adds the shipping options on checkout pages', async () => {
    const res = await app.inject({ method: 'GET', url: '/store/1/checkout' });
    expect(pageData(res.body).shippingOptions).toEqual([
      expect.objectContaining({ name: 'Standard', cost: '3.99' }),
    ]);
  });

  it("serves / for the signed-in member's store and varies on the cookie", async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    expect(pageData(anonymous.body).tenant.slug).toBe('demo');
    const member = await app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'localhost', cookie: memberCookie },
    });
    expect(member.headers.vary).toContain('Cookie');
    expect(pageData(member.body).tenant.slug).toBe('other');
    expect(member.body).toContain('<title>Other Title | Storefleet</title>');
  });

  it('serves a store subdomain of STORE_DOMAIN (localhost here) as that store, before the member cookie', async () => {
    const home = await app.inject({ method: 'GET', url: '/', headers: { host: 'other.localhost:5000' } });
    expect(home.statusCode).toBe(200);
    expect(pageData(home.body).tenant.slug).toBe('other');
    expect(pageData(home.body).products.map((p: { name: string }) => p.name)).toEqual(['Other Mug']);
    const member = await app.inject({
      method: 'GET',
      url: '/checkout',
      headers: { host: 'demo.localhost:5000', cookie: memberCookie },
    });
    expect(pageData(member.body).tenant.slug).toBe('demo');
    for (const host of ['closed.localhost', 'nobody.localhost']) {
      const res = await app.inject({ method: 'GET', url: '/', headers: { host } });
      expect(res.statusCode, host).toBe(404);
      expect(res.body).not.toContain('store-data');
    }
  });

  it('sends the plain page for unknown or closed stores and non-store routes', async () => {
    // Unknown and closed stores, and unknown paths, are real 404s (not-found.test.ts); known paths 200.
    const statuses: Record<string, number> = {
      '/store/404': 404,
      '/s/closed': 404,
      '/admin': 200,
      '/login': 200,
      '/nope': 404,
    };
    for (const [url, status] of Object.entries(statuses)) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.body).not.toContain('store-data');
      expect(res.body).toContain('<title>Storefleet</title>');
    }
  });
});
