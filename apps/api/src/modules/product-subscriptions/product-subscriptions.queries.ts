// Product subscriptions: the only file that reads or writes product_subscriptions. Every query names
// its store, except the renewal sweep's list of due rows, which is platform-wide by nature (each
// row carries its tenant id and everything after it is scoped to that tenant).
import { and, asc, count, desc, eq, inArray, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { anyRow } from '../../db/rows.ts';
import { productSubscriptions, products, subscriptionRenewals } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof productSubscriptions.$inferSelect;
export type SubscriptionWithProduct = SubscriptionRow & { productName: string };

function selectWithProduct(db: Db) {
  return db
    .select({ subscription: productSubscriptions, productName: products.name })
    .from(productSubscriptions)
    .innerJoin(
      products,
      and(
        eq(products.id, productSubscriptions.productId),
        eq(products.tenantId, productSubscriptions.tenantId),
      ),
    );
}
const flatten = (rows: { subscription: SubscriptionRow; productName: string }[]): SubscriptionWithProduct[] =>
  rows.map((r) => ({ ...r.subscription, productName: r.productName }));

export async function insertSubscriptions(db: Db, rows: (typeof productSubscriptions.$inferInsert)[]) {
  if (rows.length) await db.insert(productSubscriptions).values(rows);
}

export async function listTenantSubscriptions(
  db: Db,
  tenantId: number,
  page: { limit: number; offset: number },
) {
  const rows = await selectWithProduct(db)
    .where(eq(productSubscriptions.tenantId, tenantId))
    .orderBy(desc(productSubscriptions.createdAt), desc(productSubscriptions.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(productSubscriptions)
    .where(eq(productSubscriptions.tenantId, tenantId));
  return { items: flatten(rows), total: total?.n ?? 0 };
}

/** A customer's own subscriptions: every store's, or one store's. */
export async function listUserSubscriptions(db: Db, userId: number, tenantId?: number) {
  const rows = await selectWithProduct(db)
    .where(
      and(
        eq(productSubscriptions.userId, userId),
        tenantId === undefined ? undefined : eq(productSubscriptions.tenantId, tenantId),
      ),
    )
    .orderBy(desc(productSubscriptions.createdAt), desc(productSubscriptions.id))
    .limit(200);
  return flatten(rows);
}

export async function findSubscription(db: Db, tenantId: number, id: number) {
  const [row] = await selectWithProduct(db).where(
    and(eq(productSubscriptions.tenantId, tenantId), eq(productSubscriptions.id, id)),
  );
  return row ? flatten([row])[0] : undefined;
}

/** The store a subscription belongs to, looked up for its owner (the customer's own calls). */
export async function findSubscriptionTenantForUser(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ tenantId: productSubscriptions.tenantId })
    .from(productSubscriptions)
    .where(and(eq(productSubscriptions.userId, userId), eq(productSubscriptions.id, id)));
  return row?.tenantId;
}

/** Changes a subscription only while its status is one of `from`: false when it was not. */
export async function updateSubscription(
  db: Db,
  tenantId: number,
  id: number,
  from: readonly string[],
  values: Partial<
    Pick<SubscriptionRow, 'status' | 'nextBillingDate' | 'billingAnchorDay' | 'canceledAt' | 'failedAttempts'>
  >,
): Promise<boolean> {
  return anyRow(
    db
      .update(productSubscriptions)
      .set({ ...values, updatedAt: new Date() })
      .where(
        and(
          eq(productSubscriptions.tenantId, tenantId),
          eq(productSubscriptions.id, id),
          inArray(productSubscriptions.status, [...from]),
        ),
      )
      .returning({ id: productSubscriptions.id }),
  );
}

/**
 * Moves the billing date on from the period just paid, only if it still names that period: a
 * second worker that paid the same period (impossible with the renewal claim, but cheap to
 * guard) cannot move it twice.
 */
export async function advanceBillingDate(
  db: Db,
  tenantId: number,
  id: number,
  period: Date,
  next: Date,
): Promise<boolean> {
  return anyRow(
    db
      .update(productSubscriptions)
      .set({ nextBillingDate: next, failedAttempts: 0, updatedAt: new Date() })
      .where(
        and(
          eq(productSubscriptions.tenantId, tenantId),
          eq(productSubscriptions.id, id),
          eq(productSubscriptions.nextBillingDate, period),
        ),
      )
      .returning({ id: productSubscriptions.id }),
  );
}

export async function setFailedAttempts(db: Db, tenantId: number, id: number, failedAttempts: number) {
  await db
    .update(productSubscriptions)
    .set({ failedAttempts, updatedAt: new Date() })
    .where(and(eq(productSubscriptions.tenantId, tenantId), eq(productSubscriptions.id, id)));
}

/** Subscriptions of an order that was undone (capture failed): they never began. */
export async function cancelOrderSubscriptions(db: Db, tenantId: number, orderId: number) {
  await db
    .update(productSubscriptions)
    .set({ status: 'cancelled', canceledAt: new Date(), nextBillingDate: null, updatedAt: new Date() })
    .where(and(eq(productSubscriptions.tenantId, tenantId), eq(productSubscriptions.orderId, orderId)));
}

/** The period is not waiting for a later retry (those are listed once their time comes). */
const notWaitingForRetry = (now: Date) => sql`not exists (select 1 from ${subscriptionRenewals}
  where ${subscriptionRenewals.subscriptionId} = ${productSubscriptions.id}
    and ${subscriptionRenewals.periodStart} = ${productSubscriptions.nextBillingDate}
    and (${subscriptionRenewals.status} in ('paid', 'failed')
      or (${subscriptionRenewals.status} = 'retry' and ${subscriptionRenewals.nextAttemptAt} > ${now})))`;

/** Platform-wide: active subscriptions whose billing date (or retry) has come, oldest first. */
export async function listDueSubscriptions(db: Db, now: Date, limit: number) {
  return db
    .select({ id: productSubscriptions.id, tenantId: productSubscriptions.tenantId })
    .from(productSubscriptions)
    .where(
      and(
        eq(productSubscriptions.status, 'active'),
        isNotNull(productSubscriptions.nextBillingDate),
        lte(productSubscriptions.nextBillingDate, now),
        notWaitingForRetry(now),
      ),
    )
    .orderBy(asc(productSubscriptions.nextBillingDate))
    .limit(limit);
}

/** One store's due subscriptions (the admin's "run renewals now"). */
export async function listTenantDueSubscriptions(db: Db, tenantId: number, now: Date, limit: number) {
  return db
    .select({ id: productSubscriptions.id, tenantId: productSubscriptions.tenantId })
    .from(productSubscriptions)
    .where(
      and(
        eq(productSubscriptions.tenantId, tenantId),
        eq(productSubscriptions.status, 'active'),
        lte(productSubscriptions.nextBillingDate, now),
        notWaitingForRetry(now),
      ),
    )
    .orderBy(asc(productSubscriptions.nextBillingDate))
    .limit(limit);
}

/** The screen's cards: active count and the monthly-normalised revenue of active subscriptions. */
export async function subscriptionTotals(db: Db, tenantId: number) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${productSubscriptions.status} = 'active')`.mapWith(Number),
      monthlyMinor: sql<number>`coalesce(sum(case ${productSubscriptions.interval}
        when 'weekly' then round(${productSubscriptions.amountMinor} * 52 / 12.0)
        when 'quarterly' then round(${productSubscriptions.amountMinor} / 3.0)
        when 'yearly' then round(${productSubscriptions.amountMinor} / 12.0)
        else ${productSubscriptions.amountMinor} end) filter (where ${productSubscriptions.status} = 'active'), 0)`.mapWith(
        Number,
      ),
    })
    .from(productSubscriptions)
    .where(eq(productSubscriptions.tenantId, tenantId));
  return { active: row?.active ?? 0, monthlyMinor: row?.monthlyMinor ?? 0 };
}

const ENDED_SUBSCRIPTION_STATUSES = ['cancelled', 'canceled', 'expired', 'ended'];

/** Subscriptions of a product that have not ended (deleting the product would delete them). */
export async function countLiveSubscriptionsOfProduct(db: Db, tenantId: number, productId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(productSubscriptions)
    .where(
      and(
        eq(productSubscriptions.tenantId, tenantId),
        eq(productSubscriptions.productId, productId),
        notInArray(productSubscriptions.status, ENDED_SUBSCRIPTION_STATUSES),
      ),
    );
  return row?.n ?? 0;
}
