// GET /api/admin/analytics/sales and /products, their CSV downloads, and the operator's
// /api/super-admin/stats/sales: figures from the rollups, the comparison period, roles and the
// `analytics` permission, store isolation, and readable 400s for bad dates.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  createTenant,
  createTestApp,
  createUser,
  loginCookie,
  signInStoreTeam,
  type TestApp,
  testCtx,
} from '../../../test/app.ts';
import { tenantCtx } from '../../context.ts';
import { userTenants } from '../../db/schema/index.ts';
import { addProduct, writeOrder, writeRefund } from './analytics.test-support.ts';
import { foldSalesEvents } from './analytics-rollups.service.ts';
import { rebuildWholeHistory } from './analytics-time-zone.service.ts';

let t: TestApp;
let a: number;
let b: number;
let who: Awaited<ReturnType<typeof signInStoreTeam>>;
const staff: Record<string, string> = {};
const get = (url: string, cookie?: string) => callApi(t.app, 'GET', url, cookie);
const at = (iso: string) => new Date(iso);

async function staffMember(username: string, permissions: string[]) {
  const user = await createUser(t.db, { username, password: `${username}-pass`, memberOf: [a] });
  await t.db
    .update(userTenants)
    .set({ role: 'staff', permissions })
    .where(and(eq(userTenants.userId, user.id), eq(userTenants.tenantId, a)));
  staff[username] = await loginCookie(t.app, username, `${username}-pass`);
}

beforeAll(async () => {
  t = await createTestApp();
  a = (await createTenant(t.db, { slug: 'reports-a', name: 'Reports A', currency: 'GBP' })).id;
  b = (
    await createTenant(t.db, {
      slug: 'reports-b',
      name: 'Reports B',
      currency: 'EUR',
      timeZone: 'Europe/Paris',
    })
  ).id;
  who = await signInStoreTeam(t, a, b);
  await staffMember('analyst', ['analytics']);
  await staffMember('packer', ['orders']);
  const tee = await addProduct(t.db, a, 'Tee', 'Clothing');
  const mug = await addProduct(t.db, a, 'Mug', 'Kitchen');
  const line = (p: typeof tee, quantity: number, priceMinor: number) => ({
    productId: p.id,
    name: p.name,
    quantity,
    priceMinor,
  });
  // Store A, June 2025 (London, BST): two orders on the 10th (one with SUMMER), one on the 12th by a
  // returning customer, one unpaid (never counted); a refund of one tee on the 12th. The week
  // before (3rd): one order, the comparison period's.
  const first = await writeOrder(t.db, a, {
    email: 'ann@example.com',
    createdAt: at('2025-06-10T09:00:00Z'),
    lines: [line(tee, 2, 1500), line(mug, 1, 800)],
    paid: true,
  });
  await writeOrder(t.db, a, {
    email: 'bob@example.com',
    createdAt: at('2025-06-10T22:30:00Z'),
    lines: [line(mug, 3, 800)],
    discountMinor: 400,
    discountCode: 'summer',
    paid: true,
  });
  await writeOrder(t.db, a, {
    email: 'ANN@example.com',
    createdAt: at('2025-06-12T08:00:00Z'),
    lines: [line(tee, 1, 1500)],
    paid: true,
  });
  await writeOrder(t.db, a, {
    email: 'cat@example.com',
    createdAt: at('2025-06-12T09:00:00Z'),
    lines: [line(tee, 9, 1500)],
    paid: false,
  });
  await writeRefund(t.db, a, {
    orderId: first.order.id,
    itemId: first.items[0]!.id,
    quantity: 1,
    amountMinor: 1500,
    at: at('2025-06-12T10:00:00Z'),
  });
  await writeOrder(t.db, a, {
    email: 'dan@example.com',
    createdAt: at('2025-06-03T12:00:00Z'),
    lines: [line(tee, 1, 2000)],
    paid: true,
  });
  // Store B: a big order on the same days, which store A never sees.
  await writeOrder(t.db, b, {
    email: 'eve@example.com',
    createdAt: at('2025-06-10T12:00:00Z'),
    lines: [{ productId: null, name: 'Bike', quantity: 1, priceMinor: 99900 }],
    paid: true,
  });
  await foldSalesEvents(testCtx(t));
});
afterAll(() => t.close());

const JUNE = 'from=2025-06-08&to=2025-06-14';

describe('GET /api/admin/analytics/sales', () => {
  it("gives the owner the store's figures for the range, each day in the series", async () => {
    const res = await get(`/api/admin/analytics/sales?${JUNE}`, who.ownerA);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      currency: 'GBP',
      timeZone: 'Europe/London',
      from: '2025-06-08',
      to: '2025-06-14',
      interval: 'day',
      previous: null,
      totals: {
        orders: 3,
        grossSales: '77.00',
        discounts: '4.00',
        refunds: '15.00',
        netSales: '58.00',
        units: 7,
        refundCount: 1,
        averageOrderValue: '24.33',
        newCustomerOrders: 2,
        returningCustomerOrders: 1,
        returningCustomerRate: 0.3333,
      },
    });
    expect(body.series).toHaveLength(7);
    // 22:30 UTC on the 10th is 23:30 in London: still the 10th.
    expect(body.series.find((p: { date: string }) => p.date === '2025-06-10')).toMatchObject({
      orders: 2,
      netSales: '58.00',
    });
    expect(body.series.find((p: { date: string }) => p.date === '2025-06-12')).toMatchObject({
      orders: 1,
      netSales: '0.00',
      refunds: '15.00',
    });
  });

  it('compares with the period just before, of the same length', async () => {
    const body = (await get(`/api/admin/analytics/sales?${JUNE}&compare=previous`, who.ownerA)).json();
    expect(body.previous).toMatchObject({
      from: '2025-06-01',
      to: '2025-06-07',
      totals: { orders: 1, netSales: '20.00', averageOrderValue: '20.00' },
    });
    expect(body.previous.series).toHaveLength(7);
    expect(body.previous.series[2]).toMatchObject({ date: '2025-06-03', orders: 1 });
  });

  it('groups by week (from Monday) and by month', async () => {
    const weeks = (
      await get('/api/admin/analytics/sales?from=2025-06-01&to=2025-06-14&interval=week', who.ownerA)
    ).json();
    expect(weeks.series.map((p: { date: string; orders: number }) => [p.date, p.orders])).toEqual([
      ['2025-05-26', 0],
      ['2025-06-02', 1],
      ['2025-06-09', 3],
    ]);
    const months = (
      await get('/api/admin/analytics/sales?from=2025-05-01&to=2025-06-30&interval=month', who.ownerA)
    ).json();
    expect(months.series.map((p: { date: string; netSales: string }) => [p.date, p.netSales])).toEqual([
      ['2025-05-01', '0.00'],
      ['2025-06-01', '78.00'],
    ]);
  });

  it('defaults to the last 30 days to today in the store’s time zone', async () => {
    const body = (await get('/api/admin/analytics/sales', who.ownerA)).json();
    expect(body.series).toHaveLength(30);
    expect(body.totals.orders).toBe(0);
  });

  it('refuses bad dates and options with a readable 400', async () => {
    const cases: [string, RegExp][] = [
      ['from=2025-13-01&to=2025-06-14', /From is not a day of the calendar/],
      ['from=yesterday', /From must be a date \(YYYY-MM-DD\)/],
      ['from=2025-06-14&to=2025-06-01', /From must be on or before To/],
      ['from=2020-01-01&to=2025-01-01', /at most 732 days/],
      [`${JUNE}&interval=year`, /Interval must be day, week or month/],
      [`${JUNE}&compare=last-year`, /Compare must be previous or none/],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/admin/analytics/sales?${query}`, who.ownerA);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
    const limit = await get(`/api/admin/analytics/products?${JUNE}&limit=0`, who.ownerA);
    expect(limit.statusCode).toBe(400);
    expect(limit.json().message).toMatch(/Limit must be a whole number from 1 to 100/);
  });

  it('needs the analytics permission: owners, admins, super admins and staff given it', async () => {
    expect((await get(`/api/admin/analytics/sales?${JUNE}`)).statusCode).toBe(401);
    expect((await get(`/api/admin/analytics/sales?${JUNE}`, who.customer)).statusCode).toBe(403);
    const packer = await get(`/api/admin/analytics/sales?${JUNE}`, staff.packer);
    expect(packer.statusCode).toBe(403);
    expect(packer.json().message).toBe('Your role in this store does not include analytics');
    expect((await get(`/api/admin/analytics/sales?${JUNE}`, staff.analyst)).json().totals.orders).toBe(3);
    expect((await get(`/api/admin/analytics/products.csv?${JUNE}`, staff.packer)).statusCode).toBe(403);
  });

  it('keeps each store to its own figures; a super admin names the store', async () => {
    expect((await get(`/api/admin/analytics/sales?${JUNE}&tenantId=${b}`, who.ownerA)).statusCode).toBe(403);
    expect((await get(`/api/admin/analytics/products?${JUNE}&tenantId=${b}`, who.ownerA)).statusCode).toBe(
      403,
    );
    const mine = (await get(`/api/admin/analytics/sales?${JUNE}`, who.ownerB)).json();
    expect(mine).toMatchObject({
      currency: 'EUR',
      timeZone: 'Europe/Paris',
      totals: { orders: 1, netSales: '999.00' },
    });
    const root = (await get(`/api/admin/analytics/sales?${JUNE}&tenantId=${a}`, who.admin)).json();
    expect(root.totals.orders).toBe(3);
  });
});

describe('GET /api/admin/analytics/products', () => {
  it('lists top products and categories by net sales or units, and the discount codes used', async () => {
    const body = (await get(`/api/admin/analytics/products?${JUNE}`, who.ownerA)).json();
    expect(body.products).toEqual(
      [
        { productId: expect.any(Number), name: 'Mug', units: 4, netSales: '28.00' },
        { productId: expect.any(Number), name: 'Tee', units: 3, netSales: '30.00' },
      ].sort((x, y) => Number(y.netSales) - Number(x.netSales)),
    );
    expect(body.categories).toEqual([
      { category: 'Clothing', units: 3, netSales: '30.00' },
      { category: 'Kitchen', units: 4, netSales: '28.00' },
    ]);
    expect(body.discountCodes).toEqual([{ code: 'SUMMER', orders: 1, discounts: '4.00' }]);
    const byUnits = (
      await get(`/api/admin/analytics/products?${JUNE}&sort=units&limit=1`, who.ownerA)
    ).json();
    expect(byUnits.products.map((p: { name: string }) => p.name)).toEqual(['Mug']);
  });
});

describe('the CSV downloads', () => {
  it('give each report as a dated CSV naming the currency', async () => {
    const sales = await get(`/api/admin/analytics/sales.csv?${JUNE}`, who.ownerA);
    expect(sales.statusCode).toBe(200);
    expect(sales.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(sales.headers['content-disposition']).toMatch(
      /^attachment; filename="sales-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = sales.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'date,currency,orders,gross_sales,refunds,net_sales,average_order_value,returning_customer_rate',
    );
    expect(lines).toHaveLength(8);
    expect(lines).toContain('2025-06-10,GBP,2,62.00,0.00,58.00,29.00,0');
    const products = (await get(`/api/admin/analytics/products.csv?${JUNE}`, who.ownerA)).body;
    expect(products).toBe('product,currency,units,net_sales\r\nTee,GBP,3,30.00\r\nMug,GBP,4,28.00\r\n');
    const categories = (await get(`/api/admin/analytics/categories.csv?${JUNE}`, who.ownerA)).body;
    expect(categories.split('\r\n')[1]).toBe('Clothing,GBP,3,30.00');
    const discounts = (await get(`/api/admin/analytics/discounts.csv?${JUNE}`, who.ownerA)).body;
    expect(discounts).toBe('code,currency,orders,discounts\r\nSUMMER,GBP,1,4.00\r\n');
    const bad = await get('/api/admin/analytics/sales.csv?from=2025-02-30', who.ownerA);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/From is not a day of the calendar/);
  });
});

describe('GET /api/super-admin/stats/sales', () => {
  it('gives the operator GMV per currency, orders, active and top stores, new stores per month', async () => {
    expect((await get('/api/super-admin/stats/sales')).statusCode).toBe(401);
    expect((await get('/api/super-admin/stats/sales', who.ownerA)).statusCode).toBe(403);
    const res = await get(`/api/super-admin/stats/sales?${JUNE}`, who.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      from: '2025-06-08',
      to: '2025-06-14',
      gmv: [
        { currency: 'EUR', amount: '999.00' },
        { currency: 'GBP', amount: '58.00' },
      ],
      orders: 4,
      activeStores: 2,
    });
    expect(body.topStores.map((s: { name: string; netSales: string }) => [s.name, s.netSales])).toEqual([
      ['Reports B', '999.00'],
      ['Reports A', '58.00'],
    ]);
    expect(body.newStoresByMonth).toHaveLength(12);
    expect(body.newStoresByMonth.at(-1).stores).toBeGreaterThanOrEqual(2);
    const bad = await get('/api/super-admin/stats/sales?from=2025-06-14&to=2025-06-01', who.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/From must be on or before To/);
  });
});

describe('GET and PUT /api/admin/store-time-zone', () => {
  const put = (body: unknown, cookie?: string, query = '') =>
    callApi(t.app, 'PUT', `/api/admin/store-time-zone${query}`, cookie, body);

  it('reads and changes the zone the reports count days in, then rebuilds them by a job', async () => {
    expect((await get('/api/admin/store-time-zone', who.ownerA)).json()).toEqual({
      timeZone: 'Europe/London',
    });
    // 22:30 UTC on 10 June is 10 June in London; in Tokyo it is already the 11th.
    const saved = await put({ timeZone: 'Asia/Tokyo' }, who.ownerA);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ timeZone: 'Asia/Tokyo' });
    expect((await jobRows())[0]).toMatchObject({ payload: { tenantId: a } });
    await rebuildWholeHistory(tenantCtx(testCtx(t), a));
    const body = (await get(`/api/admin/analytics/sales?${JUNE}`, who.ownerA)).json();
    expect(body.timeZone).toBe('Asia/Tokyo');
    expect(body.series.find((p: { date: string }) => p.date === '2025-06-11')).toMatchObject({ orders: 1 });
    expect(body.totals.orders).toBe(3);
    await put({ timeZone: 'Europe/London' }, who.ownerA);
    await rebuildWholeHistory(tenantCtx(testCtx(t), a));
  });

  it('refuses an unknown zone in words, and needs the settings permission for its own store', async () => {
    const bad = await put({ timeZone: 'Mars/Olympus_Mons' }, who.ownerA);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Time zone must be a name from the IANA list, such as Europe/London');
    const empty = await put({ timeZone: '' }, who.ownerA);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Time zone is required/);
    expect((await put({ timeZone: 'UTC' })).statusCode).toBe(401);
    expect((await put({ timeZone: 'UTC' }, staff.analyst)).statusCode).toBe(403);
    expect((await put({ timeZone: 'UTC' }, who.ownerA, `?tenantId=${b}`)).statusCode).toBe(403);
    expect((await get(`/api/admin/store-time-zone?tenantId=${b}`, who.ownerA)).statusCode).toBe(403);
    expect((await get(`/api/admin/store-time-zone?tenantId=${b}`, who.admin)).json()).toEqual({
      timeZone: 'Europe/Paris',
    });
  });
});

async function jobRows() {
  const result = (await t.db.execute(
    sql`select name, payload from jobs where name = 'analytics.rebuild' order by id desc limit 1`,
  )) as unknown as { rows: { name: string; payload: { tenantId: number } }[] };
  return result.rows;
}
