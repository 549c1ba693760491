// Usage against a plan's orders-per-month limit (ADR 0087): the stores the sweep looks at, and the
// one notice row per store and month that makes the owner's e-mail go once.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { subscriptionPlans, tenants, usageLimitNotices } from '../../db/schema/index.ts';

/** Active stores whose plan has an orders-per-month limit. */
export function listStoresWithOrderLimit(platform: Db) {
  return platform
    .select({ tenantId: tenants.id })
    .from(tenants)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.slug, tenants.subscriptionPlan))
    .where(
      sql`${tenants.status} = 'active' and jsonb_typeof(${subscriptionPlans.limits} -> 'maxOrders') = 'number'`,
    );
}

/** Records that the store's owner is told for `month`; false when they were already. */
export async function claimUsageNotice(
  db: Db,
  values: { tenantId: number; month: string; ordersThisMonth: number; maxOrders: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(usageLimitNotices)
    .values({
      tenantId: values.tenantId,
      month: values.month,
      ordersThisMonth: values.ordersThisMonth,
      maxOrders: values.maxOrders,
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ id: usageLimitNotices.id });
  return rows.length > 0;
}
