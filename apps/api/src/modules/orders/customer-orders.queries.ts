// Reads for GET /api/orders: a customer's own orders (any store, or one), bounded; and the lines
// of any orders. A store's own list is the admin list's (admin-orders.queries.ts). A customer's own
// purchases span stores, so that read is scoped by the user instead of a tenant; lines are always
// read by (tenant, order).
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderItems, orders } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type Page = { limit: number; offset: number };

async function pageOf(db: Db, where: SQL | undefined, page: Page) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export function listOrdersOfUser(db: Db, userId: number, filter: Page & { tenantId?: number }) {
  const where = and(
    eq(orders.userId, userId),
    filter.tenantId === undefined ? undefined : eq(orders.tenantId, filter.tenantId),
  );
  return pageOf(db, where, filter);
}

/**
 * The lines of these orders as they were sold (what the money of the order is made of): an
 * exchange's replacement (ADR 0078) is left out; listShippableItemsOfOrders has it.
 */
export function listItemsOfOrders(db: Db, orderRows: Pick<OrderRow, 'id' | 'tenantId'>[]) {
  return itemsOfOrders(db, orderRows, false);
}

/** Every line to send of these orders: what was sold and the exchanges' replacements (ADR 0078). */
export function listShippableItemsOfOrders(db: Db, orderRows: Pick<OrderRow, 'id' | 'tenantId'>[]) {
  return itemsOfOrders(db, orderRows, true);
}

async function itemsOfOrders(
  db: Db,
  orderRows: Pick<OrderRow, 'id' | 'tenantId'>[],
  withReplacements: boolean,
): Promise<OrderItemRow[]> {
  if (orderRows.length === 0) return [];
  const tenantIds = [...new Set(orderRows.map((o) => o.tenantId))];
  return db
    .select()
    .from(orderItems)
    .where(
      and(
        inArray(orderItems.tenantId, tenantIds),
        inArray(
          orderItems.orderId,
          orderRows.map((o) => o.id),
        ),
        withReplacements ? undefined : isNull(orderItems.replacesReturnLineId),
      ),
    )
    .orderBy(orderItems.id);
}
