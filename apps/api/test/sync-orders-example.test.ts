// examples/sync-orders.mjs against a running server (docs/api.md, ADR 0076): the owner makes an
// API key with the typed client (@storefleet/client), the script lists the store's new orders with
// it and marks them shipped; another store's orders stay as they were. The typed client is used
// here as any program would use it, so a change to the API that breaks it fails this test.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStorefleetClient, type StorefleetClient } from '@storefleet/client';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ordersOf,
  type Shop,
  sandboxCheckout,
  seedShop,
  useCheckoutTestApp,
} from '../src/modules/checkout/checkout.test-support.ts';
import { createUser, loginCookie } from './app.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const t = useCheckoutTestApp();
let a: Shop;
let b: Shop;
let baseUrl: string;
let owner: StorefleetClient;

/** Runs the example as a person would, with only the environment it documents. */
function runExample(env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'examples/sync-orders.mjs')], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

async function paidOrder(shop: Shop, email: string): Promise<number> {
  const checkout = await sandboxCheckout(t.app, shop.tenant.id, [{ id: shop.tee.id, quantity: 1 }], email);
  return (await checkout.confirm()).json().orderId;
}

beforeAll(async () => {
  a = await seedShop(t.db, 'sync-a');
  b = await seedShop(t.db, 'sync-b');
  await createUser(t.db, { username: 'owner-a', password: 'owner-password', memberOf: [a.tenant.id] });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
  owner = createStorefleetClient({
    baseUrl,
    headers: { cookie: await loginCookie(t.app, 'owner-a', 'owner-password') },
  });
  await paidOrder(a, 'first@example.com');
  await paidOrder(a, 'second@example.com');
  await paidOrder(b, 'other-store@example.com');
});

describe('examples/sync-orders.mjs', () => {
  it('ships the store’s new orders with an API key, and only that store’s', async () => {
    const made = await owner.POST('/api/admin/api-keys', {
      body: { name: 'Warehouse sync', scopes: ['orders:read', 'orders:write'] },
    });
    expect(made.response.status, JSON.stringify(made.error)).toBe(201);
    const key = made.data!.key;
    expect(key).toMatch(/^sf_live_/);

    const env = { STOREFLEET_URL: baseUrl, STOREFLEET_API_KEY: key, STOREFLEET_NOTIFY: 'false' };
    const first = await runExample(env);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toContain('2 new orders');
    expect((await ordersOf(t.db, a.tenant.id)).map((order) => order.status)).toEqual(['shipped', 'shipped']);
    expect((await ordersOf(t.db, b.tenant.id)).map((order) => order.status)).toEqual(['paid']);

    // The same key through the typed client reads what the script did: two parcels, tracking from it.
    const keyClient = createStorefleetClient({ baseUrl, apiKey: key });
    const shipped = await keyClient.GET('/api/admin/orders', { params: { query: { status: 'shipped' } } });
    expect(shipped.response.status).toBe(200);
    expect(shipped.data!.map((order) => order.customerEmail).sort()).toEqual([
      'first@example.com',
      'second@example.com',
    ]);
    const timeline = await keyClient.GET('/api/admin/orders/{id}/timeline', {
      params: { path: { id: shipped.data![0]!.id } },
    });
    expect(timeline.data!.fulfilments.map((parcel) => parcel.trackingNumber)).toEqual([
      `WH-${shipped.data![0]!.orderNumber}`,
    ]);

    // Run again: nothing new.
    const again = await runExample(env);
    expect(again.code).toBe(0);
    expect(again.out).toContain('0 new orders');
  });

  it('says what is wrong with a revoked key, and exits non-zero', async () => {
    const made = await owner.POST('/api/admin/api-keys', { body: { name: 'Old', scopes: ['orders:read'] } });
    const revoked = await owner.DELETE('/api/admin/api-keys/{id}', {
      params: { path: { id: made.data!.id } },
    });
    expect(revoked.response.status).toBe(204);
    const run = await runExample({ STOREFLEET_URL: baseUrl, STOREFLEET_API_KEY: made.data!.key });
    expect(run.code).toBe(1);
    expect(run.err).toContain('Invalid API key: this key was revoked');
  });
});
