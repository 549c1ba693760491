// Refund rows and their lines (ADR 0024): the claim, its outcome, and what an order has given back.
// Every statement names the store.
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { anyRow, firstRow, insertedRow, inTenant } from '../../db/rows.ts';
import { orderRefundLines, orderRefunds } from '../../db/schema/index.ts';

export type OrderRefundRow = typeof orderRefunds.$inferSelect;
export type OrderRefundLineRow = typeof orderRefundLines.$inferSelect;
export type NewOrderRefund = Omit<
  typeof orderRefunds.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'status'
>;

export function findRefundByKey(db: Db, tenantId: number, idempotencyKey: string) {
  return firstRow(
    db
      .select()
      .from(orderRefunds)
      .where(inTenant(orderRefunds, tenantId, { idempotencyKey })),
  );
}

export function findRefund(db: Db, tenantId: number, id: number) {
  return firstRow(
    db
      .select()
      .from(orderRefunds)
      .where(inTenant(orderRefunds, tenantId, { id })),
  );
}

export function findPendingRefundOfOrder(db: Db, tenantId: number, orderId: number) {
  return firstRow(
    db
      .select()
      .from(orderRefunds)
      .where(inTenant(orderRefunds, tenantId, { orderId, status: 'pending' })),
  );
}

export async function insertRefund(
  db: Db,
  refund: NewOrderRefund,
  lines: { orderItemId: number; quantity: number; amountMinor: number }[],
): Promise<OrderRefundRow> {
  const row = await insertedRow(
    db
      .insert(orderRefunds)
      .values({ ...refund, status: 'pending' })
      .returning(),
  );
  if (lines.length) {
    await db
      .insert(orderRefundLines)
      .values(lines.map((line) => ({ ...line, tenantId: refund.tenantId, refundId: row.id })));
  }
  return row;
}

export function listRefundsOfOrder(db: Db, tenantId: number, orderId: number) {
  return db
    .select()
    .from(orderRefunds)
    .where(inTenant(orderRefunds, tenantId, { orderId }))
    .orderBy(asc(orderRefunds.id));
}

export function listLinesOfRefunds(db: Db, tenantId: number, refundIds: number[]) {
  if (refundIds.length === 0) return Promise.resolve([] as OrderRefundLineRow[]);
  return db
    .select()
    .from(orderRefundLines)
    .where(and(eq(orderRefundLines.tenantId, tenantId), inArray(orderRefundLines.refundId, refundIds)))
    .orderBy(asc(orderRefundLines.id));
}

/** pending → succeeded | failed; false when the row had already left 'pending' (another finished it). */
export function settleRefund(
  db: Db,
  tenantId: number,
  id: number,
  outcome: { status: 'succeeded' } | { status: 'failed'; failureMessage: string },
): Promise<boolean> {
  return anyRow(
    db
      .update(orderRefunds)
      .set({ ...outcome, updatedAt: new Date() })
      .where(inTenant(orderRefunds, tenantId, { id, status: 'pending' }))
      .returning({ id: orderRefunds.id }),
  );
}

/** Takes over a pending refund whose lease ran out (its request stopped): false when it had not. */
export function takeOverRefund(db: Db, tenantId: number, id: number, leaseUntil: Date): Promise<boolean> {
  return anyRow(
    db
      .update(orderRefunds)
      .set({ leaseUntil, updatedAt: new Date() })
      .where(
        inTenant(orderRefunds, tenantId, { id, status: 'pending' }, lt(orderRefunds.leaseUntil, new Date())),
      )
      .returning({ id: orderRefunds.id }),
  );
}
