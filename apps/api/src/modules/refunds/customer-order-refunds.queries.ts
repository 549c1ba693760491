// The refunds made on a customer's own orders, for their account's order history. Their orders span
// stores, so this reads on the platform path and is always filtered to the customer's user id (a
// read join with orders, which the orders module owns, and with the refund's credit note, which the
// invoices module owns).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { creditNotes, orderRefunds, orders } from '../../db/schema/index.ts';

export function listSucceededRefundsOfUserOrders(db: Db, userId: number, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: orderRefunds.id,
      orderId: orderRefunds.orderId,
      amountMinor: orderRefunds.amountMinor,
      currency: orders.currency,
      createdAt: orderRefunds.createdAt,
      creditNoteId: creditNotes.id,
      creditNoteNumber: creditNotes.number,
    })
    .from(orderRefunds)
    .innerJoin(orders, and(eq(orders.id, orderRefunds.orderId), eq(orders.tenantId, orderRefunds.tenantId)))
    .leftJoin(
      creditNotes,
      and(eq(creditNotes.refundId, orderRefunds.id), eq(creditNotes.tenantId, orderRefunds.tenantId)),
    )
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orderRefunds.orderId, orderIds),
        eq(orderRefunds.status, 'succeeded'),
      ),
    )
    .orderBy(asc(orderRefunds.orderId), asc(orderRefunds.createdAt), asc(orderRefunds.id));
}
