// The platform's subscription plans (basic, pro, enterprise): inserted once, whether or not demo data is on.
// Features advertise only what the platform does (ADR 0042): the product and storage limits
// it enforces, the order figure it warns about (orders are never refused), card payments. No custom
// domain, user count or support promise: nothing enforces those. seedPlans rewrites the earlier seeded
// lists on existing platforms, leaving any list the operator has edited as it is.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { type PlanLimits, subscriptionPlans } from '../db/schema/index.ts';

type PlanSeed = {
  slug: string;
  name: string;
  description: string;
  priceMinor: number;
  features: string[];
  limits: PlanLimits;
};

export const defaultPlans: readonly PlanSeed[] = [
  {
    slug: 'basic',
    name: 'Basic',
    description: 'Everything a new store needs to start selling online.',
    priceMinor: 2999,
    features: [
      'Up to 50 products',
      'Sized for 500 orders a month',
      '1 GB image storage',
      'Card payments with Stripe or SumUp',
    ],
    limits: { maxProducts: 50, maxOrders: 500, maxStorage: 1024 },
  },
  {
    slug: 'pro',
    name: 'Pro',
    description: 'For growing stores with a larger catalogue and steady sales.',
    priceMinor: 7999,
    features: [
      'Up to 500 products',
      'Sized for 5,000 orders a month',
      '10 GB image storage',
      'Card payments with Stripe or SumUp',
    ],
    limits: { maxProducts: 500, maxOrders: 5000, maxStorage: 10240 },
  },
  {
    slug: 'enterprise',
    name: 'Enterprise',
    description: 'Unlimited products and orders for established brands.',
    priceMinor: 19999,
    features: [
      'Unlimited products',
      'Unlimited orders',
      'Unlimited image storage',
      'Card payments with Stripe or SumUp',
    ],
    limits: {},
  },
];

/** The feature lists seeded at first: they promised a custom domain and support levels. */
export const retiredPlanFeatures: Readonly<Record<string, readonly string[]>> = {
  basic: [
    'Up to 50 products',
    'Up to 500 orders a month',
    '1 GB image storage',
    'Card payments',
    'Email support',
  ],
  pro: [
    'Up to 500 products',
    'Up to 5,000 orders a month',
    '10 GB image storage',
    'Product variants and subscriptions',
    'Custom domain',
    'Priority email support',
  ],
  enterprise: [
    'Unlimited products',
    'Unlimited orders',
    'Unlimited image storage',
    'Custom domain',
    'Dedicated account manager',
    'Phone and email support',
  ],
};

/** A default plan still carrying its retired list gets the current one; edited lists are kept. */
async function retireOldFeatures(db: Db): Promise<void> {
  for (const plan of defaultPlans) {
    const retired = retiredPlanFeatures[plan.slug];
    if (!retired) continue;
    await db
      .update(subscriptionPlans)
      .set({ features: plan.features })
      .where(and(eq(subscriptionPlans.slug, plan.slug), eq(subscriptionPlans.features, [...retired])));
  }
}

/**
 * Inserts the default plans when the platform has none. A platform that already has plans keeps
 * them as the super admin left them: a deleted plan is not brought back, an edited list stays.
 */
export async function seedPlans(db: Db): Promise<{ seeded: boolean }> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(subscriptionPlans);
  if ((existing[0]?.n ?? 0) > 0) {
    await retireOldFeatures(db);
    return { seeded: false };
  }
  const rows = defaultPlans.map((plan) => ({ ...plan, currency: 'GBP', isActive: true }));
  const inserted = await db
    .insert(subscriptionPlans)
    .values(rows)
    .onConflictDoNothing({ target: subscriptionPlans.slug })
    .returning({ id: subscriptionPlans.id });
  return { seeded: inserted.length > 0 };
}
