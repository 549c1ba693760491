// The reads a return needs of an order (modules/returns through order-returns.service.ts): a
// customer's own order, found on the platform path filtered to them, and when its goods were sent.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderFulfilments, orders } from '../../db/schema/index.ts';

export async function findOrderOfUser(db: Db, userId: number, orderId: number) {
  const [row] = await db
    .select({ id: orders.id, tenantId: orders.tenantId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row;
}

/** When the first parcel arrived, else when it was sent; undefined when nothing was sent. */
export async function findOrderSentAt(db: Db, tenantId: number, orderId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: orderFulfilments.createdAt, deliveredAt: orderFulfilments.deliveredAt })
    .from(orderFulfilments)
    .where(and(eq(orderFulfilments.tenantId, tenantId), eq(orderFulfilments.orderId, orderId)))
    .orderBy(asc(orderFulfilments.id))
    .limit(1);
  return row ? (row.deliveredAt ?? row.createdAt) : undefined;
}
