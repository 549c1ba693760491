// The platform's plans: what seedPlans inserts, and that it never inserts twice or brings one back.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database } from '../db/database.ts';
import * as s from '../db/schema/index.ts';
import { defaultPlans, retiredPlanFeatures, seedPlans } from './plans.ts';

describe('seedPlans', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds the three plans in pence with their limits, and no store', async () => {
    const { db } = database;
    expect(await seedPlans(db)).toEqual({ seeded: true });
    const plans = await db.select().from(s.subscriptionPlans).orderBy(s.subscriptionPlans.priceMinor);
    expect(plans.map((p) => [p.slug, p.name, p.priceMinor, p.currency, p.isActive, p.limits])).toEqual([
      ['basic', 'Basic', 2999, 'GBP', true, { maxProducts: 50, maxOrders: 500, maxStorage: 1024 }],
      ['pro', 'Pro', 7999, 'GBP', true, { maxProducts: 500, maxOrders: 5000, maxStorage: 10240 }],
      ['enterprise', 'Enterprise', 19999, 'GBP', true, {}],
    ]);
    for (const plan of plans) expect(plan.features.length).toBeGreaterThanOrEqual(3);
    expect(await db.$count(s.tenants)).toBe(0);
  });

  it('seeds nothing the second time', async () => {
    const { db } = database;
    expect(await seedPlans(db)).toEqual({ seeded: false });
    expect(await db.$count(s.subscriptionPlans)).toBe(3);
  });

  it('does not bring back a plan the super admin deleted', async () => {
    const { db } = database;
    await db.delete(s.subscriptionPlans).where(eq(s.subscriptionPlans.slug, 'enterprise'));
    expect(await seedPlans(db)).toEqual({ seeded: false });
    expect(await db.$count(s.subscriptionPlans)).toBe(2);
  });

  it('advertises only what the platform enforces: no custom domain, users or support promises', () => {
    for (const plan of defaultPlans) {
      for (const feature of plan.features) {
        expect(feature).not.toMatch(/domain|users?\b|support|account manager|variants/i);
      }
    }
  });

  it('rewrites the retired seeded lists on an existing platform and keeps an edited one', async () => {
    const { db } = database;
    await db
      .update(s.subscriptionPlans)
      .set({ features: [...(retiredPlanFeatures.pro ?? [])] })
      .where(eq(s.subscriptionPlans.slug, 'pro'));
    await db
      .update(s.subscriptionPlans)
      .set({ features: ['Custom domain', 'Chosen by the operator'] })
      .where(eq(s.subscriptionPlans.slug, 'basic'));
    expect(await seedPlans(db)).toEqual({ seeded: false });
    const features = Object.fromEntries(
      (await db.select().from(s.subscriptionPlans)).map((p) => [p.slug, p.features]),
    );
    expect(features.pro).toEqual(defaultPlans.find((p) => p.slug === 'pro')?.features);
    expect(features.basic).toEqual(['Custom domain', 'Chosen by the operator']);
  });
});
