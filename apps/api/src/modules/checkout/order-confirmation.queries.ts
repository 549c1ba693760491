// Reads for the buyer's order confirmation (order-confirmation.service.ts): one order of one store
// and its lines, as the order was written by write-order.step.ts.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderItems, orders } from '../../db/schema/index.ts';

export async function findStoreOrderWithItems(db: Db, tenantId: number, orderId: number) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
    .limit(1);
  if (!order) return undefined;
  const items = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.id));
  return { order, items };
}
