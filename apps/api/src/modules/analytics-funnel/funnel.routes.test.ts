// POST /api/events (the store front's funnel beacon) and GET /api/admin/analytics/funnel (+ .csv),
// ADR 0083: counted per store and day only; DNT, GPC and bots not counted; the store is the
// address's, never the body's; rate-limited; the owner's view with its orders; roles; isolation.
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, signInUsers, type TestApp, testConfig } from '../../../test/app.ts';
import { funnelDays, tenants } from '../../db/schema/index.ts';
import { seedOrders } from '../orders/admin-orders.test-support.ts';
import { addDays, funnelDay } from './funnel-day.ts';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** RATE_LIMIT_MULTIPLIER 0.02 × 300: six events per address per window here. */
const LIMIT = 6;

let t: TestApp;
let a: number;
let b: number;
let closed: number;
let cookie: Record<string, string>;
let address = 0;
/** Each test sends from an address of its own, so the rate limit counts only its own requests. */
const nextAddress = () => `203.0.113.${++address}`;

beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ RATE_LIMIT_MULTIPLIER: '0.02' }) });
  // Stores on UTC days here; the store's own time zone has its tests at the end.
  a = (await createTenant(t.db, { slug: 'funnel-a', name: 'Funnel A', timeZone: 'UTC' })).id;
  b = (await createTenant(t.db, { slug: 'funnel-b', name: 'Funnel B', timeZone: 'UTC' })).id;
  closed = (await createTenant(t.db, { slug: 'funnel-closed', name: 'Closed', status: 'suspended' })).id;
  cookie = await signInUsers(t, {
    a: { username: 'funnel-owner-a', password: 'owner-a-pass', memberOf: [a] },
    staff: {
      username: 'funnel-staff-a',
      password: 'staff-a-pass',
      memberOf: [a],
      staffPermissions: ['orders'],
    },
    customer: { username: 'funnel-customer', password: 'customer-pass' },
  });
});
afterAll(() => t.close());

function beacon(
  body: unknown,
  options: {
    tenantId?: number | string;
    headers?: Record<string, string>;
    from?: string;
    raw?: string;
    type?: string;
  } = {},
) {
  const query = options.tenantId === undefined ? '' : `?tenantId=${options.tenantId}`;
  const request: InjectOptions = {
    method: 'POST',
    url: `/api/events${query}`,
    remoteAddress: options.from ?? nextAddress(),
    headers: {
      'user-agent': BROWSER,
      'content-type': options.type ?? 'application/json',
      ...options.headers,
    },
    payload: options.raw ?? JSON.stringify(body),
  };
  return t.app.inject(request);
}

async function countsOf(tenantId: number) {
  const [row] = await t.db.select().from(funnelDays).where(eq(funnelDays.tenantId, tenantId));
  return row ?? { sessions: 0, productViews: 0, addToCart: 0, checkoutsStarted: 0 };
}

const get = (url: string, who?: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookie[who]! } : {} });

describe('POST /api/events', () => {
  it('counts each step for the store the address names, today, and answers 204', async () => {
    const before = await countsOf(a);
    for (const type of ['session', 'product_view', 'product_view', 'add_to_cart', 'checkout_started']) {
      const res = await beacon({ type }, { tenantId: a });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
    const after = await countsOf(a);
    expect(after).toMatchObject({
      tenantId: a,
      day: funnelDay(new Date(), 'UTC'),
      sessions: before.sessions + 1,
      productViews: before.productViews + 2,
      addToCart: before.addToCart + 1,
      checkoutsStarted: before.checkoutsStarted + 1,
    });
  });

  it('reads the text/plain body navigator.sendBeacon sends', async () => {
    const before = await countsOf(a);
    const res = await beacon(null, {
      tenantId: a,
      raw: '{"type":"session"}',
      type: 'text/plain;charset=UTF-8',
    });
    expect(res.statusCode).toBe(204);
    expect((await countsOf(a)).sessions).toBe(before.sessions + 1);
  });

  it('keeps nothing of the shopper: one row per store and day, counters only', async () => {
    const columns = Object.keys((await t.db.select().from(funnelDays).limit(1))[0] ?? {});
    expect(columns.sort()).toEqual(
      ['addToCart', 'checkoutsStarted', 'day', 'productViews', 'sessions', 'tenantId'].sort(),
    );
    const res = await beacon({ type: 'session' }, { tenantId: a });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('counts nothing with Do-Not-Track or Global Privacy Control, and still answers 204', async () => {
    const before = await countsOf(a);
    const optedOut: Record<string, string>[] = [
      { dnt: '1' },
      { 'sec-gpc': '1' },
      { dnt: '1', 'sec-gpc': '1' },
    ];
    for (const headers of optedOut) {
      expect((await beacon({ type: 'session' }, { tenantId: a, headers })).statusCode).toBe(204);
    }
    expect(await countsOf(a)).toEqual(before);
    // DNT: 0 is no request not to be tracked.
    expect((await beacon({ type: 'session' }, { tenantId: a, headers: { dnt: '0' } })).statusCode).toBe(204);
    expect((await countsOf(a)).sessions).toBe(before.sessions + 1);
  });

  it('counts nothing from a bot or a caller without a user agent', async () => {
    const before = await countsOf(a);
    for (const ua of [GOOGLEBOT, 'curl/8.5.0', 'python-requests/2.32.3', 'HeadlessChrome/120.0', '']) {
      const res = await beacon({ type: 'product_view' }, { tenantId: a, headers: { 'user-agent': ua } });
      expect(res.statusCode).toBe(204);
    }
    expect(await countsOf(a)).toEqual(before);
  });

  it('takes the store from the address only: a store in the body is refused, others are untouched', async () => {
    const beforeA = await countsOf(a);
    const beforeB = await countsOf(b);
    const res = await beacon({ type: 'session', tenantId: b }, { tenantId: a });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is missing or invalid');
    expect(res.json().issues[0].message).toBe('Only the event type may be sent');
    expect((await beacon({ type: 'session' }, { tenantId: b })).statusCode).toBe(204);
    expect(await countsOf(a)).toEqual(beforeA);
    expect((await countsOf(b)).sessions).toBe(beforeB.sessions + 1);
  });

  it('answers 404 for a store that does not exist or is closed, and counts nothing', async () => {
    for (const tenantId of [closed, 999_999]) {
      const res = await beacon({ type: 'session' }, { tenantId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/\w/);
    }
    expect((await countsOf(closed)).sessions).toBe(0);
  });

  it('refuses a cross-origin beacon (the cross-origin guard)', async () => {
    const before = await countsOf(a);
    const res = await beacon(
      { type: 'session' },
      { tenantId: a, headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(res.statusCode).toBe(403);
    expect(await countsOf(a)).toEqual(before);
  });

  it('answers bad bodies with a readable 400', async () => {
    const cases: Array<[Parameters<typeof beacon>, RegExp]> = [
      [[{ type: 'purchase' }, { tenantId: a }], /^Type must be one of session, product_view/],
      [[{}, { tenantId: a }], /Type must be one of/],
      [[['session'], { tenantId: a }], /The request body is missing or invalid/],
      [[null, { tenantId: a, raw: 'not json', type: 'text/plain' }], /The event must be JSON/],
      [[null, { tenantId: a, raw: '{"type":', type: 'application/json' }], /JSON/i],
      [[{ type: 'session' }, { tenantId: 'abc' }], /Tenant id/],
      [[{ type: 'x'.repeat(2000) }, { tenantId: a }], /large|Type must be/i],
    ];
    for (const [args, message] of cases) {
      const res = await beacon(...args);
      expect([400, 413], JSON.stringify(args[0])).toContain(res.statusCode);
      expect(res.json().message).toMatch(message);
    }
  });

  it('limits the beacons from one address (429 with Retry-After)', async () => {
    const from = nextAddress();
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await beacon({ type: 'session' }, { tenantId: b, from })).statusCode).toBe(204);
    }
    const over = await beacon({ type: 'session' }, { tenantId: b, from });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
    expect(over.json().message).toMatch(/^Too many store front events from your address/);
    // Another address is not held back.
    expect((await beacon({ type: 'session' }, { tenantId: b })).statusCode).toBe(204);
  });
});

describe('GET /api/admin/analytics/funnel', () => {
  let c: number;
  const today = funnelDay(new Date(), 'UTC');
  const yesterday = addDays(today, -1);
  beforeAll(async () => {
    c = (await createTenant(t.db, { slug: 'funnel-c', name: 'Funnel C', timeZone: 'UTC' })).id;
    await t.db.insert(funnelDays).values([
      { tenantId: c, day: today, sessions: 40, productViews: 30, addToCart: 10, checkoutsStarted: 5 },
      { tenantId: c, day: yesterday, sessions: 60, productViews: 50, addToCart: 20, checkoutsStarted: 8 },
      {
        tenantId: c,
        day: addDays(today, -40),
        sessions: 1000,
        productViews: 900,
        addToCart: 90,
        checkoutsStarted: 9,
      },
    ]);
    await seedOrders(t.db, c, [
      { customerName: 'Today one', createdAt: new Date() },
      { customerName: 'Today two', createdAt: new Date() },
      { customerName: 'Yesterday', createdAt: new Date(`${yesterday}T12:00:00Z`) },
      { customerName: 'Long ago', createdAt: new Date(`${addDays(today, -40)}T12:00:00Z`) },
    ]);
    await seedOrders(t.db, a, [{ customerName: 'Other store', createdAt: new Date() }]);
    await t.db.update(tenants).set({ name: 'Funnel C' }).where(eq(tenants.id, c));
    Object.assign(
      cookie,
      await signInUsers(t, { c: { username: 'funnel-owner-c', password: 'owner-c-pass', memberOf: [c] } }),
    );
  });

  it("gives the owner the last 30 days by default, with the day's orders and orders per session", async () => {
    const res = await get('/api/admin/analytics/funnel', 'c');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: addDays(today, -29),
      to: today,
      sessions: 100,
      productViews: 80,
      addToCart: 30,
      checkoutsStarted: 13,
      orders: 3,
      conversionRate: 0.03,
    });
  });

  it('follows from and to (both included)', async () => {
    const res = await get(`/api/admin/analytics/funnel?from=${yesterday}&to=${yesterday}`, 'c');
    expect(res.json()).toMatchObject({ sessions: 60, orders: 1, conversionRate: 0.0167 });
    const wide = await get(`/api/admin/analytics/funnel?from=${addDays(today, -89)}`, 'c');
    expect(wide.json()).toMatchObject({ from: addDays(today, -89), sessions: 1100, orders: 4 });
  });

  it('gives a CSV a row a day and the total', async () => {
    const res = await get(`/api/admin/analytics/funnel.csv?from=${yesterday}&to=${today}`, 'c');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="funnel-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.trim().split('\r\n')).toEqual([
      'Date,Sessions,Product views,Added to cart,Checkouts started,Orders,Conversion rate',
      `${yesterday},60,50,20,8,1,0.0167`,
      `${today},40,30,10,5,2,0.05`,
      'Total,100,80,30,13,3,0.03',
    ]);
  });

  it('answers a store without events with zeros and a 0 rate', async () => {
    const res = await get('/api/admin/analytics/funnel?from=2020-01-01&to=2020-01-31', 'c');
    expect(res.json()).toMatchObject({ sessions: 0, orders: 0, conversionRate: 0 });
  });

  it('refuses bad spans with readable messages', async () => {
    const cases: Array<[string, string]> = [
      ['from=2026-13-01', 'From must be a real date'],
      ['from=yesterday', 'From must be a date (YYYY-MM-DD)'],
      ['from=2026-02-10&to=2026-02-01', 'From must not be after To'],
      ['from=2020-01-01&to=2026-01-01', 'Ask for at most 366 days'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/admin/analytics/funnel?${query}`, 'c');
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("keeps each store's funnel its own, and refuses anonymous callers, customers and other stores", async () => {
    const own = (await get(`/api/admin/analytics/funnel?from=${addDays(today, -29)}`, 'a')).json();
    expect(own.sessions).not.toBe(100);
    expect(own.orders).toBe(1);
    expect((await get('/api/admin/analytics/funnel')).statusCode).toBe(401);
    expect((await get('/api/admin/analytics/funnel.csv')).statusCode).toBe(401);
    expect((await get('/api/admin/analytics/funnel', 'customer')).statusCode).toBe(403);
    expect((await get(`/api/admin/analytics/funnel?tenantId=${c}`, 'a')).statusCode).toBe(403);
    expect((await get(`/api/admin/analytics/funnel.csv?tenantId=${c}`, 'a')).statusCode).toBe(403);
  });

  it('needs the analytics permission: staff whose role lacks it are refused', async () => {
    expect((await get('/api/admin/analytics/funnel', 'staff')).statusCode).toBe(403);
    expect((await get('/api/admin/analytics/funnel.csv', 'staff')).statusCode).toBe(403);
  });
});

describe("the funnel's days are the store's own (its time zone, as the sales reports count)", () => {
  it('picks the local day of an instant, around midnight and across both DST changes', () => {
    const day = (iso: string, zone: string) => funnelDay(new Date(iso), zone);
    // New York, spring forward on 10 March 2024: a 23-hour day.
    expect(day('2024-03-10T04:59:00Z', 'America/New_York')).toBe('2024-03-09');
    expect(day('2024-03-10T05:00:00Z', 'America/New_York')).toBe('2024-03-10');
    expect(day('2024-03-11T03:59:00Z', 'America/New_York')).toBe('2024-03-10');
    expect(day('2024-03-11T04:00:00Z', 'America/New_York')).toBe('2024-03-11');
    // London, fall back on 27 October 2024: a 25-hour day.
    expect(day('2024-10-26T22:59:00Z', 'Europe/London')).toBe('2024-10-26');
    expect(day('2024-10-26T23:00:00Z', 'Europe/London')).toBe('2024-10-27');
    expect(day('2024-10-27T23:59:00Z', 'Europe/London')).toBe('2024-10-27');
    expect(day('2024-10-28T00:00:00Z', 'Europe/London')).toBe('2024-10-28');
    expect(addDays('2024-03-10', 1)).toBe('2024-03-11');
    expect(addDays('2024-10-27', -1)).toBe('2024-10-26');
  });

  it("counts a beacon into the store's local day: 25 hours apart, two stores never share one", async () => {
    const east = (await createTenant(t.db, { slug: 'funnel-east', timeZone: 'Pacific/Kiritimati' })).id;
    const west = (await createTenant(t.db, { slug: 'funnel-west', timeZone: 'Pacific/Pago_Pago' })).id;
    const now = new Date();
    expect((await beacon({ type: 'session' }, { tenantId: east })).statusCode).toBe(204);
    expect((await beacon({ type: 'session' }, { tenantId: west })).statusCode).toBe(204);
    const eastRow = await countsOf(east);
    const westRow = await countsOf(west);
    // A beacon sent as the local day turned could land on either side: accept the day just after.
    expect([funnelDay(now, 'Pacific/Kiritimati'), funnelDay(new Date(), 'Pacific/Kiritimati')]).toContain(
      (eastRow as { day: string }).day,
    );
    expect([funnelDay(now, 'Pacific/Pago_Pago'), funnelDay(new Date(), 'Pacific/Pago_Pago')]).toContain(
      (westRow as { day: string }).day,
    );
    expect((eastRow as { day: string }).day).not.toBe((westRow as { day: string }).day);
  });

  it("counts orders on the store's days, around midnight and across a 23- and a 25-hour day", async () => {
    const ny = (await createTenant(t.db, { slug: 'funnel-ny', timeZone: 'America/New_York' })).id;
    const london = (await createTenant(t.db, { slug: 'funnel-london', timeZone: 'Europe/London' })).id;
    await t.db.insert(funnelDays).values([
      { tenantId: ny, day: '2024-03-10', sessions: 10, productViews: 0, addToCart: 0, checkoutsStarted: 0 },
      {
        tenantId: london,
        day: '2024-10-27',
        sessions: 10,
        productViews: 0,
        addToCart: 0,
        checkoutsStarted: 0,
      },
    ]);
    const at = (iso: string) => ({ customerName: `At ${iso}`, createdAt: new Date(iso) });
    await seedOrders(t.db, ny, [
      at('2024-03-10T04:59:00Z'), // 9 March, 23:59 EST
      at('2024-03-10T05:00:00Z'), // 10 March, 00:00 EST
      at('2024-03-11T03:59:00Z'), // 10 March, 23:59 EDT (the day had 23 hours)
      at('2024-03-11T04:00:00Z'), // 11 March, 00:00 EDT
    ]);
    await seedOrders(t.db, london, [
      at('2024-10-26T22:59:00Z'), // 26 October, 23:59 BST
      at('2024-10-26T23:00:00Z'), // 27 October, 00:00 BST
      at('2024-10-27T23:59:00Z'), // 27 October, 23:59 GMT (the day had 25 hours)
      at('2024-10-28T00:00:00Z'), // 28 October, 00:00 GMT
    ]);
    Object.assign(
      cookie,
      await signInUsers(t, {
        ny: { username: 'funnel-owner-ny', password: 'owner-ny-pass', memberOf: [ny] },
        london: { username: 'funnel-owner-london', password: 'owner-london-pass', memberOf: [london] },
      }),
    );
    const csv = async (who: string, from: string, to: string) =>
      (await get(`/api/admin/analytics/funnel.csv?from=${from}&to=${to}`, who)).body.trim().split('\r\n');
    expect(await csv('ny', '2024-03-09', '2024-03-11')).toEqual([
      'Date,Sessions,Product views,Added to cart,Checkouts started,Orders,Conversion rate',
      '2024-03-09,0,0,0,0,1,0',
      '2024-03-10,10,0,0,0,2,0.2',
      '2024-03-11,0,0,0,0,1,0',
      'Total,10,0,0,0,4,0.4',
    ]);
    expect(await csv('london', '2024-10-26', '2024-10-28')).toEqual([
      'Date,Sessions,Product views,Added to cart,Checkouts started,Orders,Conversion rate',
      '2024-10-26,0,0,0,0,1,0',
      '2024-10-27,10,0,0,0,2,0.2',
      '2024-10-28,0,0,0,0,1,0',
      'Total,10,0,0,0,4,0.4',
    ]);
    // One day only: its first and last minutes, nothing of the days either side.
    expect(
      (await get('/api/admin/analytics/funnel?from=2024-10-27&to=2024-10-27', 'london')).json(),
    ).toMatchObject({ sessions: 10, orders: 2 });
  });
});
