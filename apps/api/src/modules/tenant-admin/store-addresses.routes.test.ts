// Every open store at `{slug}.{STORE_DOMAIN}`, and its old addresses after a slug rename
// (docs/deployment.md, "Store addresses").
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, createUser, loginCookie, testConfig } from '../../../test/app.ts';
import { products } from '../../db/schema/index.ts';
import { seedPlans } from '../../seed/plans.ts';
import { call } from './platform.test-support.ts';

describe('store subdomains', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: string;
  let alpha: { id: number };
  beforeAll(async () => {
    t = await createTestApp({
      config: testConfig({ STORE_DOMAIN: 'Shops.Test', PUBLIC_URL: 'http://admin.shops.test' }),
    });
    await seedPlans(t.db);
    alpha = await createTenant(t.db, { slug: 'alpha', name: 'Alpha Store' });
    const bravo = await createTenant(t.db, { slug: 'bravo', name: 'Bravo Store' });
    await createTenant(t.db, { slug: 'shut', name: 'Shut Store', status: 'suspended' });
    await t.db.insert(products).values([
      { tenantId: alpha.id, name: 'Alpha mug', priceMinor: 900 },
      { tenantId: bravo.id, name: 'Bravo cap', priceMinor: 1200 },
    ]);
    await createUser(t.db, { username: 'operator', password: 'operator-pass', superAdmin: true });
    admin = await loginCookie(t.app, 'operator', 'operator-pass');
  });
  afterAll(() => t.close());

  const get = (host: string, url: string) => t.app.inject({ method: 'GET', url, headers: { host } });

  it('resolves an open store from its subdomain, port and case aside', async () => {
    const current = await get('Bravo.shops.test:5000', '/api/tenant/current');
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ slug: 'bravo', name: 'Bravo Store' });
    const list = await get('bravo.shops.test', '/api/products');
    expect(list.json().map((p: { name: string }) => p.name)).toEqual(['Bravo cap']);
  });

  it('answers 404 for a closed store and for a subdomain that names no store', async () => {
    const shut = await get('shut.shops.test', '/api/tenant/current');
    expect(shut.statusCode).toBe(404);
    expect(shut.json().message).toBe('This store is not available at the moment');
    const unknown = await get('nobody.shops.test', '/api/products');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Tenant not found');
    expect((await get('nobody.shops.test', '/')).statusCode).not.toBe(301);
  });

  it('leaves the platform host and deeper names to the usual resolution', async () => {
    const platform = await get('shops.test', '/api/tenant/current');
    expect(platform.json()).toMatchObject({ slug: 'alpha' });
    const ownHost = await get('admin.shops.test', '/api/tenant/current');
    expect(ownHost.json()).toMatchObject({ slug: 'alpha' });
    const deeper = await get('x.bravo.shops.test', '/api/tenant/current');
    expect(deeper.json()).toMatchObject({ slug: 'alpha' });
  });

  describe('after a slug rename', () => {
    beforeAll(async () => {
      const res = await call(t.app, 'PUT', `/api/super-admin/tenants/${alpha.id}`, admin, {
        name: 'Alpha Store',
        slug: 'alpha-goods',
        status: 'active',
        subscriptionPlan: 'basic',
      });
      expect(res.statusCode).toBe(200);
    });

    it('redirects the old subdomain 301 to the new one, path and query kept', async () => {
      const res = await get('alpha.shops.test:5075', '/products/mug?ref=mail&x=1');
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('http://alpha-goods.shops.test:5075/products/mug?ref=mail&x=1');
      const fresh = await get('alpha-goods.shops.test', '/api/tenant/current');
      expect(fresh.json()).toMatchObject({ slug: 'alpha-goods' });
    });

    it('redirects /s/{old} pages on any host', async () => {
      const res = await get('localhost', '/s/ALPHA/checkout?step=2');
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/s/alpha-goods/checkout?step=2');
      expect((await get('localhost', '/s/bravo')).statusCode).not.toBe(301);
    });

    it('does not redirect API calls or writes', async () => {
      expect((await get('alpha.shops.test', '/api/tenant/current')).statusCode).toBe(404);
      const post = await t.app.inject({ method: 'POST', url: '/s/alpha', headers: { host: 'localhost' } });
      expect(post.statusCode).not.toBe(301);
    });

    it('reads a /s/ path that is no slug as no old address, not as an error', async () => {
      for (const url of ['/s/%3B%00%7C)%22/sitemap.xml', '/s/%E0%A4%A/', `/s/${'a'.repeat(150)}`]) {
        const res = await get('localhost', url);
        expect(res.statusCode, url).not.toBe(301);
        expect(res.statusCode, url).toBeLessThan(500);
      }
    });

    it('stops redirecting after 90 days, or once another store takes the old slug', async () => {
      await t.db.execute(sql`update store_slug_history set renamed_at = now() - interval '89 days'`);
      expect((await get('alpha.shops.test', '/')).statusCode).toBe(301);
      await t.db.execute(sql`update store_slug_history set renamed_at = now() - interval '91 days'`);
      expect((await get('alpha.shops.test', '/')).statusCode).not.toBe(301);
      expect((await get('localhost', '/s/alpha')).statusCode).not.toBe(301);

      await t.db.execute(sql`update store_slug_history set renamed_at = now()`);
      await createTenant(t.db, { slug: 'alpha', name: 'New Alpha' });
      const taken = await get('alpha.shops.test', '/api/tenant/current');
      expect(taken.json()).toMatchObject({ name: 'New Alpha' });
      expect((await get('alpha.shops.test', '/')).statusCode).not.toBe(301);
    });
  });
});

describe('GET /api/tls/allowed (the on-demand TLS ask)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ config: testConfig({ STORE_DOMAIN: 'shops.test' }) });
    await createTenant(t.db, { slug: 'demo', name: 'Demo' });
    await createTenant(t.db, { slug: 'shut', name: 'Shut', status: 'suspended' });
  });
  afterAll(() => t.close());

  const ask = (domain: string) =>
    t.app.inject({ method: 'GET', url: `/api/tls/allowed?domain=${encodeURIComponent(domain)}` });

  it("allows an open store's subdomain and nothing else", async () => {
    const ok = await ask('Demo.shops.test');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ domain: 'demo.shops.test' });
    for (const domain of [
      'shut.shops.test',
      'nobody.shops.test',
      'shops.test',
      'unknown.test',
      'demo.other.test',
    ]) {
      const res = await ask(domain);
      expect(res.statusCode, domain).toBe(404);
      expect(res.json().message).toMatch(/^No certificate for /);
    }
  });

  it('answers 400 with a message without a domain', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tls/allowed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/domain/i);
  });
});
