// The store admin's domains, the operator's list, the TLS ask, the redirects to a primary domain and
// the recurring check (ADR 0070), against a local DNS server (dns-server.test-support.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  callApi,
  createSecondInstance,
  createTenant,
  createTestApp,
  signInUsers,
  staffMember,
  type TestApp,
  testConfig,
  testCtx,
} from '../../../test/app.ts';
import { buildApp } from '../../app.ts';
import { storeDomains, tenants } from '../../db/schema/index.ts';
import { startTestDnsServer, type TestDnsServer } from './dns-server.test-support.ts';
import { verifyDueDomains } from './domain-verification.service.ts';

const SHELL =
  '<!doctype html><html><head><title>Storefleet</title></head><body><div id="root"></div></body></html>';

let dns: TestDnsServer;
let t: TestApp;
let pages: FastifyInstance;
let a: number;
let b: number;
let closed: number;
let cookie: Record<'admin' | 'ownerA' | 'ownerB' | 'settingsStaff' | 'productsStaff' | 'customer', string>;
const distDir = mkdtempSync(path.join(tmpdir(), 'storefleet-domains-'));

beforeAll(async () => {
  dns = await startTestDnsServer();
  writeFileSync(path.join(distDir, 'index.html'), SHELL);
  const config = testConfig({
    DNS_RESOLVER: dns.address,
    PUBLIC_URL: 'http://platform.test',
    STORE_DOMAIN: 'stores.test',
    WEB_DIST_DIR: distDir,
  });
  t = await createTestApp({ config });
  a = (await createTenant(t.db, { slug: 'dom-a', name: 'Store A' })).id;
  b = (await createTenant(t.db, { slug: 'dom-b', name: 'Store B' })).id;
  closed = (await createTenant(t.db, { slug: 'dom-closed', name: 'Closed', status: 'suspended' })).id;
  cookie = await signInUsers(t, {
    admin: { username: 'root', password: 'root-password', superAdmin: true },
    ownerA: { username: 'owner-a', password: 'owner-a-pass', memberOf: [a] },
    ownerB: { username: 'owner-b', password: 'owner-b-pass', memberOf: [b] },
    settingsStaff: staffMember('staff-s', a, ['settings']),
    productsStaff: staffMember('staff-p', a, ['products']),
    customer: { username: 'shopper', password: 'shopper-pass' },
  });
  pages = await buildApp({ config, database: t.database, logger: false });
  await pages.ready();
});
afterAll(async () => {
  await pages?.close();
  await t?.close();
  await dns?.close();
  rmSync(distDir, { recursive: true, force: true });
});

type Who = keyof typeof cookie;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Who, payload?: object) =>
  callApi(t.app, method, url, who && cookie[who], payload);

type Domain = {
  id: number;
  host: string;
  state: string;
  isPrimary: boolean;
  failureReason: string | null;
  routingProblem: string | null;
  records: { type: string; name: string; value: string }[];
};

async function add(host: string, who: Who = 'ownerA'): Promise<Domain> {
  const response = await call('POST', '/api/admin/domains', who, { host });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const txtOf = (domain: Domain) => domain.records.find((r) => r.type === 'TXT')!.value;

async function publishAndVerify(domain: Domain, who: Who = 'ownerA'): Promise<Domain> {
  dns.records.set(`_storefleet.${domain.host}`, { TXT: [txtOf(domain)] });
  const response = await call('POST', `/api/admin/domains/${domain.id}/verify`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const ask = (domain: string) =>
  t.app.inject({ method: 'GET', url: `/api/tls/allowed?domain=${encodeURIComponent(domain)}` });

describe('adding a domain', () => {
  it('is pending, with the TXT token and the CNAME to the store subdomain to create', async () => {
    const domain = await add('Shop.A.test');
    expect(domain).toMatchObject({
      host: 'shop.a.test',
      state: 'pending',
      isPrimary: false,
      failureReason: null,
    });
    expect(domain.records).toEqual([
      expect.objectContaining({
        type: 'TXT',
        name: '_storefleet.shop.a.test',
        value: expect.stringMatching(/^storefleet-verify=[0-9a-f]{32}$/),
      }),
      expect.objectContaining({ type: 'CNAME', name: 'shop.a.test', value: 'dom-a.stores.test' }),
    ]);
    const list = await call('GET', '/api/admin/domains', 'ownerA');
    expect(list.json().map((d: Domain) => d.host)).toEqual(['shop.a.test']);
  });

  it.each([
    ['https://shop.example.com', 'without http:// or https://'],
    ['shop.example.com/path', 'without a path'],
    ['shop.example.com:8443', 'without a port'],
    ['203.0.113.7', 'An IP address cannot be a store domain'],
    ['localhost', 'Enter a full domain'],
    ['shop_underscore.example.com', 'is not a valid domain'],
    ['', 'Domain is required'],
  ])('refuses %j with a readable 400', async (host, message) => {
    const response = await call('POST', '/api/admin/domains', 'ownerA', { host });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it.each(['platform.test', 'stores.test', 'dom-b.stores.test', 'anything.platform.test'])(
    "refuses the platform's own name %s",
    async (host) => {
      const response = await call('POST', '/api/admin/domains', 'ownerA', { host });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        `${host} is one of the platform's own addresses and cannot be a store domain`,
      );
    },
  );

  it('refuses a host the store already added', async () => {
    const response = await call('POST', '/api/admin/domains', 'ownerA', { host: 'shop.a.test' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You have already added shop.a.test');
  });
});

describe('checking a domain', () => {
  it('fails with the reason when no TXT record exists, then when it does not match, then verifies', async () => {
    const domain = await add('check.a.test');
    let response = await call('POST', `/api/admin/domains/${domain.id}/verify`, 'ownerA');
    expect(response.json()).toMatchObject({
      state: 'failed',
      failureReason: 'No TXT record _storefleet.check.a.test found',
    });
    dns.records.set('_storefleet.check.a.test', { TXT: ['storefleet-verify=wrong'] });
    response = await call('POST', `/api/admin/domains/${domain.id}/verify`, 'ownerA');
    expect(response.json().state).toBe('failed');
    expect(response.json().failureReason).toContain('TXT record _storefleet.check.a.test does not match');
    const verified = await publishAndVerify(domain);
    expect(verified).toMatchObject({ state: 'verified', failureReason: null });
    expect(verified.routingProblem).toContain('Create the CNAME record check.a.test → dom-a.stores.test');
    dns.records.set('check.a.test', { CNAME: 'dom-a.stores.test' });
    response = await call('POST', `/api/admin/domains/${domain.id}/verify`, 'ownerA');
    expect(response.json()).toMatchObject({ state: 'verified', routingProblem: null });
  });

  it('the recurring job verifies a due domain and backs off after a miss', async () => {
    const later = await add('job.a.test');
    const missing = await add('job-missing.a.test');
    dns.records.set('_storefleet.job.a.test', { TXT: [txtOf(later)] });
    const before = Date.now();
    const counts = await verifyDueDomains(testCtx(t));
    expect(counts.verified).toBeGreaterThanOrEqual(1);
    const rows = await t.db.select().from(storeDomains).where(eq(storeDomains.tenantId, a));
    expect(rows.find((row) => row.id === later.id)?.state).toBe('verified');
    const missed = rows.find((row) => row.id === missing.id)!;
    expect(missed.state).toBe('failed');
    expect(missed.checkAttempts).toBe(1);
    expect(missed.nextCheckAt!.getTime()).toBeGreaterThanOrEqual(before + 59_000);
    // Not due again yet: the next run leaves it alone.
    await verifyDueDomains(testCtx(t));
    const [again] = await t.db.select().from(storeDomains).where(eq(storeDomains.id, missing.id));
    expect(again!.checkAttempts).toBe(1);
  });
});

describe('one store per host', () => {
  it('a verified host is refused to another store', async () => {
    const response = await call('POST', '/api/admin/domains', 'ownerB', { host: 'check.a.test' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('check.a.test is already in use by another store');
  });

  it('an unverified claim goes to the first store that publishes its own TXT record', async () => {
    const claimA = await add('contested.test');
    let response = await call('POST', '/api/admin/domains', 'ownerB', { host: 'contested.test' });
    expect(response.statusCode).toBe(409);
    const message: string = response.json().message;
    expect(message).toContain('was added by another store but is not verified');
    const tokenB = /value (storefleet-verify=[0-9a-f]{32})/.exec(message)![1]!;
    expect(tokenB).not.toBe(txtOf(claimA));
    dns.records.set('_storefleet.contested.test', { TXT: [tokenB] });
    response = await call('POST', '/api/admin/domains', 'ownerB', { host: 'contested.test' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ host: 'contested.test', state: 'verified' });
    const listA = await call('GET', '/api/admin/domains', 'ownerA');
    expect(listA.json().map((d: Domain) => d.host)).not.toContain('contested.test');
  });
});

describe('the primary domain', () => {
  it('only a verified domain can be primary; a new primary replaces the old', async () => {
    const pending = await add('pending-primary.a.test');
    let response = await call('PUT', `/api/admin/domains/${pending.id}`, 'ownerA', { primary: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Only a verified domain can be the primary one: verify pending-primary.a.test first',
    );
    const first = await publishAndVerify(await add('www.a.test'));
    const second = await publishAndVerify(await add('shop2.a.test'));
    response = await call('PUT', `/api/admin/domains/${first.id}`, 'ownerA', { primary: true });
    expect(response.json()).toMatchObject({ isPrimary: true });
    response = await call('PUT', `/api/admin/domains/${second.id}`, 'ownerA', { primary: true });
    expect(response.statusCode).toBe(200);
    const list: Domain[] = (await call('GET', '/api/admin/domains', 'ownerA')).json();
    expect(list.filter((d) => d.isPrimary).map((d) => d.host)).toEqual(['shop2.a.test']);
    expect(list[0]!.host).toBe('shop2.a.test');
    response = await call('PUT', `/api/admin/domains/${first.id}`, 'ownerA', { primary: false });
    expect(response.statusCode).toBe(400);
  });

  it('store pages on /s/{slug} and on the other domains move to the primary, path and query kept', async () => {
    const get = (url: string, host: string) => pages.inject({ method: 'GET', url, headers: { host } });
    let response = await get('/s/dom-a/terms-conditions?ref=mail&x=1', 'platform.test');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('https://shop2.a.test/terms-conditions?ref=mail&x=1');
    response = await get('/s/dom-a', 'platform.test');
    expect(response.headers.location).toBe('https://shop2.a.test/');
    response = await get('/checkout?step=2', 'www.a.test');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('https://shop2.a.test/checkout?step=2');
    response = await get('/', 'dom-a.stores.test');
    expect(response.headers.location).toBe('https://shop2.a.test/');
    // The primary itself, the platform host's own pages and the API stay.
    expect((await get('/', 'shop2.a.test')).statusCode).toBe(200);
    expect((await get('/', 'platform.test')).statusCode).not.toBe(301);
    expect((await get('/s/dom-b', 'platform.test')).statusCode).toBe(200);
    response = await get('/api/tenant/current', 'www.a.test');
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(a);
  });
});

describe('host resolution and the TLS ask', () => {
  it('a verified domain shows its store; a pending one does not', async () => {
    const current = (host: string) =>
      t.app.inject({ method: 'GET', url: '/api/tenant/current', headers: { host } });
    expect((await current('check.a.test')).json().id).toBe(a);
    expect((await current('contested.test')).json().id).toBe(b);
    await add('pending.b.test', 'ownerB');
    expect((await current('pending.b.test')).json().id).not.toBe(b);
  });

  it('answers 200 for verified domains and subdomains of open stores, 404 for everything else', async () => {
    expect((await ask('check.a.test')).statusCode).toBe(200);
    expect((await ask('CHECK.A.TEST')).json()).toEqual({ allowed: true, domain: 'check.a.test' });
    expect((await ask('dom-a.stores.test')).statusCode).toBe(200);
    for (const refused of [
      'pending-primary.a.test',
      'unknown.example.com',
      'dom-closed.stores.test',
      'nobody.stores.test',
      'deep.dom-a.stores.test',
      'stores.test',
      'platform.test',
      'localhost',
      '127.0.0.1',
    ]) {
      expect((await ask(refused)).statusCode, refused).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/tls/allowed' })).statusCode).toBe(400);
  });

  it("refuses a suspended store's verified domain", async () => {
    const [row] = await t.db
      .insert(storeDomains)
      .values({ tenantId: closed, host: 'closed-shop.test', verificationToken: 'x', state: 'verified' })
      .returning();
    expect(row).toBeDefined();
    expect((await ask('closed-shop.test')).statusCode).toBe(404);
    // Asked while its store is open, so the answer is kept; the suspension's notification drops
    // it at once, not after the 10 s the answers are kept.
    await t.db
      .insert(storeDomains)
      .values({ tenantId: b, host: 'soon-closed.test', verificationToken: 'y', state: 'verified' });
    expect((await ask('soon-closed.test')).statusCode).toBe(200);
    await t.db.update(tenants).set({ status: 'suspended' }).where(eq(tenants.id, b));
    try {
      await t.app.storefrontCache.sync();
      expect((await ask('soon-closed.test')).statusCode).toBe(404);
    } finally {
      await t.db.update(tenants).set({ status: 'active' }).where(eq(tenants.id, b));
      await t.db.delete(storeDomains).where(eq(storeDomains.host, 'soon-closed.test'));
    }
  });

  it('a verified domain reached over HTTPS through the proxy becomes active', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/tenant/current',
      headers: { host: 'check.a.test', 'x-forwarded-proto': 'https' },
    });
    // The domain is marked after the answer is sent (an onResponse hook), so the inject may resolve
    // first: wait for the mark rather than race it.
    await vi.waitFor(
      async () => {
        const list: Domain[] = (await call('GET', '/api/admin/domains', 'ownerA')).json();
        expect(list.find((d) => d.host === 'check.a.test')?.state).toBe('active');
        expect(list.find((d) => d.host === 'www.a.test')?.state).toBe('verified');
      },
      { timeout: 5000, interval: 20 },
    );
  });
});

describe('who may call', () => {
  it('staff with the settings permission may; staff with another permission, customers and visitors may not', async () => {
    expect((await call('GET', '/api/admin/domains', 'settingsStaff')).statusCode).toBe(200);
    const added = await call('POST', '/api/admin/domains', 'settingsStaff', { host: 'staff.a.test' });
    expect(added.statusCode).toBe(201);
    expect((await call('GET', '/api/admin/domains', 'productsStaff')).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/domains', 'productsStaff', { host: 'p.a.test' })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/admin/domains/${added.json().id}`, 'productsStaff')).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/admin/domains', 'customer')).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/domains')).statusCode).toBe(401);
  });

  it("keeps each store's domains to itself; a super admin names the store", async () => {
    const listA: Domain[] = (await call('GET', '/api/admin/domains', 'ownerA')).json();
    const listB: Domain[] = (await call('GET', '/api/admin/domains', 'ownerB')).json();
    expect(listB.map((d) => d.host)).toEqual(['contested.test', 'pending.b.test']);
    const idOfA = listA[0]!.id;
    expect((await call('DELETE', `/api/admin/domains/${idOfA}`, 'ownerB')).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/domains/${idOfA}/verify`, 'ownerB')).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/domains/${idOfA}`, 'ownerB', { primary: true })).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/admin/domains?tenantId=${a}`, 'ownerB')).statusCode).toBe(403);
    const asAdmin = await call('GET', `/api/admin/domains?tenantId=${a}`, 'admin');
    expect(asAdmin.json().map((d: Domain) => d.host)).toEqual(listA.map((d) => d.host));
  });

  it("the operator lists every store's domains; store owners may not", async () => {
    const response = await call('GET', '/api/super-admin/domains', 'admin');
    expect(response.statusCode).toBe(200);
    const rows: { host: string; storeSlug: string; state: string }[] = response.json();
    expect(rows).toContainEqual(
      expect.objectContaining({ host: 'contested.test', storeSlug: 'dom-b', state: 'verified' }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ host: 'check.a.test', storeSlug: 'dom-a', state: 'active' }),
    );
    expect((await call('GET', '/api/super-admin/domains', 'ownerA')).statusCode).toBe(403);
  });
});

describe('several instances', () => {
  it('another instance follows a verified domain at once: its look-ups drop with its store-front cache', async () => {
    const second = await createSecondInstance(t, t.config);
    try {
      const on = (host: string, url: string) => second.inject({ method: 'GET', url, headers: { host } });
      const domain = await add('multi.b.test', 'ownerB');
      expect((await on('x', '/api/tls/allowed?domain=multi.b.test')).statusCode).toBe(404);
      expect((await on('multi.b.test', '/api/tenant/current')).json().id).not.toBe(b);
      await publishAndVerify(domain, 'ownerB');
      await second.storefrontCache.sync();
      expect((await on('x', '/api/tls/allowed?domain=multi.b.test')).statusCode).toBe(200);
      expect((await on('multi.b.test', '/api/tenant/current')).json().id).toBe(b);
    } finally {
      await second.close();
    }
  });
});

describe('removing a domain', () => {
  it('frees the host: it no longer shows the store nor gets a certificate', async () => {
    const list: Domain[] = (await call('GET', '/api/admin/domains', 'ownerA')).json();
    const target = list.find((d) => d.host === 'check.a.test')!;
    expect((await call('DELETE', `/api/admin/domains/${target.id}`, 'ownerA')).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/domains/${target.id}`, 'ownerA')).statusCode).toBe(404);
    expect((await ask('check.a.test')).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/domains', 'ownerB', { host: 'check.a.test' })).statusCode).toBe(
      201,
    );
  });
});
