// Placing an order (checkout) or a renewal order (product subscriptions): the one way an order and
// its lines are written. It runs in the caller's transaction (`ctx.db` may be a transaction handle),
// so the caller keeps its own boundaries, row locks and savepoints.
import type { Ctx } from '../../context.ts';
import {
  insertOrder,
  insertOrderItems,
  type NewOrderItemRow,
  type NewOrderRow,
} from './order-writes.queries.ts';

export type NewOrder = NewOrderRow;
export type NewOrderItem = NewOrderItemRow;

/** Writes the order and its lines; returns the order id. */
export async function createOrder(
  ctx: Pick<Ctx, 'db'>,
  order: NewOrder,
  items: NewOrderItem[],
): Promise<number>;
/**
 * With `skipDuplicatePayment`, a payment that already has its order (unique provider + payment id)
 * writes nothing and gives undefined: exactly one order per charge.
 */
export async function createOrder(
  ctx: Pick<Ctx, 'db'>,
  order: NewOrder,
  items: NewOrderItem[],
  options: { skipDuplicatePayment: true },
): Promise<number | undefined>;
export async function createOrder(
  ctx: Pick<Ctx, 'db'>,
  order: NewOrder,
  items: NewOrderItem[],
  options?: { skipDuplicatePayment: true },
): Promise<number | undefined> {
  const orderId = await insertOrder(ctx.db, order, options?.skipDuplicatePayment ?? false);
  if (orderId === undefined) return undefined;
  await insertOrderItems(ctx.db, order.tenantId, orderId, items);
  return orderId;
}
