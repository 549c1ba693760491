// Renewal periods: the only file that reads or writes subscription_renewals. A row per
// (subscription, period) is the claim that lets one worker, and only one, charge a period.
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { firstRow, inTenant } from '../../db/rows.ts';
import { subscriptionRenewals } from '../../db/schema/index.ts';

export type RenewalRow = typeof subscriptionRenewals.$inferSelect;

/** Claims a period for charging; undefined when another worker already holds or finished it. */
export async function claimNewRenewal(
  db: Db,
  values: { tenantId: number; subscriptionId: number; periodStart: Date; amountMinor: number },
): Promise<RenewalRow | undefined> {
  const [row] = await db
    .insert(subscriptionRenewals)
    .values({ ...values, status: 'charging', attempts: 1, claimedAt: new Date() })
    .onConflictDoNothing()
    .returning();
  return row;
}

export function findRenewal(db: Db, tenantId: number, subscriptionId: number, periodStart: Date) {
  return firstRow(
    db
      .select()
      .from(subscriptionRenewals)
      .where(inTenant(subscriptionRenewals, tenantId, { subscriptionId, periodStart })),
  );
}

/**
 * Claims a period again for its next attempt: a retry whose time has come, or a charge whose
 * worker stopped before recording the outcome (claim older than `staleBefore`; the provider's
 * idempotency key makes re-sending that attempt safe). One conditional update, so one winner.
 */
export async function reclaimRenewal(
  db: Db,
  tenantId: number,
  id: number,
  times: { now: Date; retryDueBy: Date; staleBefore: Date },
): Promise<RenewalRow | undefined> {
  const { now, retryDueBy, staleBefore } = times;
  const [row] = await db
    .update(subscriptionRenewals)
    .set({
      status: 'charging',
      claimedAt: now,
      attempts: sql`case when ${subscriptionRenewals.status} = 'retry' then ${subscriptionRenewals.attempts} + 1 else ${subscriptionRenewals.attempts} end`,
      updatedAt: now,
    })
    .where(
      and(
        eq(subscriptionRenewals.tenantId, tenantId),
        eq(subscriptionRenewals.id, id),
        sql`((${subscriptionRenewals.status} = 'retry' and ${subscriptionRenewals.nextAttemptAt} <= ${retryDueBy})
          or (${subscriptionRenewals.status} = 'charging' and ${subscriptionRenewals.claimedAt} < ${staleBefore}))`,
      ),
    )
    .returning();
  return row;
}

export async function finishRenewal(
  db: Db,
  tenantId: number,
  id: number,
  values: Partial<Pick<RenewalRow, 'status' | 'paymentId' | 'orderId' | 'lastError' | 'nextAttemptAt'>>,
) {
  await db
    .update(subscriptionRenewals)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(subscriptionRenewals.tenantId, tenantId), eq(subscriptionRenewals.id, id)));
}

/**
 * The latest renewal of a period that has not started yet at `after` and is paid or being charged:
 * a period "Renew now" already took ahead of its date.
 */
export function findRenewalAhead(db: Db, tenantId: number, subscriptionId: number, after: Date) {
  return firstRow(
    db
      .select()
      .from(subscriptionRenewals)
      .where(
        and(
          eq(subscriptionRenewals.tenantId, tenantId),
          eq(subscriptionRenewals.subscriptionId, subscriptionId),
          gt(subscriptionRenewals.periodStart, after),
          inArray(subscriptionRenewals.status, ['paid', 'charging']),
        ),
      )
      .orderBy(desc(subscriptionRenewals.periodStart))
      .limit(1),
  );
}
