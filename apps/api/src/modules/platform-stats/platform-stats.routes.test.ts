import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billing } from '../../db/schema/index.ts';
import { call, createPlatformFixture, type PlatformFixture } from '../tenant-admin/platform.test-support.ts';

describe('GET /api/super-admin/stats', () => {
  let t: PlatformFixture;
  beforeAll(async () => {
    t = await createPlatformFixture();
  });
  afterAll(() => t.close());

  it('is super admin only', async () => {
    expect((await call(t.app, 'GET', '/api/super-admin/stats')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/super-admin/stats', t.ownerA)).statusCode).toBe(403);
  });

  it('counts stores, users and offered plans, and billing paid this calendar month', async () => {
    const now = new Date();
    const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 12));
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const period = (month: number) => ({
      billingPeriodStart: new Date(Date.UTC(2024, month, 1)),
      billingPeriodEnd: new Date(Date.UTC(2024, month + 1, 1)),
    });
    await t.db.insert(billing).values([
      { tenantId: t.storeA.id, amountMinor: 2999, status: 'paid', paidAt: thisMonth, ...period(0) },
      { tenantId: t.storeB.id, amountMinor: 7999, status: 'paid', paidAt: now, ...period(0) },
      { tenantId: t.storeA.id, amountMinor: 2999, status: 'paid', paidAt: lastMonth, ...period(1) },
      { tenantId: t.storeA.id, amountMinor: 5000, status: 'unpaid', ...period(2) },
    ]);
    const res = await call(t.app, 'GET', '/api/super-admin/stats', t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalStores: 2, monthlyRevenue: '109.98', totalUsers: 4, activePlans: 3 });
  });
});
