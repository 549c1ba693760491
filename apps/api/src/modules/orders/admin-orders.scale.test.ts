// The admin order list at scale (ADR 0021): a count that stops at ORDER_COUNT_CAP and says so, pages
// past the cap still served, and the export's keyset cursor that neither skips nor repeats an order
// when many share a timestamp or differ by microseconds only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, signInUsers, type TestApp } from '../../../test/app.ts';
import { orders } from '../../db/schema/index.ts';
import { listAdminOrderBatch, listAdminOrderPage, ORDER_COUNT_CAP } from './admin-orders.queries.ts';
import { seedOrders } from './admin-orders.test-support.ts';

let t: TestApp;
let big: number;
let ties: number;
let cookie: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  big = (await createTenant(t.db, { slug: 'big-shop', name: 'Big Shop' })).id;
  ties = (await createTenant(t.db, { slug: 'tie-shop', name: 'Tie Shop' })).id;
  // Five more than the cap, three of them the only "Zora"s.
  await seedOrders(
    t.db,
    big,
    Array.from({ length: ORDER_COUNT_CAP + 5 }, (_, i) => ({
      customerName: i < 3 ? `Zora Neale ${i}` : `Ada Lovelace ${i}`,
      status: i % 2 ? 'paid' : 'shipped',
    })),
  );
  // 25 orders: ten at one instant, ten a microsecond apart, five a millisecond apart.
  const rows = await seedOrders(
    t.db,
    ties,
    Array.from({ length: 25 }, (_, i) => ({ customerName: `Tie Buyer ${i}` })),
  );
  for (const [i, row] of rows.entries()) {
    const at =
      i < 10
        ? '2026-03-01 12:00:00.000000+00'
        : i < 20
          ? `2026-03-01 11:00:00.0000${String(i - 10).padStart(2, '0')}+00`
          : `2026-03-01 10:00:00.00${i - 20}000+00`;
    await t.db.execute(sql`update ${orders} set created_at = ${at}::timestamptz where id = ${row.id}`);
  }
  cookie = await signInUsers(t, {
    owner: { username: 'big-owner', password: 'big-owner-pass', memberOf: [big] },
    root: { username: 'scale-root', password: 'scale-root-pass', superAdmin: true },
  });
});
afterAll(() => t.close());

const get = (url: string, who: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: cookie[who]! } });

describe('GET /api/admin/orders past the count cap', () => {
  it('reports the cap as a lower bound once more orders match, and the exact count below it', async () => {
    const all = await get('/api/admin/orders', 'owner');
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe(String(ORDER_COUNT_CAP));
    expect(all.headers['x-total-count-capped']).toBe('true');
    const everyShop = await get('/api/admin/orders', 'root');
    expect(everyShop.headers['x-total-count-capped']).toBe('true');

    const few = await get('/api/admin/orders?search=zora', 'owner');
    expect(few.headers['x-total-count']).toBe('3');
    expect(few.headers['x-total-count-capped']).toBeUndefined();
    const half = await get('/api/admin/orders?status=shipped', 'owner');
    expect(half.headers['x-total-count']).toBe(String(Math.ceil((ORDER_COUNT_CAP + 5) / 2)));
    expect(half.headers['x-total-count-capped']).toBeUndefined();
  });

  it('still serves the pages past the cap, newest first to the oldest', async () => {
    const last = await get(`/api/admin/orders?offset=${ORDER_COUNT_CAP}&limit=10`, 'owner');
    const names = last.json().map((o: { customerName: string }) => o.customerName);
    expect(names).toEqual([
      'Ada Lovelace 4',
      'Ada Lovelace 3',
      'Zora Neale 2',
      'Zora Neale 1',
      'Zora Neale 0',
    ]);
    // A deep page of a short list: empty, with the exact count.
    const past = await get(`/api/admin/orders?search=zora&offset=${ORDER_COUNT_CAP}`, 'owner');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('3');
    // A page after the last match, counted from the one walk that found all three.
    const after = await get('/api/admin/orders?search=zora&offset=20', 'owner');
    expect(after.json()).toEqual([]);
    expect(after.headers['x-total-count']).toBe('3');
    // Past the cap the page comes from OFFSET in the database, and still knows it is "1,000+".
    const deep = await get(`/api/admin/orders?offset=${ORDER_COUNT_CAP + 1}&limit=10`, 'owner');
    expect(deep.json().map((o: { customerName: string }) => o.customerName)).toEqual(names.slice(1));
    expect(deep.headers['x-total-count-capped']).toBe('true');
    const beyond = await get(`/api/admin/orders?offset=${ORDER_COUNT_CAP * 2}`, 'owner');
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count-capped']).toBe('true');
  });

  it('matches a search in the name or the e-mail, never across the two', async () => {
    const page = await listAdminOrderPage(
      t.db,
      { tenantId: big },
      { search: 'NEALE 2', limit: 10, offset: 0 },
    );
    expect(page.rows.map((r) => r.customerName)).toEqual(['Zora Neale 2']);
    const email = await listAdminOrderPage(
      t.db,
      { tenantId: big },
      { search: 'neale.2@', limit: 10, offset: 0 },
    );
    expect(email.total).toBe(1);
    // The name ends "… 2" and the e-mail starts "zora": no order matches "2zora".
    const across = await listAdminOrderPage(
      t.db,
      { tenantId: big },
      { search: '2zora', limit: 10, offset: 0 },
    );
    expect(across.total).toBe(0);
  });
});

describe('the export cursor', () => {
  it('walks equal and microsecond-apart timestamps in small batches without a gap or a repeat', async () => {
    const { rows: everything } = await listAdminOrderPage(
      t.db,
      { tenantId: ties },
      { limit: 100, offset: 0 },
    );
    expect(everything).toHaveLength(25);
    const seen: number[] = [];
    let after: Parameters<typeof listAdminOrderBatch>[3];
    let batches = 0;
    do {
      const batch = await listAdminOrderBatch(t.db, { tenantId: ties }, {}, after, 3);
      seen.push(...batch.rows.map((r) => r.id));
      after = batch.next;
      batches++;
    } while (after && batches < 50);
    expect(seen).toEqual(everything.map((r) => r.id));
    expect(batches).toBe(9);
  });
});
