// Parcels sent for orders (order_fulfilments) and what went in each (order_fulfilment_lines):
// the only file that reads or writes them.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderFulfilmentLines, orderFulfilments, orderItems } from '../../db/schema/index.ts';

export type FulfilmentRow = typeof orderFulfilments.$inferSelect;
export type NewFulfilmentRow = Omit<typeof orderFulfilments.$inferInsert, 'id' | 'createdAt' | 'deliveredAt'>;

export async function insertFulfilment(db: Db, values: NewFulfilmentRow): Promise<FulfilmentRow> {
  const [row] = await db.insert(orderFulfilments).values(values).returning();
  return row!;
}

export type FulfilmentLineRow = {
  fulfilmentId: number;
  orderItemId: number;
  productName: string;
  quantity: number;
};

/** The parcel's lines, in one statement. */
export async function insertFulfilmentLines(
  db: Db,
  tenantId: number,
  fulfilmentId: number,
  lines: { orderItemId: number; quantity: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  await db
    .insert(orderFulfilmentLines)
    .values(lines.map((l) => ({ tenantId, fulfilmentId, orderItemId: l.orderItemId, quantity: l.quantity })));
}

/** What went in the given parcels, with each line's product name, in order of the order's lines. */
export async function listLinesOfFulfilments(
  db: Db,
  parcels: { id: number; tenantId: number }[],
): Promise<FulfilmentLineRow[]> {
  if (parcels.length === 0) return [];
  const tenantIds = [...new Set(parcels.map((p) => p.tenantId))];
  return db
    .select({
      fulfilmentId: orderFulfilmentLines.fulfilmentId,
      orderItemId: orderFulfilmentLines.orderItemId,
      productName: orderItems.productName,
      quantity: orderFulfilmentLines.quantity,
    })
    .from(orderFulfilmentLines)
    .innerJoin(
      orderItems,
      and(
        eq(orderItems.tenantId, orderFulfilmentLines.tenantId),
        eq(orderItems.id, orderFulfilmentLines.orderItemId),
      ),
    )
    .where(
      and(
        inArray(orderFulfilmentLines.tenantId, tenantIds),
        inArray(
          orderFulfilmentLines.fulfilmentId,
          parcels.map((p) => p.id),
        ),
      ),
    )
    .orderBy(asc(orderFulfilmentLines.orderItemId));
}

/** One parcel of the order, locked until the transaction ends; undefined when it has no such parcel. */
export async function lockFulfilment(
  db: Db,
  tenantId: number,
  orderId: number,
  fulfilmentId: number,
): Promise<FulfilmentRow | undefined> {
  const [row] = await db
    .select()
    .from(orderFulfilments)
    .where(
      and(
        eq(orderFulfilments.tenantId, tenantId),
        eq(orderFulfilments.orderId, orderId),
        eq(orderFulfilments.id, fulfilmentId),
      ),
    )
    .for('update');
  return row;
}

/** Marks one parcel delivered now. */
export async function markFulfilmentDelivered(db: Db, tenantId: number, fulfilmentId: number, at: Date) {
  await db
    .update(orderFulfilments)
    .set({ deliveredAt: at })
    .where(and(eq(orderFulfilments.tenantId, tenantId), eq(orderFulfilments.id, fulfilmentId)));
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
