// An order's status inside a transaction that changes it: the row is locked first, so
// the timeline's "from" is the status the change really replaced, and two staff changing one order
// at once queue behind each other instead of both recording the same "from".
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orders } from '../../db/schema/index.ts';

export type LockedOrder = typeof orders.$inferSelect;

/** The order, locked until the caller's transaction ends; undefined when the store has no such order. */
export async function lockOrderForStatus(
  db: Db,
  tenantId: number,
  orderId: number,
): Promise<LockedOrder | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
    .for('update');
  return row;
}

/**
 * A workflow status (shipped, delivered, cancelled): not a manual override, so provider events
 * still apply; with the payment or fulfilment status it derives from (order-lifecycle.ts).
 */
export async function updateOrderStatusRow(
  db: Db,
  tenantId: number,
  orderId: number,
  change: { status: string; paymentStatus?: string; fulfillmentStatus?: string },
) {
  await db
    .update(orders)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
}
