// Tenant detail's four figures counted from the store's own rows (spec admin §2 Tenant detail),
// instead of the spec's cached `stats` JSON, so they are never stale.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orders, products, userTenants } from '../../db/schema/index.ts';

/** Orders that never brought money in. */
/** Money taken, by payment status (migration 0023): a manual status change never moves it. */
const MONEY_TAKEN = ['paid', 'partially_paid', 'partially_refunded', 'refunded'];

export async function countTenantFigures(db: Db, tenantId: number) {
  const [productRow, orderRow, userRow] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.tenantId, tenantId)),
    db
      .select({
        n: sql<number>`count(*)::int`,
        revenueMinor: sql<string>`coalesce(sum(${orders.totalMinor} - ${orders.refundedMinor} - ${orders.amountDueMinor}) filter (where ${inArray(orders.paymentStatus, MONEY_TAKEN)}), 0)::text`,
      })
      .from(orders)
      .where(eq(orders.tenantId, tenantId)),
    db.select({ n: sql<number>`count(*)::int` }).from(userTenants).where(eq(userTenants.tenantId, tenantId)),
  ]);
  return {
    products: productRow[0]?.n ?? 0,
    orders: orderRow[0]?.n ?? 0,
    revenueMinor: Number(orderRow[0]?.revenueMinor ?? 0),
    users: userRow[0]?.n ?? 0,
  };
}
