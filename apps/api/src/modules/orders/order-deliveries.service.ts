// 'Mark as delivered' (ADR 0026), the whole order or one parcel: a parcel is marked delivered on its
// own, and the order is delivered once every parcel is and nothing remains to ship. Each is one
// transaction: the order's row locked, its status checked and moved on, the timeline entry recorded
// and, when asked, the customer's delivery notice queued, so none happens without the rest.
// Shipping itself is order-fulfilments.service.ts.
import { carrierName, type OrderTimeline, orderStatusLabel } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { queueDeliveryNotice } from '../email/fulfilment-notifications.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { actForOrder, staffActor } from './order-access.service.ts';
import { recordOrderEvent } from './order-events.queries.ts';
import {
  lockFulfilment,
  markFulfilmentDelivered,
  markFulfilmentsDelivered,
} from './order-fulfilments.queries.ts';
import { readShippingOfOrders } from './order-fulfilments.service.ts';
import { readOrderTimeline } from './order-notes.service.ts';
import { lockOrderForStatus, updateOrderStatusRow } from './order-status.queries.ts';

type DeliveryRequest = { orderId: number; requestedTenantId: number | undefined; notifyCustomer: boolean };

/** What a delivery step is given inside its transaction. */
type DeliveryStep = {
  db: Db;
  order: NonNullable<Awaited<ReturnType<typeof lockOrderForStatus>>>;
  tenantId: number;
  actor: Awaited<ReturnType<typeof actForOrder>>['actor'];
  /** The customer was asked to be told and has an address. */
  mayNotify: boolean;
};

/**
 * One delivery's transaction: the caller may write to the order, whose row is locked; `mark`
 * records what arrived and answers whether the customer is now sent the delivery notice, which is
 * queued in the same transaction. Answers the order's timeline after.
 */
async function recordDelivery(
  ctx: Ctx,
  { orderId, requestedTenantId, notifyCustomer }: DeliveryRequest,
  mark: (step: DeliveryStep) => Promise<boolean>,
): Promise<OrderTimeline> {
  const { tenantId, actor } = await actForOrder(ctx, { orderId, requestedTenantId, write: true });
  const tenant = notifyCustomer ? await getTenant(ctx, tenantId) : undefined;
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const order = await lockOrderForStatus(db, tenantId, orderId);
    if (!order) throw new NotFoundError('Order not found');
    const mayNotify = tenant !== undefined && order.customerEmail !== '';
    const notify = await mark({ db, order, tenantId, actor, mayNotify });
    if (notify && tenant) await queueDeliveryNotice({ db, config: ctx.config }, { tenant, order });
  });
  return readOrderTimeline(ctx, orderId);
}

/** POST /api/admin/orders/{id}/delivery: a shipped order has arrived. */
export function markOrderDelivered(ctx: Ctx, request: DeliveryRequest): Promise<OrderTimeline> {
  const { orderId } = request;
  return recordDelivery(ctx, request, async ({ db, order, tenantId, actor, mayNotify: notify }) => {
    if (order.status !== 'shipped') {
      throw new ConflictError(
        `Only shipped orders can be marked as delivered; order #${order.orderNumber ?? orderId} is ${orderStatusLabel(order.status).toLowerCase()}`,
      );
    }
    await updateOrderStatusRow(db, tenantId, orderId, {
      status: 'delivered',
      fulfillmentStatus: 'fulfilled',
    });
    await markFulfilmentsDelivered(db, tenantId, orderId, new Date());
    await recordOrderEvent(db, {
      tenantId,
      orderId,
      kind: 'delivered',
      source: 'staff',
      actor: staffActor(actor),
      message: `Marked as delivered${notify ? '; customer notified' : ''}`,
      data: { notifyCustomer: notify, from: order.status, to: 'delivered' },
    });
    return notify;
  });
}

/**
 * POST /api/admin/orders/{id}/fulfilments/{fulfilmentId}/delivery: one parcel has arrived. When it
 * is the last parcel out and nothing remains to ship, the order is delivered too, and only then is
 * the customer e-mailed the delivery notice (with notifyCustomer).
 */
export function markFulfilmentArrived(
  ctx: Ctx,
  { fulfilmentId, ...request }: DeliveryRequest & { fulfilmentId: number },
): Promise<OrderTimeline> {
  const { orderId } = request;
  return recordDelivery(ctx, request, async ({ db, order, tenantId, actor, mayNotify }) => {
    const parcel = await lockFulfilment(db, tenantId, orderId, fulfilmentId);
    if (!parcel) throw new NotFoundError('Shipment not found');
    if (parcel.deliveredAt) throw new ConflictError('This shipment has already been marked as delivered');
    await markFulfilmentDelivered(db, tenantId, fulfilmentId, new Date());
    const shipping = (await readShippingOfOrders({ db }, [{ id: orderId, tenantId }])).get(orderId)!;
    const allArrived =
      order.status === 'shipped' &&
      order.fulfillmentStatus === 'fulfilled' &&
      shipping.fulfilments.every((f) => f.id === fulfilmentId || f.deliveredAt !== null);
    const notify = allArrived && mayNotify;
    if (allArrived) {
      await updateOrderStatusRow(db, tenantId, orderId, {
        status: 'delivered',
        fulfillmentStatus: 'fulfilled',
      });
    }
    const parcelName = `${carrierName(parcel.carrier)} ${parcel.trackingNumber}`;
    await recordOrderEvent(db, {
      tenantId,
      orderId,
      kind: 'delivered',
      source: 'staff',
      actor: staffActor(actor),
      message: allArrived
        ? `Shipment ${parcelName} delivered; order marked as delivered${notify ? '; customer notified' : ''}`
        : `Shipment ${parcelName} marked as delivered`,
      data: {
        fulfilmentId,
        notifyCustomer: notify,
        from: order.status,
        to: allArrived ? 'delivered' : order.status,
      },
    });
    return notify;
  });
}
