// Placing an order (checkout) or a renewal order (product subscriptions): the one way an order and
// its lines are written. It runs in the caller's transaction (`ctx.db` may be a transaction handle),
// so the caller keeps its own boundaries, row locks and savepoints.
import { formatMinorIn } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { type NewOrderEvent, orderEventColumns, recordOrderEvents } from './order-events.queries.ts';
import {
  insertOrder,
  insertOrderItems,
  insertOrderWithLines,
  type NewOrderItemRow,
  type NewOrderRow,
  type NumbersInStatement,
  type OrderStatementPart,
  type OrderWithLines,
  type PlacedOrder,
  sendOrderWithLinesAhead,
} from './order-writes.queries.ts';

export type NewOrder = NewOrderRow;
export type NewOrderItem = NewOrderItemRow;
export type { OrderStatementPart, PlacedOrder };

type PlaceInput = {
  order: NewOrder;
  items: NewOrderItem[];
  /** Who placed it: the shopper at checkout (the default), or the platform for a renewal. */
  placedBy?: 'customer' | 'system';
  /**
   * Numbered by the store's order and invoice counters in the order's own statement (checkout,
   * ADR 0112), instead of by the insert's trigger: both counter rows stay locked from that
   * statement to the caller's COMMIT, so the caller places the order late in its transaction.
   */
  numbers?: NumbersInStatement;
  /**
   * The caller's own writes that need the new order's id, as CTE parts (`name as (…)`) of the
   * order's statement, built once per shape (db/prepared.ts): one round trip for all. Not with
   * `skipDuplicatePayment`.
   */
  withOrder?: OrderStatementPart[];
};

/** Writes the order and its lines; returns its id and its number in its store. */
export async function createOrder(ctx: Pick<Ctx, 'db'>, input: PlaceInput): Promise<PlacedOrder>;
/**
 * With `skipDuplicatePayment`, a payment that already has its order (unique provider + payment id)
 * writes nothing and gives undefined: exactly one order per charge.
 */
export async function createOrder(
  ctx: Pick<Ctx, 'db'>,
  input: PlaceInput & { skipDuplicatePayment: true },
): Promise<PlacedOrder | undefined>;
export async function createOrder(
  ctx: Pick<Ctx, 'db'>,
  {
    order,
    items,
    placedBy,
    skipDuplicatePayment,
    numbers,
    withOrder,
  }: PlaceInput & { skipDuplicatePayment?: true },
): Promise<PlacedOrder | undefined> {
  const written = orderWithLines({ order, items, placedBy, numbers, withOrder });
  // Nothing can skip the insert: the order, its lines and its timeline in one statement.
  if (!skipDuplicatePayment) return insertOrderWithLines(ctx.db, written);
  if (withOrder || numbers)
    throw new Error('createOrder: withOrder and numbers need the one-statement insert');
  const placed = await insertOrder(ctx.db, written.values, true);
  if (placed === undefined) return undefined;
  await insertOrderItems(ctx.db, order.tenantId, placed.id, items);
  const events = placedEvents(order, placedBy ?? 'customer');
  await recordOrderEvents(
    ctx.db,
    events.map((event) => ({ ...event, orderId: placed.id })),
  );
  return placed;
}

/**
 * createOrder's one statement sent ahead of the caller's next statement, its COMMIT at the latest
 * (db/send-with-next.ts): the order is `placed` once that round trip is answered. For a caller
 * with nothing left to write that needs the order's id or number (checkout, ADR 0120).
 */
export function placeOrderAhead(
  ctx: Pick<Ctx, 'db'>,
  input: PlaceInput,
): Promise<{ placed: Promise<PlacedOrder> }> {
  return sendOrderWithLinesAhead(ctx.db, orderWithLines(input));
}

function orderWithLines({ order, items, placedBy, numbers, withOrder }: PlaceInput): OrderWithLines {
  // The money's status starts from what checkout knows: taken, or not yet (order-lifecycle.ts).
  const paymentStatus = order.paymentStatus ?? (order.status === 'paid' ? 'paid' : 'pending');
  return {
    values: { ...order, paymentStatus },
    items,
    events: placedEvents(order, placedBy ?? 'customer').map(orderEventColumns),
    more: withOrder,
    numbers,
  };
}

/** The timeline's first entries: placed, and paid when the money is already taken (one insert). */
function placedEvents(order: NewOrder, placedBy: 'customer' | 'system'): Omit<NewOrderEvent, 'orderId'>[] {
  const total = formatMinorIn(order.totalMinor, order.currency ?? 'GBP');
  const base = { tenantId: order.tenantId };
  const events: Omit<NewOrderEvent, 'orderId'>[] = [
    {
      ...base,
      kind: 'placed',
      source: placedBy,
      message:
        placedBy === 'system'
          ? `Renewal order placed for ${total}`
          : `Order placed by ${order.customerName} for ${total}`,
      data: { totalMinor: order.totalMinor },
    },
  ];
  if (order.status === 'paid') {
    const provider = order.paymentProvider ?? 'card';
    events.push({
      ...base,
      kind: 'paid',
      source: 'provider',
      message: `Payment of ${total} received (${provider})`,
      data: { amountMinor: order.totalMinor, provider },
    });
  }
  return events;
}
