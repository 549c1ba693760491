// An order's payment as checkout and the payment webhooks see it: finding the order a payment made
// and recording what the provider reports (cancelled, refunded). `ctx.db` may be the caller's
// transaction handle.
import type { Ctx } from '../../context.ts';
import { findOrderRow, findOrderRowByPayment, updateOrderPaymentRow } from './order-writes.queries.ts';

export function findOrder(ctx: Pick<Ctx, 'db'>, tenantId: number, orderId: number) {
  return findOrderRow(ctx.db, tenantId, orderId);
}

export function findOrderByPayment(
  ctx: Pick<Ctx, 'db'>,
  tenantId: number,
  provider: string,
  paymentIntentId: string,
) {
  return findOrderRowByPayment(ctx.db, tenantId, provider, paymentIntentId);
}

export async function updateOrderPayment(
  ctx: Pick<Ctx, 'db'>,
  tenantId: number,
  orderId: number,
  values: { status?: string; refundedMinor?: number },
): Promise<void> {
  await updateOrderPaymentRow(ctx.db, tenantId, orderId, values);
}
