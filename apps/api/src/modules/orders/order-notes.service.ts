// The order's timeline as the admin order view reads it (with its parcels and each line shipped and
// remaining), and staff notes on it. The
// timeline is read from the primary (ctx.db), not the replica: it is read right after a note or
// a shipment and must show it.
import type { OrderTimeline } from '@storefleet/contracts';
import { actingTenant, type Ctx } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { actForOrder, staffActor } from './order-access.service.ts';
import { listOrderEvents, recordOrderEvent } from './order-events.queries.ts';
import { readShippingOfOrders } from './order-fulfilments.service.ts';
import { findOrder } from './order-payment.service.ts';

/** The acting store's order, its parcels and its history newest first; 404 when it has no such order. */
export async function readOrderTimeline(ctx: Ctx, orderId: number): Promise<OrderTimeline> {
  const tenantId = actingTenant(ctx);
  const order = await findOrder(ctx, orderId);
  if (!order) throw new NotFoundError('Order not found');
  const [shipping, events] = await Promise.all([
    readShippingOfOrders(ctx, [order]),
    listOrderEvents(ctx.db, tenantId, orderId),
  ]);
  const { fulfilments, shippingLines } = shipping.get(orderId)!;
  return { orderId, status: order.status, fulfilments, shippingLines, events };
}

/** GET /api/admin/orders/{id}/timeline. */
export async function getOrderTimeline(
  ctx: Ctx,
  { orderId, requestedTenantId }: { orderId: number; requestedTenantId: number | undefined },
): Promise<OrderTimeline> {
  await actForOrder(ctx, { orderId, requestedTenantId });
  return readOrderTimeline(ctx, orderId);
}

/** POST /api/admin/orders/{id}/notes: a staff note, kept for good like every timeline entry. */
export async function addOrderNote(
  ctx: Ctx,
  {
    orderId,
    requestedTenantId,
    note,
  }: { orderId: number; requestedTenantId: number | undefined; note: string },
): Promise<OrderTimeline> {
  const { tenantId, actor } = await actForOrder(ctx, { orderId, requestedTenantId, write: true });
  if (!(await findOrder(ctx, orderId))) throw new NotFoundError('Order not found');
  await recordOrderEvent(ctx.db, {
    tenantId,
    orderId,
    kind: 'note',
    source: 'staff',
    actor: staffActor(actor),
    message: note,
  });
  return readOrderTimeline(ctx, orderId);
}
