// The operator's revenue view (ADR 0085): figures across every store, read on the platform path.
// Each query is one statement; sums are in minor units per currency.
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { billing, billingEvents, subscriptionPlans, tenants } from '../../db/schema/index.ts';

/**
 * MRR per currency: each active store on a paid plan that renews (no end set), open, unless every
 * bill covering `now` was refunded or waived (a refunded upgrade leaves a paid month counted).
 */
export function mrrByCurrency(db: Db, now: Date) {
  return db
    .select({
      currency: subscriptionPlans.currency,
      minor: sql<string>`coalesce(sum(${subscriptionPlans.priceMinor}), 0)::text`,
      stores: sql<number>`count(*)::int`,
    })
    .from(tenants)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.slug, tenants.subscriptionPlan))
    .where(
      and(
        eq(tenants.status, 'active'),
        eq(tenants.subscriptionStatus, 'active'),
        isNull(tenants.subscriptionEndsAt),
        sql`${subscriptionPlans.priceMinor} > 0`,
        sql`not (exists (select 1 from ${billing} where ${billing.tenantId} = ${tenants.id}
          and ${billing.billingPeriodStart} <= ${now} and ${billing.billingPeriodEnd} > ${now}
          and ${billing.status} in ('refunded', 'waived'))
          and not exists (select 1 from ${billing} where ${billing.tenantId} = ${tenants.id}
          and ${billing.billingPeriodStart} <= ${now} and ${billing.billingPeriodEnd} > ${now}
          and ${billing.status} not in ('refunded', 'waived')))`,
      ),
    )
    .groupBy(subscriptionPlans.currency)
    .orderBy(asc(subscriptionPlans.currency));
}

/** How many stores are active, trialing, past due (a bill whose charge failed), read-only and suspended. */
export async function storeCounts(db: Db) {
  const [row] = await db
    .select({
      active: sql<number>`(count(*) filter (where ${tenants.status} = 'active' and ${tenants.subscriptionStatus} = 'active'))::int`,
      trialing: sql<number>`(count(*) filter (where ${tenants.status} = 'active' and ${tenants.subscriptionStatus} = 'trial'))::int`,
      readOnly: sql<number>`(count(*) filter (where ${tenants.billingHold} = 'read_only'))::int`,
      suspended: sql<number>`(count(*) filter (where ${tenants.status} = 'suspended'))::int`,
    })
    .from(tenants);
  const [pastDue] = await db
    .select({ stores: sql<number>`count(distinct ${billing.tenantId})::int` })
    .from(billing)
    .where(eq(billing.status, 'past_due'));
  return { ...row!, pastDue: pastDue?.stores ?? 0 };
}

/** Paid bills by the UTC month they were paid in, from `since` on. */
export function revenueByMonth(db: Db, since: Date) {
  const month = sql<string>`to_char(${billing.paidAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({
      month,
      currency: billing.currency,
      minor: sql<string>`sum(${billing.amountMinor})::text`,
      bills: sql<number>`count(*)::int`,
    })
    .from(billing)
    .where(and(eq(billing.status, 'paid'), gte(billing.paidAt, since)))
    .groupBy(month, billing.currency)
    .orderBy(sql`1 desc`, asc(billing.currency));
}

/** Every past-due bill, oldest failure first. */
export function pastDueBills(db: Db) {
  return db
    .select({ bill: billing, tenantName: tenants.name })
    .from(billing)
    .innerJoin(tenants, eq(tenants.id, billing.tenantId))
    .where(eq(billing.status, 'past_due'))
    .orderBy(asc(billing.pastDueAt), asc(billing.id))
    .limit(200);
}

/** Stores whose paid plan ended after a cancellation, by the UTC month it ended in, [since, now]. */
export function cancellationsByMonth(db: Db, since: Date, now: Date) {
  const month = sql<string>`to_char(${tenants.subscriptionEndsAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({ month, stores: sql<number>`count(*)::int` })
    .from(tenants)
    .where(
      and(
        eq(tenants.subscriptionStatus, 'canceled'),
        gte(tenants.subscriptionEndsAt, since),
        lte(tenants.subscriptionEndsAt, now),
      ),
    )
    .groupBy(month);
}

/** Stores suspended by dunning (their timeline's `suspended` step), by UTC month, [since, now]. */
export function suspensionsByMonth(db: Db, since: Date, now: Date) {
  const month = sql<string>`to_char(${billingEvents.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({ month, stores: sql<number>`count(distinct ${billingEvents.tenantId})::int` })
    .from(billingEvents)
    .where(
      and(
        eq(billingEvents.kind, 'suspended'),
        gte(billingEvents.createdAt, since),
        lte(billingEvents.createdAt, now),
      ),
    )
    .groupBy(month);
}

/** Every plan with how many stores are on it, cheapest first. */
export function storesPerPlan(db: Db) {
  return db
    .select({
      planId: subscriptionPlans.id,
      name: subscriptionPlans.name,
      slug: subscriptionPlans.slug,
      priceMinor: subscriptionPlans.priceMinor,
      currency: subscriptionPlans.currency,
      isActive: subscriptionPlans.isActive,
      stores: sql<number>`count(${tenants.id})::int`,
    })
    .from(subscriptionPlans)
    .leftJoin(tenants, eq(tenants.subscriptionPlan, subscriptionPlans.slug))
    .groupBy(subscriptionPlans.id)
    .orderBy(asc(subscriptionPlans.priceMinor), asc(subscriptionPlans.id));
}

/** A paid bill becomes refunded; undefined when it is not paid (any more). */
export async function markBillRefunded(
  db: Db,
  values: { tenantId: number; id: number; note: string; now: Date },
) {
  const [row] = await db
    .update(billing)
    .set({
      status: 'refunded',
      notes: sql`concat_ws(E'\n', ${billing.notes}, ${values.note}::text)`,
      updatedAt: values.now,
    })
    .where(and(eq(billing.tenantId, values.tenantId), eq(billing.id, values.id), eq(billing.status, 'paid')))
    .returning();
  return row;
}

/**
 * An open bill becomes waived: never charged again (no next charge, no attempt in flight).
 * Undefined when it is paid, or a charge of it is in flight right now.
 */
export async function markBillWaived(
  db: Db,
  values: { tenantId: number; id: number; note: string; now: Date },
) {
  const [row] = await db
    .update(billing)
    .set({
      status: 'waived',
      notes: sql`concat_ws(E'\n', ${billing.notes}, ${values.note}::text)`,
      nextChargeAt: null,
      updatedAt: values.now,
    })
    .where(
      and(
        eq(billing.tenantId, values.tenantId),
        eq(billing.id, values.id),
        inArray(billing.status, ['unpaid', 'overdue', 'past_due']),
        isNull(billing.chargingAttempt),
      ),
    )
    .returning();
  return row;
}
