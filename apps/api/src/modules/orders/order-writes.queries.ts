// Writes that make and settle an order: the only file that inserts into orders and order_items.
// Callers pass their transaction handle, so an order is written in the same transaction as the
// stock (checkout) or the renewal bookkeeping (renewals) that it belongs to.
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import {
  type Prepared,
  preparedByShape,
  rowPlaceholders,
  type StatementPart,
  valuePlaceholder,
} from '../../db/prepared.ts';
import { firstRow, inTenant } from '../../db/rows.ts';
import { orderItems, orderNumberSequences, orderSearchWords, orders } from '../../db/schema/index.ts';
import { sendPreparedAhead, sendWithNext } from '../../db/send-with-next.ts';
import { type OrderEventColumns, orderEventRowsInsert } from './order-events.queries.ts';
import { orderWordStarts } from './order-search-words.ts';

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
 * for its counter, returning `last_number`, given the placeholder of the order's store), and the
 * order's row is written with both numbers. Both counter rows stay locked from that statement to
 * COMMIT, and a rollback gives both numbers back, so they have no gaps (ADR 0025).
 */
export type NumbersInStatement = { invoiceNumber: (tenantId: Placeholder) => SQL };

/** The new order in its own statement, for the parts that follow its insert: its id and its number. */
export type PlacedInStatement = { id: SQL; orderNumber: SQL };

/** A part of the order's statement (`name as (…)`), given the new order's id and number. */
export type OrderStatementPart = StatementPart<PlacedInStatement>;

/**
 * The order's statement in each of its shapes (how many lines and entries, which columns are
 * given, which parts come along): built once per shape with placeholders, filled per order.
 */
const orderStatement = preparedByShape();

/** What insertOrderWithLines and sendOrderWithLinesAhead write: the order, its lines, its entries, the caller's parts. */
export type OrderWithLines = {
  values: NewOrderRow;
  items: NewOrderItemRow[];
  events: OrderEventColumns[];
  more?: OrderStatementPart[];
  numbers?: NumbersInStatement;
};

/**
 * The order, its lines and its first timeline entries in ONE statement (checkout's hot path):
 * the lines and the entries take the order's id from the insert before them. `more` adds the
 * caller's own CTE parts given it; `numbers` numbers the order from the store's counters in the
 * same statement, else the insert's trigger numbers it (migration 0023). Built once per shape
 * (db/prepared.ts): drizzle building it for every order was the largest part of its SQL work
 * (docs/performance.md).
 */
export async function insertOrderWithLines(db: Db, order: OrderWithLines): Promise<PlacedOrder> {
  const { statement, values } = await orderWithLinesStatement(db, order);
  const result = (await statement.execute(values)) as { rows: PlacedRow[] };
  return placedOrderOf(result.rows);
}

/**
 * insertOrderWithLines sent ahead of the transaction's next statement, its COMMIT at the latest
 * (db/send-with-next.ts): `placed` settles with that statement's round trip. On PostgreSQL the
 * store's counter rows it locks are then held for its own execution and the commit only.
 */
export async function sendOrderWithLinesAhead(
  db: Db,
  order: OrderWithLines,
): Promise<{ placed: Promise<PlacedOrder> }> {
  const { statement, values } = await orderWithLinesStatement(db, order);
  const { rows } = await sendPreparedAhead<PlacedRow>(db, statement, values);
  const placed = rows.then(placedOrderOf);
  // Its error is the next statement's too, which the caller meets first.
  placed.catch(() => {});
  return { placed };
}

type PlacedRow = { id: number | string; orderNumber: number | string | null };

function placedOrderOf(rows: PlacedRow[]): PlacedOrder {
  const row = rows[0]!;
  const id = Number(row.id);
  return { id, orderNumber: row.orderNumber === null ? id : Number(row.orderNumber) };
}

/**
 * The order whose search words its own statement writes (migration 0071), named as the orders
 * trigger reads it: its payment, unique to it. Only inside a transaction, where the setting that
 * names it holds until the statement runs (PostgreSQL sends it ahead of the statement, in its round
 * trip), and only for an order with a payment; any other order keeps the trigger's words.
 */
function wordsWrittenFor(db: Db, values: NewOrderRow): string | undefined {
  if (!(db instanceof PgTransaction) || !values.paymentProvider || !values.paymentIntentId) return undefined;
  return `${values.paymentProvider}:${values.paymentIntentId}`;
}

async function orderWithLinesStatement(
  db: Db,
  { values, items, events, more = [], numbers }: OrderWithLines,
): Promise<{ statement: Prepared; values: Record<string, unknown> }> {
  const wordsFor = wordsWrittenFor(db, values);
  if (wordsFor) await sendWithNext(db, sql`select set_config('app.order_words', ${wordsFor}, true)`);
  const order = rowPlaceholders('o_', values);
  const lines = items.map((item, i) => rowPlaceholders(`l${i}_`, item));
  const entries = events.map((event, i) => rowPlaceholders(`e${i}_`, event));
  const shape = [
    numbers ? 'numbered' : 'by trigger',
    wordsFor ? 'words written' : 'words by trigger',
    order.shape,
    ...lines.map((line) => `line ${line.shape}`),
    ...entries.map((entry) => `entry ${entry.shape}`),
    ...more.map((part) => `part ${part.shape}`),
  ].join('; ');
  const statement = orderStatement(shape, (db) => {
    const tenantId = sql.placeholder('tenant_id');
    const placedRefs = {
      id: sql`(select id from placed)`,
      orderNumber: sql`(select order_number from placed)`,
    };
    const placedId = placedRefs.id;
    const counters = numbers
      ? sql`next_order as (
      insert into ${orderNumberSequences} as s (tenant_id, last_number) values (${tenantId}, 1001)
      on conflict (tenant_id) do update set last_number = s.last_number + 1
      returning last_number
    ), next_invoice as (${numbers.invoiceNumber(tenantId)}), `
      : sql``;
    const numbered = numbers
      ? {
          orderNumber: sql<number>`(select last_number from next_order)`,
          invoiceNumber: sql<number>`(select last_number from next_invoice)`,
        }
      : {};
    const placed = db
      .insert(orders)
      .values({ ...order.columns, ...numbered })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    const lineRows = lines.map((line) => ({
      ...line.columns,
      tenantId: valuePlaceholder<number>('tenant_id'),
      orderId: placedId,
    }));
    const linesPart = lineRows.length
      ? sql`, lines as (${db.insert(orderItems).values(lineRows).getSQL()})`
      : sql``;
    const timeline = orderEventRowsInsert(
      db,
      entries.map((entry) => entry.columns),
      placedId,
    );
    // The words lower-cased and without repeats, as order_search_words_of gives them.
    const wordsPart = wordsFor
      ? sql`, words as (insert into ${orderSearchWords} (tenant_id, order_id, word)
      select ${tenantId}, ${placedId}, w from (
        select distinct lower(start) as w from json_array_elements_text(cast(${sql.placeholder('word_starts')} as json)) as start
      ) as words)`
      : sql``;
    const extra = more.map((part) => sql`, ${part.sql(db, placedRefs)}`);
    return sql`
    with ${counters}placed as (${placed.getSQL()})${linesPart}, timeline as (${timeline.getSQL()})${wordsPart}${sql.join(extra)}
    select id, order_number as "orderNumber" from placed`;
  });
  const filled: Record<string, unknown> = { tenant_id: values.tenantId, ...order.values };
  if (wordsFor)
    filled.word_starts = JSON.stringify(orderWordStarts(values.customerName, values.customerEmail));
  for (const part of [...lines, ...entries, ...more]) Object.assign(filled, part.values);
  return { statement: statement(db), values: filled };
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
