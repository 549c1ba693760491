// An order's payment as checkout and the payment webhooks see it: finding the order a payment made
// and recording what the provider reports (cancelled, refunded). `ctx.db` may be the caller's
// transaction handle.
import {
  deriveOrderStatus,
  type FulfillmentStatus,
  orderStatusLabel,
  type PaymentStatus,
  paymentStatusOfEvent,
} from '@storefleet/contracts';
import { actingTenant, type Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { listItemsOfOrders } from './customer-orders.queries.ts';
import { type NewOrderEvent, recordOrderEvent } from './order-events.queries.ts';
import {
  findOrderRow,
  findOrderRowByPayment,
  lockOrderRow,
  updateOrderPaymentRow,
} from './order-writes.queries.ts';

export function findOrder(ctx: Pick<Ctx, 'db' | 'tenantId'>, orderId: number) {
  return findOrderRow(ctx.db, actingTenant(ctx), orderId);
}

export function findOrderByPayment(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  { provider, paymentIntentId }: { provider: string; paymentIntentId: string },
) {
  return findOrderRowByPayment(ctx.db, actingTenant(ctx), provider, paymentIntentId);
}

const PROVIDER_NAMES: Record<string, string> = { sandbox: 'the sandbox', stripe: 'Stripe', sumup: 'SumUp' };

const words = (status: string) => status.replaceAll('_', ' ');

/**
 * With `statusChange`, a new status is recorded on the order's timeline in the same transaction
 *: who made it (the provider, or the system undoing a checkout) and from what. `paymentStatus`
 * alone (no `status`) moves the money's status and keeps the spec's status: an order whose status
 * an admin set by hand; with `statusChange` the timeline says so.
 */
export async function updateOrderPayment(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  {
    orderId,
    values,
    statusChange,
  }: {
    orderId: number;
    values: { status?: string; refundedMinor?: number; paymentStatus?: PaymentStatus };
    statusChange?: {
      from: string;
      source: 'provider' | 'system';
      provider?: string | null;
      /** The status was set by hand (manualStatusOverride), so the money moves without it. */
      setByHand?: boolean;
    };
  },
): Promise<void> {
  const tenantId = actingTenant(ctx);
  values = await withDerivedStatus(ctx, orderId, values);
  const to = values.status;
  const by =
    statusChange?.source === 'provider'
      ? ` by ${PROVIDER_NAMES[statusChange.provider ?? ''] ?? 'the payment provider'}`
      : '';
  const updateWithTimeline = (
    source: 'provider' | 'system',
    event: Pick<NewOrderEvent, 'message' | 'data'>,
  ) =>
    ctx.db.transaction(async (tx) => {
      await updateOrderPaymentRow(tx as unknown as Db, tenantId, orderId, values);
      await recordOrderEvent(tx as unknown as Db, {
        tenantId,
        orderId,
        kind: 'status_changed',
        source,
        ...event,
      });
    });
  if (statusChange && to === undefined && values.paymentStatus !== undefined) {
    // The money moved on an order whose status was set by hand: the status stays, the timeline
    // says where the money went.
    const { from, source, provider, setByHand } = statusChange;
    const payment = values.paymentStatus;
    const kept = setByHand ? `; the status stays ${orderStatusLabel(from)}, as set by hand` : '';
    await updateWithTimeline(source, {
      message: `Payment ${words(payment)}${by}${kept}`,
      data: { from, to: from, manual: false, paymentStatus: payment, ...(provider ? { provider } : {}) },
    });
    return;
  }
  if (!statusChange || to === undefined || to === statusChange.from) {
    await updateOrderPaymentRow(ctx.db, tenantId, orderId, values);
    return;
  }
  const { from, source, provider } = statusChange;
  await updateWithTimeline(source, {
    message: `Status changed from ${orderStatusLabel(from)} to ${orderStatusLabel(to)}${by}`,
    data: { from, to, manual: false, ...(provider ? { provider } : {}) },
  });
}

/**
 * A status the money reports ('refunded', 'cancelled'…) moves the payment status; the spec's status
 * is then derived with where the goods are, so refunding a shipped parcel leaves it shipped
 * (order-lifecycle.ts). A status that says nothing of the money ('disputed') is kept as it is.
 */
async function withDerivedStatus(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  orderId: number,
  values: PaymentValues,
): Promise<PaymentValues> {
  const payment = values.status === undefined ? undefined : paymentStatusOfEvent(values.status);
  // No status, or one that says nothing of the money ('disputed'): the statuses given are kept.
  if (payment === undefined) return values;
  const order = await findOrderRow(ctx.db, actingTenant(ctx), orderId);
  if (!order) return values;
  const status = deriveOrderStatus(payment, order.fulfillmentStatus as FulfillmentStatus, order.status);
  return { ...values, paymentStatus: payment, status };
}

type PaymentValues = { status?: string; refundedMinor?: number; paymentStatus?: PaymentStatus };

/** The order, locked for the rest of the caller's transaction (`ctx.db` must be one). */
export function lockOrder(ctx: Pick<Ctx, 'db' | 'tenantId'>, orderId: number) {
  return lockOrderRow(ctx.db, actingTenant(ctx), orderId);
}

export function listOrderItems(ctx: Pick<Ctx, 'db' | 'tenantId'>, orderId: number) {
  return listItemsOfOrders(ctx.db, [{ id: orderId, tenantId: actingTenant(ctx) }]);
}

export type { OrderItemRow } from './customer-orders.queries.ts';
