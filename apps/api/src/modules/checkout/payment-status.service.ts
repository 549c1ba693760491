// Payment status after the sale (spec admin §4): refunds and disputes the provider reports are
// applied to the order, unless an admin has set its status by hand (manualStatusOverride); and the
// admin's own refund through the order's provider. Both act for the order's store, the acting store
// of `ctx`.
import { formatMoneyIn, minorToDecimal, type PaymentStatus } from '@storefleet/contracts';
import { actingTenant, type Ctx } from '../../context.ts';
import { BadRequestError, NotFoundError } from '../../lib/errors.ts';
import { findOrder, findOrderByPayment, updateOrderPayment } from '../orders/order-payment.service.ts';
import type { ProviderPayment } from '../payments/payment-provider.types.ts';
import { providerNamed } from '../payments/provider-registry.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';

export function statusForPayment(payment: ProviderPayment, totalMinor: number): string | undefined {
  if (payment.disputed) return 'disputed';
  if (payment.refundedMinor > 0 && payment.refundedMinor >= totalMinor) return 'refunded';
  if (payment.refundedMinor > 0) return 'partially_refunded';
  return undefined;
}

/**
 * Where the money is after the provider's refunded total (order-lifecycle.ts): a paid order moves to
 * partly or wholly refunded; undefined when that says nothing new. Only the total grows (ADR 0024).
 */
function paymentStatusAfterRefunds(
  order: { paymentStatus: string; totalMinor: number; refundedMinor: number },
  refundedMinor: number,
): PaymentStatus | undefined {
  if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'partially_refunded') return undefined;
  const refunded = Math.max(order.refundedMinor, refundedMinor);
  if (refunded <= 0) return undefined;
  const next: PaymentStatus = refunded >= order.totalMinor ? 'refunded' : 'partially_refunded';
  return next === order.paymentStatus ? undefined : next;
}

/**
 * Applies what the provider reports. The money's status always follows it, also on an order whose
 * status an admin set by hand; the spec's status then stays as set (spec admin §4: such an order
 * 'will no longer sync with Stripe payment status'), and a dispute shows as the status.
 */
export async function syncOrderPaymentStatus(
  ctx: Ctx,
  { provider, payment }: { provider: string; payment: ProviderPayment },
): Promise<void> {
  const order = await findOrderByPayment(ctx, { provider, paymentIntentId: payment.id });
  if (!order) return;
  const status = statusForPayment(payment, order.totalMinor);
  const changeStatus = status !== undefined && status !== order.status && !order.manualStatusOverride;
  const paymentStatus = paymentStatusAfterRefunds(order, payment.refundedMinor);
  if (!changeStatus && !paymentStatus && payment.refundedMinor === order.refundedMinor) return;
  await updateOrderPayment(ctx, {
    orderId: order.id,
    values: {
      refundedMinor: payment.refundedMinor,
      ...(changeStatus ? { status } : {}),
      ...(paymentStatus ? { paymentStatus } : {}),
    },
    statusChange: { from: order.status, source: 'provider', provider, setByHand: order.manualStatusOverride },
  });
}

/**
 * Refunds an order's payment on its provider (all that is left, or `amountMinor`), then applies the
 * provider's answer to the order. For the admin's order screens.
 */
export async function refundOrderPayment(
  ctx: Ctx,
  { orderId, amountMinor }: { orderId: number; amountMinor?: number },
) {
  const order = await findOrder(ctx, orderId);
  if (!order) throw new NotFoundError('Order not found');
  if (!order.paymentProvider || !order.paymentIntentId) {
    throw new BadRequestError('This order has no card payment to refund');
  }
  const left = order.totalMinor - order.refundedMinor;
  if (left <= 0) throw new BadRequestError('This order has already been refunded in full');
  if (amountMinor !== undefined && (amountMinor < 1 || amountMinor > left)) {
    const money = (minor: number) =>
      formatMoneyIn('en', minorToDecimal(minor, order.currency), order.currency);
    throw new BadRequestError(`The refund must be between ${money(1)} and ${money(left)}`);
  }
  const provider = providerNamed(ctx, {
    tenant: await getTenant(ctx, actingTenant(ctx)),
    name: order.paymentProvider,
  });
  const payment = await provider.refund(order.paymentIntentId, {
    amountMinor,
    idempotencyKey: `order-${order.id}-refund-from-${order.refundedMinor}-${amountMinor ?? 'rest'}`,
  });
  await syncOrderPaymentStatus(ctx, { provider: order.paymentProvider, payment });
}
