import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, type TestApp, testCtx } from '../../../test/app.ts';
import { subscriptionPlans } from '../../db/schema/index.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { getTenantPlanLimits, limitOf } from './plan-limits.service.ts';

describe('plan limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.insert(subscriptionPlans).values([
      { name: 'Basic', slug: 'basic', limits: { maxProducts: 2, maxOrders: 10 } },
      { name: 'Enterprise', slug: 'enterprise', limits: {} },
    ]);
    await createTenant(t.db, { slug: 'a', subscriptionPlan: 'basic' });
    await createTenant(t.db, { slug: 'b', subscriptionPlan: 'Enterprise' });
    await createTenant(t.db, { slug: 'c', subscriptionPlan: 'gone' });
  });
  afterAll(() => t.close());
  const ctx = () => testCtx(t);

  it('finds the plan by slug or name, ignoring case', async () => {
    expect(await getTenantPlanLimits({ ...ctx(), tenantId: 1 })).toEqual({
      planName: 'Basic',
      limits: { maxProducts: 2, maxOrders: 10 },
    });
    expect(await getTenantPlanLimits({ ...ctx(), tenantId: 2 })).toEqual({
      planName: 'Enterprise',
      limits: {},
    });
  });

  it('treats a missing plan as unlimited and an unknown store as not found', async () => {
    expect(await getTenantPlanLimits({ ...ctx(), tenantId: 3 })).toEqual({ planName: null, limits: {} });
    await expect(getTenantPlanLimits({ ...ctx(), tenantId: 99 })).rejects.toThrow(NotFoundError);
  });

  it('reads a limit as a number or null for unlimited', () => {
    expect(limitOf({ maxProducts: 5 }, 'maxProducts')).toBe(5);
    expect(limitOf({ maxProducts: null }, 'maxProducts')).toBeNull();
    expect(limitOf({}, 'maxStorage')).toBeNull();
  });
});
