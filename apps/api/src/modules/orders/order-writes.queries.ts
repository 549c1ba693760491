// Writes that make and settle an order: the only file that inserts into orders and order_items.
// Callers pass their transaction handle, so an order is written in the same transaction as the
// stock (checkout) or the renewal bookkeeping (renewals) that it belongs to.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { firstRow, inTenant } from '../../db/rows.ts';
import { orderItems, orders } from '../../db/schema/index.ts';

export type NewOrderRow = Omit<typeof orders.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type NewOrderItemRow = Omit<typeof orderItems.$inferInsert, 'id' | 'tenantId' | 'orderId'>;

/** The new order's id (internal) and its number in its store (#1001 upwards, what people read). */
export type PlacedOrder = { id: number; orderNumber: number };

/** `skipDuplicatePayment`: undefined instead of an error when the payment already has its order. */
export async function insertOrder(
  db: Db,
  values: NewOrderRow,
  skipDuplicatePayment: boolean,
): Promise<PlacedOrder | undefined> {
  const insert = db.insert(orders).values(values);
  const [row] = await (skipDuplicatePayment ? insert.onConflictDoNothing() : insert).returning({
    id: orders.id,
    orderNumber: orders.orderNumber,
  });
  // The insert's trigger numbers every order it writes (migration 0023).
  return row ? { id: row.id, orderNumber: row.orderNumber ?? row.id } : undefined;
}

export async function insertOrderItems(db: Db, tenantId: number, orderId: number, items: NewOrderItemRow[]) {
  if (items.length) await db.insert(orderItems).values(items.map((item) => ({ ...item, tenantId, orderId })));
}

export function findOrderRow(db: Db, tenantId: number, orderId: number) {
  return firstRow(
    db
      .select()
      .from(orders)
      .where(inTenant(orders, tenantId, { id: orderId })),
  );
}

export function findOrderRowByPayment(db: Db, tenantId: number, provider: string, paymentIntentId: string) {
  return firstRow(
    db
      .select()
      .from(orders)
      .where(inTenant(orders, tenantId, { paymentProvider: provider, paymentIntentId })),
  );
}

export async function updateOrderPaymentRow(
  db: Db,
  tenantId: number,
  orderId: number,
  values: { status?: string; refundedMinor?: number; paymentStatus?: string },
) {
  // A provider's refunded total only grows: a report read before an admin's refund and written
  // after it must not lower the figure (ADR 0024).
  const refunded =
    values.refundedMinor === undefined
      ? {}
      : { refundedMinor: sql<number>`greatest(${orders.refundedMinor}, ${values.refundedMinor})` };
  await db
    .update(orders)
    .set({ ...values, ...refunded, updatedAt: new Date() })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
}

/** The order row, locked until the caller's transaction ends (refunds check what is left under it). */
export function lockOrderRow(db: Db, tenantId: number, orderId: number) {
  return firstRow(
    db
      .select()
      .from(orders)
      .where(inTenant(orders, tenantId, { id: orderId }))
      .for('update'),
  );
}
