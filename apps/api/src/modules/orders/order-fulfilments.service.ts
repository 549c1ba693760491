// 'Mark as shipped' (ADR 0026), whole or a parcel at a time: a shipment may take chosen lines and
// quantities (order_fulfilment_lines), the rest stays unfulfilled (fulfillmentStatus
// partially_fulfilled, the spec's status processing) until a later parcel takes it. One
// transaction: the order's row is locked, its status checked and moved on, the parcel written, the
// timeline entry recorded and, when asked, the customer's e-mail queued, so none of them happens
// without the rest. These are workflow steps, not a manual override: the provider's refunds and
// disputes still reach a shipped order. Delivery, of a parcel or the order, is
// order-deliveries.service.ts.
import {
  carrierName,
  carrierTrackingUrl,
  checkFulfillmentMove,
  type FulfillmentStatus,
  type fulfilmentInputSchema,
  type OrderFulfilment,
  type OrderShippingLine,
  type OrderTimeline,
  orderStatusLabel,
  planShipment,
  shippableStatuses,
  shippingLinesOf,
} from '@storefleet/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { queueShippingNotice } from '../email/fulfilment-notifications.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { queueWebhookEvents } from '../webhooks/webhook-events.service.ts';
import { listShippableItemsOfOrders } from './customer-orders.queries.ts';
import { actForOrder, staffActor } from './order-access.service.ts';
import { recordOrderEvent } from './order-events.queries.ts';
import {
  insertFulfilment,
  insertFulfilmentLines,
  listFulfilmentsOfOrders,
  listLinesOfFulfilments,
} from './order-fulfilments.queries.ts';
import { toFulfilment } from './order-fulfilments.view.ts';
import { orderLinesInLanguage } from './order-lines-language.service.ts';
import { readOrderTimeline } from './order-notes.service.ts';
import { lockOrderForStatus, updateOrderStatusRow } from './order-status.queries.ts';

type FulfilmentInput = z.output<typeof fulfilmentInputSchema>;

const shippable = new Set<string>(shippableStatuses);

type OrderShipping = { fulfilments: OrderFulfilment[]; shippingLines: OrderShippingLine[] };

/**
 * The parcels of a page of orders with what went in each, and each order line shipped and
 * remaining, by order id (three reads whatever the page size). `ctx.db` may be the platform path
 * (one's own purchases across stores): every read is filtered to the orders' stores.
 */
export async function readShippingOfOrders(
  ctx: Pick<Ctx, 'db'>,
  orderRows: { id: number; tenantId: number }[],
): Promise<Map<number, OrderShipping>> {
  const [items, parcels] = await Promise.all([
    listShippableItemsOfOrders(ctx.db, orderRows),
    listFulfilmentsOfOrders(ctx.db, orderRows),
  ]);
  const lines = await listLinesOfFulfilments(ctx.db, parcels);
  const orderOfParcel = new Map(parcels.map((p) => [p.id, p.orderId]));
  return new Map(
    orderRows.map((order) => [
      order.id,
      {
        fulfilments: parcels.filter((p) => p.orderId === order.id).map((p) => toFulfilment(p, lines)),
        shippingLines: shippingLinesOf(
          items.filter((i) => i.orderId === order.id),
          lines.filter((l) => orderOfParcel.get(l.fulfilmentId) === order.id),
        ),
      },
    ]),
  );
}

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
    const current = (await readShippingOfOrders({ db }, [{ id: orderId, tenantId }])).get(orderId)!;
    const plan = planShipment(current.shippingLines, input.lines);
    if (!plan.ok) {
      if (plan.kind === 'unknown_line') throw new BadRequestError(plan.message);
      throw new ConflictError(plan.message);
    }
    const next: FulfillmentStatus = plan.complete ? 'fulfilled' : 'partially_fulfilled';
    const move = checkFulfillmentMove(order.fulfillmentStatus as FulfillmentStatus, next);
    if (!move.ok) throw new ConflictError(move.message);
    const notify = tenant !== undefined && order.customerEmail !== '';
    // Partly shipped, the spec's status is processing (order-lifecycle.ts deriveOrderStatus).
    const status = plan.complete ? 'shipped' : 'processing';
    await updateOrderStatusRow(db, tenantId, orderId, { status, fulfillmentStatus: next });
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
    await insertFulfilmentLines(db, tenantId, parcel.id, plan.lines);
    const names = new Map(current.shippingLines.map((l) => [l.orderItemId, l.productName]));
    const parcelLines = plan.lines.map((l) => ({
      productName: names.get(l.orderItemId) ?? '',
      quantity: l.quantity,
    }));
    const verb = plan.complete ? 'Shipped' : 'Partly shipped';
    const what = input.lines
      ? ` (${parcelLines.map((l) => `${l.quantity} × ${l.productName}`).join(', ')})`
      : '';
    await recordOrderEvent(db, {
      tenantId,
      orderId,
      kind: 'fulfilled',
      source: 'staff',
      actor: staffActor(actor),
      message: `${verb} with ${carrier}, tracking number ${input.trackingNumber}${what}${notify ? '; customer notified' : ''}`,
      data: {
        fulfilmentId: parcel.id,
        lines: plan.lines,
        carrier: input.carrier,
        trackingNumber: input.trackingNumber,
        trackingUrl,
        notifyCustomer: notify,
        from: order.status,
        to: status,
      },
    });
    await queueWebhookEvents(
      { db, tenantId },
      {
        events: [
          {
            type: 'order.fulfilled',
            data: {
              orderId,
              orderNumber: order.orderNumber ?? orderId,
              fulfilmentId: parcel.id,
              fulfillmentStatus: next,
              carrier: input.carrier,
              trackingNumber: input.trackingNumber,
              trackingUrl: trackingUrl ?? null,
              lines: plan.lines.map((l) => ({
                orderItemId: l.orderItemId,
                productName: names.get(l.orderItemId) ?? '',
                quantity: l.quantity,
              })),
            },
          },
        ],
      },
    );
    if (notify) {
      // The buyer reads the parcel's products in the order's language (docs/decisions/0095).
      const shown = await orderLinesInLanguage(
        { db, tenantId },
        {
          language: order.language,
          defaultLanguage: tenant.defaultLanguage,
          lines: await listShippableItemsOfOrders(db, [{ id: orderId, tenantId }]),
        },
      );
      await queueShippingNotice(
        { db, config: ctx.config },
        {
          tenant,
          order,
          parcel: {
            carrierName: carrier,
            trackingNumber: input.trackingNumber,
            trackingUrl,
            shippingAddress: order.shippingAddress,
            lines: plan.lines.map((l) => ({
              productName: shown.get(l.orderItemId)?.name ?? '',
              variantString: shown.get(l.orderItemId)?.variantString || null,
              quantity: l.quantity,
            })),
            remainingQuantity: plan.complete
              ? 0
              : current.shippingLines.reduce((sum, l) => sum + l.remainingQuantity, 0) -
                plan.lines.reduce((sum, l) => sum + l.quantity, 0),
          },
        },
      );
    }
  });
  return readOrderTimeline(ctx, orderId);
}
