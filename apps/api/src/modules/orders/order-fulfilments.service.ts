// 'Mark as shipped' and 'Mark as delivered' (ADR 0026). Each is one transaction: the
// order's row is locked, its status checked and moved on, the parcel written, the timeline entry
// recorded and, when asked, the customer's e-mail queued, so none of them happens without the rest.
// These are workflow steps, not a manual override: the provider's refunds and disputes still
// reach a shipped order.
import {
  carrierName,
  carrierTrackingUrl,
  checkFulfillmentMove,
  type FulfillmentStatus,
  type fulfilmentInputSchema,
  type OrderTimeline,
  orderStatusLabel,
  shippableStatuses,
} from '@storefleet/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { queueDeliveryNotice, queueShippingNotice } from '../email/fulfilment-notifications.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { actForOrder, staffActor } from './order-access.service.ts';
import { recordOrderEvent } from './order-events.queries.ts';
import { insertFulfilment, markFulfilmentsDelivered } from './order-fulfilments.queries.ts';
import { readOrderTimeline } from './order-notes.service.ts';
import { lockOrderForStatus, updateOrderStatusRow } from './order-status.queries.ts';

type FulfilmentInput = z.output<typeof fulfilmentInputSchema>;

const shippable = new Set<string>(shippableStatuses);

/** POST /api/admin/orders/{id}/fulfilments: ships a paid, confirmed or processing order. */
export async function shipOrder(
  ctx: Ctx,
  {
    orderId,
    requestedTenantId,
    shipment: input,
  }: { orderId: number; requestedTenantId: number | undefined; shipment: FulfilmentInput },
): Promise<OrderTimeline> {
  const { tenantId, actor } = await actForOrder(ctx, { orderId, requestedTenantId, write: true });
  const tenant = input.notifyCustomer ? await getTenant(ctx, tenantId) : undefined;
  // A link staff typed wins; else the carrier's own tracking page, when it has one.
  const trackingUrl = input.trackingUrl ?? carrierTrackingUrl(input.carrier, input.trackingNumber);
  const carrier = carrierName(input.carrier);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const order = await lockOrderForStatus(db, tenantId, orderId);
    if (!order) throw new NotFoundError('Order not found');
    // A partly refunded order still ships: the money and the goods move apart (order-lifecycle.ts).
    const moneyAllows =
      shippable.has(order.status) ||
      (order.paymentStatus === 'partially_refunded' && order.status === 'partially_refunded');
    if (!moneyAllows) {
      throw new ConflictError(
        `Only paid, confirmed or processing orders can be shipped; order #${order.orderNumber ?? orderId} is ${orderStatusLabel(order.status).toLowerCase()}`,
      );
    }
    const move = checkFulfillmentMove(order.fulfillmentStatus as FulfillmentStatus, 'fulfilled');
    if (!move.ok) throw new ConflictError(move.message);
    const notify = tenant !== undefined && order.customerEmail !== '';
    await updateOrderStatusRow(db, tenantId, orderId, { status: 'shipped', fulfillmentStatus: 'fulfilled' });
    const parcel = await insertFulfilment(db, {
      tenantId,
      orderId,
      carrier: input.carrier,
      trackingNumber: input.trackingNumber,
      trackingUrl,
      notifiedCustomer: notify,
      createdByUserId: actor.userId,
      createdByName: actor.username,
    });
    await recordOrderEvent(db, {
      tenantId,
      orderId,
      kind: 'fulfilled',
      source: 'staff',
      actor: staffActor(actor),
      message: `Shipped with ${carrier}, tracking number ${input.trackingNumber}${notify ? '; customer notified' : ''}`,
      data: {
        fulfilmentId: parcel.id,
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
        trackingUrl,
        notifyCustomer: notify,
        from: order.status,
        to: 'shipped',
      },
    });
    if (notify) {
      await queueShippingNotice(
        { db, config: ctx.config },
        {
          tenant,
          to: order.customerEmail,
          notice: {
            orderId,
            orderNumber: order.orderNumber ?? orderId,
            customerName: order.customerName,
            carrierName: carrier,
            trackingNumber: input.trackingNumber,
            trackingUrl,
            shippingAddress: order.shippingAddress,
          },
        },
      );
    }
  });
  return readOrderTimeline(ctx, orderId);
}

/** POST /api/admin/orders/{id}/delivery: a shipped order has arrived. */
export async function markOrderDelivered(
  ctx: Ctx,
  {
    orderId,
    requestedTenantId,
    notifyCustomer,
  }: { orderId: number; requestedTenantId: number | undefined; notifyCustomer: boolean },
): Promise<OrderTimeline> {
  const { tenantId, actor } = await actForOrder(ctx, { orderId, requestedTenantId, write: true });
  const tenant = notifyCustomer ? await getTenant(ctx, tenantId) : undefined;
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const order = await lockOrderForStatus(db, tenantId, orderId);
    if (!order) throw new NotFoundError('Order not found');
    if (order.status !== 'shipped') {
      throw new ConflictError(
        `Only shipped orders can be marked as delivered; order #${order.orderNumber ?? orderId} is ${orderStatusLabel(order.status).toLowerCase()}`,
      );
    }
    const notify = tenant !== undefined && order.customerEmail !== '';
    const now = new Date();
    await updateOrderStatusRow(db, tenantId, orderId, {
      status: 'delivered',
      fulfillmentStatus: 'fulfilled',
    });
    await markFulfilmentsDelivered(db, tenantId, orderId, now);
    await recordOrderEvent(db, {
      tenantId,
      orderId,
      kind: 'delivered',
      source: 'staff',
      actor: staffActor(actor),
      message: `Marked as delivered${notify ? '; customer notified' : ''}`,
      data: { notifyCustomer: notify, from: order.status, to: 'delivered' },
    });
    if (notify) {
      await queueDeliveryNotice(
        { db, config: ctx.config },
        {
          tenant,
          to: order.customerEmail,
          notice: { orderId, orderNumber: order.orderNumber ?? orderId, customerName: order.customerName },
        },
      );
    }
  });
  return readOrderTimeline(ctx, orderId);
}
