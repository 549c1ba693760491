import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantCtx } from '../../context.ts';
import { subscriptionPlans, tenants } from '../../db/schema/index.ts';
import {
  addOrder,
  addProducts,
  addUpload,
  createPlatformFixture,
  type PlatformFixture,
} from '../tenant-admin/platform.test-support.ts';
import { getPlanUsage, orderWarning } from './plan-usage.service.ts';

const MB = 1024 * 1024;

describe('plan usage from real data', () => {
  let t: PlatformFixture;
  beforeAll(async () => {
    t = await createPlatformFixture();
  });
  afterAll(() => t.close());

  it('counts products, this month’s orders and storage from real rows, per store', async () => {
    await addProducts(t.db, t.storeA.id, 3);
    await addProducts(t.db, t.storeB.id, 7);
    await addOrder(t.db, t.storeA.id, { totalMinor: 1000 });
    await addOrder(t.db, t.storeA.id, { totalMinor: 1000, createdAt: new Date(Date.UTC(2020, 0, 5)) });
    await addUpload(t.db, t.storeA.id, 3 * MB);
    await addUpload(t.db, t.storeA.id, MB / 2);

    const usage = await getPlanUsage(tenantCtx(t.ctx(), t.storeA.id));
    expect(usage).toEqual({
      products: 3,
      ordersThisMonth: 1,
      storageBytes: 3.5 * MB,
      storageMb: 3.5,
      limits: { maxProducts: 50, maxOrders: 500, maxStorage: 1024 },
      orderWarning: null,
    });
    expect((await getPlanUsage(tenantCtx(t.ctx(), t.storeB.id))).products).toBe(7);
  });

  it('reports an unlimited plan as null limits and warns near maxOrders', async () => {
    await t.db.update(tenants).set({ subscriptionPlan: 'enterprise' }).where(eq(tenants.id, t.storeB.id));
    expect((await getPlanUsage(tenantCtx(t.ctx(), t.storeB.id))).limits).toEqual({
      maxProducts: null,
      maxOrders: null,
      maxStorage: null,
    });
    await t.db.insert(subscriptionPlans).values({ name: 'Tiny', slug: 'tiny', limits: { maxOrders: 5 } });
    await t.db.update(tenants).set({ subscriptionPlan: 'tiny' }).where(eq(tenants.id, t.storeB.id));
    for (let i = 0; i < 4; i++) await addOrder(t.db, t.storeB.id, { totalMinor: 100 });
    expect((await getPlanUsage(tenantCtx(t.ctx(), t.storeB.id))).orderWarning).toBe(
      "Your store has taken 4 of its plan's 5 orders this month. Consider upgrading your plan.",
    );
  });

  it('warns the owner as monthly orders near maxOrders, never refusing them', () => {
    expect(orderWarning(399, 500)).toBeNull();
    expect(orderWarning(400, 500)).toBe(
      "Your store has taken 400 of its plan's 500 orders this month. Consider upgrading your plan.",
    );
    expect(orderWarning(500, 500)).toBe(
      "Your store has reached its plan's 500 orders this month. Orders are still accepted; upgrade your plan to keep within it.",
    );
    expect(orderWarning(10_000, null)).toBeNull();
  });
});
