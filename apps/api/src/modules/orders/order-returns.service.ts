// An order as a return sees it (modules/returns): the customer's own order (another customer's is
// not found), when its goods were sent, and, in the return's transaction, the goods coming back:
// the fulfilment status moved to partially_returned or returned (order-lifecycle.ts) and the
// timeline entry written with it.
import {
  checkFulfillmentMove,
  deriveOrderStatus,
  type FulfillmentStatus,
  type PaymentStatus,
} from '@storefleet/contracts';
import { type Actor, actAsTenant, actingTenant, type Ctx, platformDb } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { requireUser } from '../auth/authorize.service.ts';
import { listItemsOfOrders, type OrderItemRow, type OrderRow } from './customer-orders.queries.ts';
import { staffActor } from './order-access.service.ts';
import { recordOrderEvent } from './order-events.queries.ts';
import { type Replacement, takeReplacements } from './order-replacements.service.ts';
import { findOrderOfUser, findOrderSentAt } from './order-return-goods.queries.ts';
import { lockOrderForStatus, updateOrderStatusRow } from './order-status.queries.ts';
import { findOrderRow } from './order-writes.queries.ts';

export type ReturnableOrder = { order: OrderRow; items: OrderItemRow[]; sentAt: Date | undefined };

/** The signed-in customer's order, acting for its store; another's (or none) is 'Order not found'. */
export async function findCustomerOrderForReturn(ctx: Ctx, orderId: number): Promise<ReturnableOrder> {
  const actor = requireUser(ctx);
  const own = await findOrderOfUser(platformDb(ctx), actor.userId, orderId);
  if (!own) throw new NotFoundError('Order not found');
  actAsTenant(ctx, own.tenantId);
  return findOrderForReturn(ctx, orderId);
}

/** The lines sold in a page of orders (no exchange's replacement), through the caller's handle. */
export function listSoldItemsOfOrders(ctx: Pick<Ctx, 'db'>, orderRows: { id: number; tenantId: number }[]) {
  return listItemsOfOrders(ctx.db as Db, orderRows);
}

/** The acting store's order with its lines and when its goods were sent. */
export async function findOrderForReturn(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  orderId: number,
): Promise<ReturnableOrder> {
  const tenantId = actingTenant(ctx);
  const order = await findOrderRow(ctx.db, tenantId, orderId);
  if (!order) throw new NotFoundError('Order not found');
  const [items, sentAt] = await Promise.all([
    listItemsOfOrders(ctx.db, [{ id: orderId, tenantId }]),
    findOrderSentAt(ctx.db, tenantId, orderId),
  ]);
  return { order, items, sentAt };
}

/**
 * A return's step on the order's timeline, in the caller's transaction (`ctx.db`). With `goodsBack`
 * the goods came back: all of the order's items (`returned`) or some (`partially_returned`). With
 * `replacements` (an exchange, ADR 0078) each is taken from stock and becomes a line of the order to
 * ship, and the order's goods are `partially_fulfilled` until it goes; a return received while a
 * replacement still waits leaves them so.
 */
export async function recordReturnOnOrder(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  {
    orderId,
    message,
    actor,
    data,
    goodsBack,
    replacements = [],
  }: {
    orderId: number;
    message: string;
    actor: Actor | null;
    data: Record<string, unknown>;
    goodsBack?: 'all' | 'some';
    replacements?: Replacement[];
  },
): Promise<void> {
  const tenantId = actingTenant(ctx);
  const db = ctx.db as Db;
  if (goodsBack) {
    const order = await lockOrderForStatus(db, tenantId, orderId);
    if (!order) throw new NotFoundError('Order not found');
    const from = order.fulfillmentStatus as FulfillmentStatus;
    const toSend = replacements.length > 0 || from === 'partially_fulfilled';
    const to: FulfillmentStatus = toSend
      ? 'partially_fulfilled'
      : goodsBack === 'all'
        ? 'returned'
        : 'partially_returned';
    if (from !== to) {
      // Goods coming back then going out again is the exchange's own move, not a shipment's.
      const move = toSend ? { ok: true as const } : checkFulfillmentMove(from, to);
      if (!move.ok) throw new ConflictError(move.message);
      const status = deriveOrderStatus(order.paymentStatus as PaymentStatus, to, order.status);
      await updateOrderStatusRow(db, tenantId, orderId, { status, fulfillmentStatus: to });
    }
    if (replacements.length > 0) {
      const items = await listItemsOfOrders(db, [{ id: orderId, tenantId }]);
      await takeReplacements({ db, tenantId }, { orderId, items, replacements });
    }
  }
  await recordOrderEvent(db, {
    tenantId,
    orderId,
    kind: 'return',
    source: actor ? 'staff' : 'customer',
    ...(actor ? { actor: staffActor(actor) } : {}),
    message,
    data,
  });
}
