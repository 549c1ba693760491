// A store's API keys (ADR 0072): the owner's calls (list, create, revoke) and what a request made
// with a key may do: its store only, its scopes only, never platform or account routes; a revoked
// or expired key is 401; each key has its own request limit; writes are in the audit log as the key;
// the key never appears in a later answer or in the log.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, createSecondInstance, ownersStaffAndAdmin, testConfig } from '../../../test/app.ts';
import { createLoggedApp } from '../../../test/logged-app.test-support.ts';
import { useTwoStores } from '../../../test/two-stores.ts';
import { apiKeys, auditLog, orders, products } from '../../db/schema/index.ts';

const stores = useTwoStores('keys', { users: ({ a, b }) => ownersStaffAndAdmin(a, b) });
const { call } = stores;
let orderA: number;
let orderB: number;
let productA: number;
let productB: number;

beforeAll(async () => {
  const { t, a, b } = stores;
  const made = async (tenantId: number, name: string) =>
    (
      await t.db
        .insert(orders)
        .values({ tenantId, customerName: name, customerEmail: `${name}@example.com`, totalMinor: 1000 })
        .returning()
    )[0]!.id;
  orderA = await made(a, 'buyer-a');
  orderB = await made(b, 'buyer-b');
  const product = async (tenantId: number, name: string) =>
    (await t.db.insert(products).values({ tenantId, name, priceMinor: 1000 }).returning())[0]!.id;
  productA = await product(a, 'Tee A');
  productB = await product(b, 'Tee B');
});

/** Creates a key as the owner of store A (or `who`); the whole answer. */
async function createKey(body: object, who: keyof typeof stores.cookie = 'ownerA', query = '') {
  return call('POST', `/api/admin/api-keys${query}`, who, body);
}

async function newKey(
  scopes: string[],
  name = 'Warehouse',
): Promise<{ id: number; key: string; prefix: string }> {
  const res = await createKey({ name, scopes });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function withKey(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  key: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}` },
    ...(payload ? { payload } : {}),
  });
}

describe('the owner manages keys', () => {
  it('creates a key: the whole key once, then only its prefix in the list', async () => {
    const res = await createKey({ name: '  Warehouse sync ', scopes: ['orders:read', 'products:write'] });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.key).toMatch(/^sf_live_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'Warehouse sync',
      scopes: ['orders:read', 'products:write'],
      prefix: created.key.slice(0, 12),
      createdBy: 'owner-a',
      expiresAt: null,
      revokedAt: null,
      lastUsedAt: null,
    });
    const list = await call('GET', '/api/admin/api-keys', 'ownerA');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    expect(list.body).not.toContain(created.key.slice(12));
    expect(list.json().keys.find((k: { id: number }) => k.id === created.id)).not.toHaveProperty('key');
    // Only the hash is stored.
    const [row] = await stores.t.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.key);
  });

  it('answers bad input with readable 400s', async () => {
    const unknown = await createKey({ name: 'X', scopes: ['orders:read', 'team:write'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Unknown scope "team:write"');
    const empty = await createKey({ name: '   ', scopes: ['orders:read'] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Give the key a name');
    const none = await createKey({ name: 'X', scopes: [] });
    expect(none.json().message).toContain('Choose at least one scope');
    const past = await createKey({ name: 'X', scopes: ['orders:read'], expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain('The expiry must be in the future');
  });

  it('is for owners only: staff with every permission and admins are refused, a super admin names the store', async () => {
    for (const who of ['staff', 'adminRole'] as const) {
      expect((await call('GET', '/api/admin/api-keys', who)).statusCode).toBe(403);
      const res = await createKey({ name: 'X', scopes: ['orders:read'] }, who);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only the store owner can manage API keys');
    }
    expect((await call('GET', '/api/admin/api-keys')).statusCode).toBe(401);
    const bySuper = await createKey(
      { name: 'For B', scopes: ['orders:read'] },
      'admin',
      `?tenantId=${stores.b}`,
    );
    expect(bySuper.statusCode).toBe(201);
    const listB = await call('GET', `/api/admin/api-keys?tenantId=${stores.b}`, 'admin');
    expect(listB.json().keys.map((k: { name: string }) => k.name)).toEqual(['For B']);
    const listOfA = await call('GET', '/api/admin/api-keys', 'ownerA');
    expect(listOfA.json().keys.map((k: { name: string }) => k.name)).not.toContain('For B');
    // Another store's owner can neither list nor revoke A's keys.
    expect((await call('GET', `/api/admin/api-keys?tenantId=${stores.a}`, 'ownerB')).statusCode).toBe(403);
    const keyOfB = bySuper.json().id;
    expect((await call('DELETE', `/api/admin/api-keys/${keyOfB}`, 'ownerA')).statusCode).toBe(404);
  });
});

describe('a request with a key', () => {
  it('reads orders with orders:read, is refused a product write naming the scope, and platform routes', async () => {
    const { key } = await newKey(['orders:read']);
    const list = await withKey(stores.t.app, 'GET', '/api/admin/orders', key);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((o: { id: number }) => o.id)).toEqual([orderA]);
    const write = await withKey(stores.t.app, 'PATCH', `/api/admin/products/${productA}/draft`, key, {
      isDraft: true,
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('This API key needs the scope products:write for this call');
    const read = await withKey(stores.t.app, 'GET', '/api/admin/products', key);
    expect(read.json().message).toBe('This API key needs the scope products:read for this call');
    // Owners-only areas and the key calls themselves.
    for (const url of [
      '/api/admin/team',
      '/api/admin/audit-log',
      '/api/admin/api-keys',
      '/api/tenant/payment-settings',
    ]) {
      expect((await withKey(stores.t.app, 'GET', url, key)).statusCode, url).toBe(403);
    }
    // Account and session routes.
    for (const [method, url] of [
      ['POST', '/api/account/change-password'],
      ['GET', '/api/user'],
      ['POST', '/api/logout'],
    ] as const) {
      const me = await withKey(stores.t.app, method, url, key, method === 'POST' ? {} : undefined);
      expect(me.statusCode, url).toBe(403);
      expect(me.json().message).toContain('API keys cannot be used on account or session routes');
    }
  });

  it('is refused every super admin route', async () => {
    const { key } = await newKey([
      'orders:read',
      'orders:write',
      'products:read',
      'products:write',
      'settings:write',
    ]);
    const spec = stores.t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { 'x-access'?: string }>>;
    };
    let checked = 0;
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (op['x-access'] !== 'superAdmin') continue;
        const url = path.replace(/\{[^}]+\}/g, '1');
        const res = await withKey(
          stores.t.app,
          method.toUpperCase() as 'GET',
          url,
          key,
          method === 'get' ? undefined : {},
        );
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().message).toBe('API keys cannot be used on platform administration routes');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it("acts on the key's store only", async () => {
    const { key } = await newKey(['orders:read', 'products:write']);
    expect((await withKey(stores.t.app, 'GET', `/api/admin/orders/${orderB}/timeline`, key)).statusCode).toBe(
      404,
    );
    expect((await withKey(stores.t.app, 'GET', `/api/admin/orders/${orderA}/timeline`, key)).statusCode).toBe(
      200,
    );
    expect(
      (await withKey(stores.t.app, 'GET', `/api/admin/orders?tenantId=${stores.b}`, key)).statusCode,
    ).toBe(403);
    const other = await withKey(stores.t.app, 'PATCH', `/api/admin/products/${productB}/draft`, key, {
      isDraft: true,
    });
    expect(other.statusCode).toBe(404);
    const [untouched] = await stores.t.db.select().from(products).where(eq(products.id, productB));
    expect(untouched!.isDraft).toBe(false);
  });

  it('records its writes in the audit log as the key, and notes its last use', async () => {
    const { id, key, prefix } = await newKey(['products:write'], 'Catalogue sync');
    const res = await withKey(stores.t.app, 'PATCH', `/api/admin/products/${productA}/draft`, key, {
      isDraft: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = await stores.t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      tenantId: stores.a,
      actorName: `api key "Catalogue sync" (${prefix})`,
      entityType: 'product',
    });
    const [row] = await stores.t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.lastUsedAt).not.toBeNull();
    expect(row!.lastUsedIp).toBe('127.0.0.1');
  });

  it('is 401 when unknown, revoked or expired', async () => {
    const unknown = await withKey(stores.t.app, 'GET', '/api/admin/orders', 'sf_live_notakeyatall');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toContain('Invalid API key');
    const { id, key } = await newKey(['orders:read']);
    expect((await withKey(stores.t.app, 'GET', '/api/admin/orders', key)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/api-keys/${id}`, 'ownerA')).statusCode).toBe(204);
    const revoked = await withKey(stores.t.app, 'GET', '/api/admin/orders', key);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe('Invalid API key: this key was revoked');
    const listed = await call('GET', '/api/admin/api-keys', 'ownerA');
    expect(listed.json().keys.find((k: { id: number }) => k.id === id).revokedAt).not.toBeNull();
    const soon = await createKey({
      name: 'Soon',
      scopes: ['orders:read'],
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    const expiring = soon.json();
    await stores.t.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expiring.id));
    const expired = await withKey(stores.t.app, 'GET', '/api/admin/orders', expiring.key);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Invalid API key: this key has expired');
  });

  it('has its own request limit', async () => {
    const limited = await createSecondInstance(stores.t, testConfig({ API_KEY_RATE_LIMIT: '3' }));
    try {
      const first = await newKey(['orders:read'], 'Busy');
      const second = await newKey(['orders:read'], 'Quiet');
      for (let i = 0; i < 3; i += 1) {
        expect((await withKey(limited, 'GET', '/api/admin/orders', first.key)).statusCode).toBe(200);
      }
      const over = await withKey(limited, 'GET', '/api/admin/orders', first.key);
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeDefined();
      expect(over.json().message).toContain(`Too many requests with API key ${first.prefix}`);
      expect((await withKey(limited, 'GET', '/api/admin/orders', second.key)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('never writes the key to the log', async () => {
    const { app: logged, lines } = await createLoggedApp(stores.t);
    try {
      const { key } = await newKey(['orders:read']);
      await withKey(logged, 'GET', '/api/admin/orders', key);
      await withKey(logged, 'GET', `/api/admin/orders?key=${key}`, key);
      await withKey(logged, 'GET', `/api/admin/orders/${key}/timeline`, key);
      await withKey(logged, 'GET', '/api/admin/team', key);
      const created = await callApi(logged, 'POST', '/api/admin/api-keys', stores.cookie.ownerA, {
        name: 'Logged',
        scopes: ['orders:read'],
      });
      expect(created.statusCode).toBe(201);
      expect(lines.length).toBeGreaterThan(3);
      const text = lines.join('\n');
      expect(text).not.toContain(key);
      expect(text).not.toContain(key.slice(12));
      expect(text).not.toContain(created.json().key.slice(12));
    } finally {
      await logged.close();
    }
  });
});
