// The rows an order edit reads and rewrites (modules/order-edits): its lines and totals, in the
// edit's transaction, and the timeline entry an edit under a key left.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderEvents, orderItems, orderRefundLines, orders } from '../../db/schema/index.ts';
import type { NewOrderItemRow } from './order-writes.queries.ts';

export async function findOrderEditEvent(db: Db, tenantId: number, orderId: number, editKey: string) {
  const [row] = await db
    .select({ data: orderEvents.data })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.tenantId, tenantId),
        eq(orderEvents.orderId, orderId),
        eq(orderEvents.kind, 'edited'),
        sql`${orderEvents.data}->>'editKey' = ${editKey}`,
      ),
    )
    .limit(1);
  return row?.data as Record<string, unknown> | undefined;
}

/** The lines of these ids that a refund named: removing them would rewrite the refund's history. */
export async function listRefundedItemIds(db: Db, tenantId: number, itemIds: number[]): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: orderRefundLines.orderItemId })
    .from(orderRefundLines)
    .where(and(eq(orderRefundLines.tenantId, tenantId), inArray(orderRefundLines.orderItemId, itemIds)));
  return rows.map((r) => r.id);
}

export async function updateOrderItemFigures(
  db: Db,
  tenantId: number,
  itemId: number,
  values: { quantity: number; vatMinor: number; discountMinor: number },
) {
  await db
    .update(orderItems)
    .set(values)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.id, itemId)));
}

export async function deleteOrderItems(db: Db, tenantId: number, itemIds: number[]) {
  if (itemIds.length === 0) return;
  await db.delete(orderItems).where(and(eq(orderItems.tenantId, tenantId), inArray(orderItems.id, itemIds)));
}

export async function insertEditedOrderItems(
  db: Db,
  tenantId: number,
  orderId: number,
  items: NewOrderItemRow[],
) {
  if (items.length === 0) return;
  await db.insert(orderItems).values(items.map((item) => ({ ...item, tenantId, orderId })));
}

export async function updateOrderEditedTotals(
  db: Db,
  tenantId: number,
  orderId: number,
  values: Pick<
    typeof orders.$inferInsert,
    | 'subtotalMinor'
    | 'discountMinor'
    | 'vatMinor'
    | 'shippingVatMinor'
    | 'shippingVatRate'
    | 'totalMinor'
    | 'amountDueMinor'
    | 'paymentStatus'
    | 'status'
  >,
) {
  await db
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
}
