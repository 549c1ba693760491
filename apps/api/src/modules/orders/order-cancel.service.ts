// The order's side of a cancellation (docs/spec/admin-and-platform.md §4): whether it may be
// cancelled, and, once its money is back, the cancelled status, the timeline entry and the
// customer's e-mail in one transaction. The refund itself is the refunds module's (order-cancellation).
import { type AdminOrder, cancellationRefusal, formatMinorIn, webhookMoney } from '@storefleet/contracts';
import type { Actor, Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { queueCancellationNotice } from '../email/fulfilment-notifications.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { queueWebhookEvents } from '../webhooks/webhook-events.service.ts';
import { findAdminOrder } from './admin-orders.queries.ts';
import { toAdminOrder } from './admin-orders.view.ts';
import { listItemsOfOrders } from './customer-orders.queries.ts';
import { actForOrder, staffActor } from './order-access.service.ts';
import { recordOrderEvent } from './order-events.queries.ts';
import { lockOrderForStatus, updateOrderStatusRow } from './order-status.queries.ts';
import { findOrderRow } from './order-writes.queries.ts';

/** The store acting and who asks, once the order is found and may be cancelled (else 404 / 409). */
export async function startOrderCancellation(
  ctx: Ctx,
  { orderId, requestedTenantId }: { orderId: number; requestedTenantId: number | undefined },
): Promise<{ tenantId: number; actor: Actor }> {
  const acting = await actForOrder(ctx, { orderId, requestedTenantId, write: true });
  const order = await findOrderRow(ctx.db, acting.tenantId, orderId);
  if (!order) throw new NotFoundError('Order not found');
  const refusal = cancellationRefusal(order);
  if (refusal) throw new ConflictError(refusal);
  return acting;
}

/**
 * Marks the order cancelled after its refund: a payment never taken is voided, a refunded one stays
 * refunded. Checked again under the row's lock, so two cancels at once record one cancellation.
 * `restockRest` is handed down by the caller (the refunds module restocks; orders cannot import it):
 * it puts back what no refund restocked, in this transaction, so it runs once with the cancellation.
 */
export async function finishOrderCancellation(
  ctx: Ctx,
  {
    orderId,
    tenantId,
    actor,
    reason,
    refundedMinor,
    restockRest,
  }: {
    orderId: number;
    tenantId: number;
    actor: Actor;
    reason: string;
    refundedMinor: number;
    restockRest: (txCtx: { db: Db; tenantId: number }) => Promise<number>;
  },
): Promise<AdminOrder> {
  const tenant = await getTenant(ctx, tenantId);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const order = await lockOrderForStatus(db, tenantId, orderId);
    if (!order) throw new NotFoundError('Order not found');
    const refusal = cancellationRefusal(order);
    if (refusal) throw new ConflictError(refusal);
    const paymentStatus =
      order.paymentStatus === 'pending' || order.paymentStatus === 'authorized'
        ? 'voided'
        : order.paymentStatus;
    const restocked = await restockRest({ db, tenantId });
    await updateOrderStatusRow(db, tenantId, orderId, { status: 'cancelled', paymentStatus });
    const refunded = refundedMinor > 0 ? `; ${formatMinorIn(refundedMinor, order.currency)} refunded` : '';
    await recordOrderEvent(db, {
      tenantId,
      orderId,
      kind: 'status_changed',
      source: 'staff',
      actor: staffActor(actor),
      message: `Order cancelled by ${actor.username}${refunded}, items restocked: ${reason}`,
      data: {
        from: order.status,
        to: 'cancelled',
        manual: false,
        cancelled: true,
        reason,
        refundedMinor,
        ...(restocked > 0 ? { restockedUnits: restocked } : {}),
      },
    });
    await queueWebhookEvents(
      { db, tenantId },
      {
        wanted: tenant.webhookEvents,
        events: [
          {
            type: 'order.cancelled',
            data: {
              orderId,
              orderNumber: order.orderNumber ?? orderId,
              reason,
              refunded: webhookMoney(refundedMinor, order.currency),
              restockedUnits: restocked,
            },
          },
        ],
      },
    );
    if (order.customerEmail !== '') {
      await queueCancellationNotice({ db, config: ctx.config }, { tenant, order, refundedMinor });
    }
  });
  const order = await findAdminOrder(ctx.db, tenantId, orderId);
  if (!order) throw new NotFoundError('Order not found');
  return toAdminOrder(order, await listItemsOfOrders(ctx.db, [order]));
}
