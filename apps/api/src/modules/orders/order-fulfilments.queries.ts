// Parcels sent for orders (order_fulfilments): the only file that reads or writes them.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderFulfilments } from '../../db/schema/index.ts';

export type FulfilmentRow = typeof orderFulfilments.$inferSelect;
export type NewFulfilmentRow = Omit<typeof orderFulfilments.$inferInsert, 'id' | 'createdAt' | 'deliveredAt'>;

export async function insertFulfilment(db: Db, values: NewFulfilmentRow): Promise<FulfilmentRow> {
  const [row] = await db.insert(orderFulfilments).values(values).returning();
  return row!;
}

/** Marks the order's parcels not yet delivered as delivered now. */
export async function markFulfilmentsDelivered(db: Db, tenantId: number, orderId: number, at: Date) {
  await db
    .update(orderFulfilments)
    .set({ deliveredAt: at })
    .where(
      and(
        eq(orderFulfilments.tenantId, tenantId),
        eq(orderFulfilments.orderId, orderId),
        isNull(orderFulfilments.deliveredAt),
      ),
    );
}

/** The parcels of a page of orders, oldest first, read by (tenant, order) as the index runs. */
export async function listFulfilmentsOfOrders(
  db: Db,
  orderRows: { id: number; tenantId: number }[],
): Promise<FulfilmentRow[]> {
  if (orderRows.length === 0) return [];
  const tenantIds = [...new Set(orderRows.map((o) => o.tenantId))];
  return db
    .select()
    .from(orderFulfilments)
    .where(
      and(
        inArray(orderFulfilments.tenantId, tenantIds),
        inArray(
          orderFulfilments.orderId,
          orderRows.map((o) => o.id),
        ),
      ),
    )
    .orderBy(asc(orderFulfilments.id));
}
