// Reads for GET /api/orders: a customer's own orders (any store, or one) and a store's orders,
// bounded, with their lines. A customer's own purchases span stores, so that read is scoped by
// the user instead of a tenant; lines are always read by (tenant, order).
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
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

export function listOrdersOfStore(
  db: Db,
  tenantId: number,
  filter: Page & { status?: string; search?: string },
) {
  const search = filter.search?.trim();
  const id = search && /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : undefined;
  const where = and(
    eq(orders.tenantId, tenantId),
    filter.status ? eq(orders.status, filter.status) : undefined,
    search
      ? or(
          ilike(orders.customerName, containsPattern(search)),
          ilike(orders.customerEmail, containsPattern(search)),
          id === undefined ? undefined : eq(orders.id, id),
        )
      : undefined,
  );
  return pageOf(db, where, filter);
}

export async function listItemsOfOrders(
  db: Db,
  orderRows: Pick<OrderRow, 'id' | 'tenantId'>[],
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
      ),
    )
    .orderBy(orderItems.id);
}
