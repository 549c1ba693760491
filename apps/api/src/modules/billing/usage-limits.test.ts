// A plan's orders-per-month limit (ADR 0087): a store over it keeps selling; its owner is told once
// a month by the hourly sweep and sees a banner (GET /api/billing/payment-method, orderLimit) that
// offers the next plan up. Store B, within its limit, is never told.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPlans } from '../../db/schema/index.ts';
import {
  addOrder,
  call,
  createPlatformFixture,
  type PlatformFixture,
} from '../tenant-admin/platform.test-support.ts';
import { giveEmail, mailTo } from './platform-billing.test-support.ts';
import { notifyOrderLimits } from './usage-limits.service.ts';

describe('orders over the plan’s monthly limit', () => {
  let t: PlatformFixture;
  beforeAll(async () => {
    t = await createPlatformFixture();
    await t.db
      .update(subscriptionPlans)
      .set({ limits: { maxProducts: 50, maxOrders: 2, maxStorage: 1024 } })
      .where(eq(subscriptionPlans.slug, 'basic'));
    await giveEmail(t.db, 'owner-a', 'owner-a@alpha.test');
    await giveEmail(t.db, 'owner-b', 'owner-b@bravo.test');
  });
  afterAll(() => t.close());

  const account = async (cookie: string) =>
    (await call(t.app, 'GET', '/api/billing/payment-method', cookie)).json();

  it('says nothing while the store is within its limit', async () => {
    await addOrder(t.db, t.storeA.id, { totalMinor: 1000 });
    expect((await account(t.ownerA)).orderLimit).toBeNull();
    expect(await notifyOrderLimits(t.ctx(), new Date())).toBe(0);
  });

  it('shows the banner and e-mails the owner once a month, offering the next plan up', async () => {
    await addOrder(t.db, t.storeA.id, { totalMinor: 1000 });
    await addOrder(t.db, t.storeA.id, { totalMinor: 1000 });
    expect((await account(t.ownerA)).orderLimit).toMatchObject({
      ordersThisMonth: 3,
      maxOrders: 2,
      planName: 'Basic',
      nextPlan: { name: 'Pro' },
    });
    const now = new Date();
    expect(await notifyOrderLimits(t.ctx(), now)).toBe(1);
    expect(await notifyOrderLimits(t.ctx(), new Date(now.getTime() + 3_600_000))).toBe(0);
    const subjects = await mailTo(t.db, 'owner-a@alpha.test');
    expect(subjects).toEqual(['Alpha Store has taken more orders this month than its plan includes']);
    expect(await mailTo(t.db, 'owner-b@bravo.test')).toEqual([]);
    expect((await account(t.ownerB)).orderLimit).toBeNull();
  });
});
