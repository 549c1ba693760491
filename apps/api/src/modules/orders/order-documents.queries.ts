// Reads for an order's documents (the invoice): one order with its lines, found for its customer
// (across stores, always filtered to the user) or in one store.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { firstRow } from '../../db/rows.ts';
import { orders } from '../../db/schema/index.ts';

export function findOrderOfUserRow(db: Db, userId: number, orderId: number) {
  return firstRow(
    db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId))),
  );
}

export function findOrderOfStoreRow(db: Db, tenantId: number, orderId: number) {
  return firstRow(
    db
      .select()
      .from(orders)
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId))),
  );
}
