// The dashboard's figures, for one store or (tenantId undefined) the whole platform: a super
// admin's deliberate cross-tenant read.
import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { baseAmountSql } from '../../db/base-amount.ts';
import type { Db } from '../../db/database.ts';
import { orders, products, tenants } from '../../db/schema/index.ts';

export type Scope = { tenantId?: number };

const ofStore = (column: typeof orders.tenantId | typeof products.tenantId, scope: Scope) =>
  scope.tenantId === undefined ? undefined : eq(column, scope.tenantId);

/**
 * Revenue counts the orders whose money was taken, by their payment status (migration 0023), so a
 * manual change of the spec's status never moves a revenue figure by itself.
 */
export const MONEY_TAKEN = ['paid', 'partially_paid', 'partially_refunded', 'refunded'];

/**
 * What an order took, less refunds and what is still due, in its store's base currency at the
 * order's own rate (docs/decisions/0105, 0106), summed over the orders whose money was taken.
 */
const revenueMinor = sql<number>`coalesce(sum(${baseAmountSql(
  sql`${orders.totalMinor} - ${orders.refundedMinor} - ${orders.amountDueMinor}`,
  sql`${orders.currency}`,
  sql`${tenants.currency}`,
  sql`${orders.exchangeRate}`,
)}) filter (where ${inArray(orders.paymentStatus, MONEY_TAKEN)}), 0)::bigint`.mapWith(Number);

export async function sumOrdersSince(db: Db, scope: Scope, since: Date) {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      revenueMinor,
    })
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenantId))
    .where(and(ofStore(orders.tenantId, scope), gte(orders.createdAt, since)));
  return { orders: row?.orders ?? 0, revenueMinor: row?.revenueMinor ?? 0 };
}

/** Revenue and order count per UTC day since `since` (days without orders are absent). */
export async function revenueByDay(db: Db, scope: Scope, since: Date) {
  const day = sql<string>`to_char(date_trunc('day', ${orders.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({
      date: day,
      orders: sql<number>`count(*)::int`,
      revenueMinor,
    })
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenantId))
    .where(and(ofStore(orders.tenantId, scope), gte(orders.createdAt, since)))
    .groupBy(day);
}

export async function countPendingOrders(db: Db, scope: Scope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(ofStore(orders.tenantId, scope), eq(orders.status, 'pending')));
  return row?.n ?? 0;
}

export async function countLiveProducts(db: Db, scope: Scope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(ofStore(products.tenantId, scope), eq(products.isDraft, false)));
  return row?.n ?? 0;
}

export async function countTenants(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tenants);
  return row?.n ?? 0;
}

export function listRecentOrders(db: Db, scope: Scope, limit: number) {
  return db
    .select({
      id: orders.id,
      customerName: orders.customerName,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
      status: orders.status,
      createdAt: orders.createdAt,
      tenantName: tenants.name,
    })
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenantId))
    .where(ofStore(orders.tenantId, scope))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** The store's base currency, the one its revenue is reported in (docs/decisions/0105). */
export async function storeBaseCurrency(db: Db, tenantId: number): Promise<string> {
  const [row] = await db.select({ currency: tenants.currency }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.currency ?? 'GBP';
}

export function listRecentTenants(db: Db, limit: number) {
  return db
    .select({ id: tenants.id, name: tenants.name, createdAt: tenants.createdAt })
    .from(tenants)
    .orderBy(desc(tenants.createdAt), desc(tenants.id))
    .limit(limit);
}
