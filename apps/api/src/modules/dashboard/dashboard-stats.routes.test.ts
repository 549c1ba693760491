// GET /api/admin/dashboard-stats: real figures for the range, the store's own for a member, the
// platform's (with Total Tenants) for a super admin; roles and validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, signInUsers, type TestApp } from '../../../test/app.ts';
import { products } from '../../db/schema/index.ts';
import { seedOrders } from '../orders/admin-orders.test-support.ts';

let t: TestApp;
let a: number;
let b: number;
let cookie: Record<string, string>;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  a = (await createTenant(t.db, { slug: 'dash-a', name: 'Dash A' })).id;
  b = (await createTenant(t.db, { slug: 'dash-b', name: 'Dash B' })).id;
  await seedOrders(t.db, a, [
    { customerName: 'Today', totalMinor: 2500, createdAt: new Date() },
    { customerName: 'Ten days', totalMinor: 1000, createdAt: daysAgo(10) },
    { customerName: 'Sixty days', totalMinor: 4000, createdAt: daysAgo(60) },
    { customerName: 'Pending', status: 'pending', totalMinor: 9900, createdAt: daysAgo(1) },
    { customerName: 'Half back', totalMinor: 2000, refundedMinor: 1000, createdAt: daysAgo(2) },
  ]);
  await seedOrders(t.db, b, [{ customerName: 'Other store', totalMinor: 7700, createdAt: new Date() }]);
  await t.db.insert(products).values([
    { tenantId: a, name: 'Live', priceMinor: 100, category: 'x' },
    { tenantId: a, name: 'Draft', priceMinor: 100, category: 'x', isDraft: true },
    { tenantId: b, name: 'B live', priceMinor: 100, category: 'x' },
  ] as never);
  cookie = await signInUsers(t, {
    a: { username: 'owner-a', password: 'owner-a-pass', memberOf: [a] },
    customer: { username: 'customer', password: 'customer-pass' },
    root: { username: 'root', password: 'root-password', superAdmin: true },
  });
});
afterAll(() => t.close());

const get = (url: string, who?: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookie[who]! } : {} });

describe('GET /api/admin/dashboard-stats', () => {
  it("gives a member their store's figures for 30 days by default", async () => {
    const res = await get('/api/admin/dashboard-stats', 'a');
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats).toMatchObject({
      range: '30d',
      scope: 'store',
      tenantId: a,
      totalTenants: null,
      totalOrders: 4,
      totalRevenue: '45.00',
      activeProducts: 1,
      pendingOrders: 1,
    });
    expect(stats.revenueByDay).toHaveLength(30);
    expect(stats.revenueByDay.at(-1)).toMatchObject({ revenue: '25.00', orders: 1 });
    expect(stats.recentActivity[0].description).toMatch(/^Order #\d+ from Today: £25\.00/);
    expect(stats.recentActivity[0].tenantName).toBeUndefined();
  });

  it('follows the range', async () => {
    expect((await get('/api/admin/dashboard-stats?range=7d', 'a')).json()).toMatchObject({
      totalOrders: 3,
      totalRevenue: '35.00',
    });
    const ninety = (await get('/api/admin/dashboard-stats?range=90d', 'a')).json();
    expect(ninety).toMatchObject({ totalOrders: 5, totalRevenue: '85.00' });
    expect(ninety.revenueByDay).toHaveLength(90);
    const bad = await get('/api/admin/dashboard-stats?range=1y', 'a');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Range must be 7d, 30d or 90d');
  });

  it('gives a super admin the platform with Total Tenants, or one named store', async () => {
    const platform = (await get('/api/admin/dashboard-stats', 'root')).json();
    expect(platform).toMatchObject({ scope: 'platform', totalTenants: 2, totalOrders: 5, activeProducts: 2 });
    expect(platform.recentActivity.some((r: { tenantName?: string }) => r.tenantName === 'Dash B')).toBe(
      true,
    );
    const one = (await get(`/api/admin/dashboard-stats?tenantId=${b}`, 'root')).json();
    expect(one).toMatchObject({ scope: 'store', totalOrders: 1, totalRevenue: '77.00' });
  });

  it('refuses anonymous, customers and other stores', async () => {
    expect((await get('/api/admin/dashboard-stats')).statusCode).toBe(401);
    expect((await get('/api/admin/dashboard-stats', 'customer')).statusCode).toBe(403);
    expect((await get(`/api/admin/dashboard-stats?tenantId=${b}`, 'a')).statusCode).toBe(403);
  });
});
