// Writes that make and settle an order: the only file that inserts into orders and order_items.
// Callers pass their transaction handle, so an order is written in the same transaction as the
// stock (checkout) or the renewal bookkeeping (renewals) that it belongs to.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { firstRow, inTenant } from '../../db/rows.ts';
import { orderItems, orderNumberSequences, orders } from '../../db/schema/index.ts';

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

/**
 * The store's next order and invoice numbers, taken by the order's own statement (ADR 0112): its
 * first parts move the store's two counters (`invoiceNumber` is the invoices module's statement
 * for its counter, returning `last_number`), and the order's row is written with both numbers.
 * Both counter rows stay locked from that statement to COMMIT, and a rollback gives both numbers
 * back, so they have no gaps (ADR 0025).
 */
export type NumbersInStatement = { invoiceNumber: SQL };

/**
 * The order, its lines and its first timeline entries in ONE statement (checkout's hot path):
 * the lines and the entries take the order's id from the insert before them. `events` builds the
 * timeline's insert from that id; `more` adds the caller's own CTE parts (`name as (…)`) given it;
 * `numbers` numbers the order from the store's counters in the same statement, else the insert's
 * trigger numbers it (migration 0023).
 */
export async function insertOrderWithLines(
  db: Db,
  values: NewOrderRow,
  items: NewOrderItemRow[],
  events: (orderId: SQL) => { getSQL(): SQL },
  more: (orderId: SQL) => SQL[] = () => [],
  numbers?: NumbersInStatement,
): Promise<PlacedOrder> {
  const placedId = sql`(select id from placed)`;
  const counters = numbers
    ? sql`next_order as (
      insert into ${orderNumberSequences} as s (tenant_id, last_number) values (${values.tenantId}, 1001)
      on conflict (tenant_id) do update set last_number = s.last_number + 1
      returning last_number
    ), next_invoice as (${numbers.invoiceNumber}), `
    : sql``;
  const numbered = numbers
    ? {
        orderNumber: sql<number>`(select last_number from next_order)`,
        invoiceNumber: sql<number>`(select last_number from next_invoice)`,
      }
    : {};
  const order = db
    .insert(orders)
    .values({ ...values, ...numbered })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  const lines = items.length
    ? sql`, lines as (${db
        .insert(orderItems)
        .values(items.map((item) => ({ ...item, tenantId: values.tenantId, orderId: placedId })))
        .getSQL()})`
    : sql``;
  const extra = more(placedId).map((part) => sql`, ${part}`);
  const result = (await db.execute(sql`
    with ${counters}placed as (${order.getSQL()})${lines}, timeline as (${events(placedId).getSQL()})${sql.join(extra)}
    select id, order_number as "orderNumber" from placed`)) as unknown as {
    rows: { id: number | string; orderNumber: number | string | null }[];
  };
  const row = result.rows[0]!;
  const id = Number(row.id);
  return { id, orderNumber: row.orderNumber === null ? id : Number(row.orderNumber) };
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
