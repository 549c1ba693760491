// Step 4, capture: takes the money of a payment that was only authorised (Stripe, manual capture)
// once the order is committed. If that fails, the commit is undone: stock back, order cancelled,
// authorisation voided.
import { type Ctx, markStorefrontChanged } from '../../context.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { returnStock } from '../catalogue/product-stock.service.ts';
import { findOrder, updateOrderPayment } from '../orders/order-payment.service.ts';
import {
  paymentLinkOfSource,
  undoPaymentLinkPayment,
} from '../orders/order-payment-link-payments.service.ts';
import type { PaymentProvider, ProviderPayment } from '../payments/payment-provider.types.ts';
import { PaymentFailedError } from '../payments/payments.errors.ts';
import { cancelSubscriptionsOfOrder } from '../product-subscriptions/subscription-checkout.service.ts';
import { lockSnapshot, moveSnapshot, type SnapshotRow } from './checkout-snapshots.queries.ts';

const CAPTURE_FAILED_LINK = 'Your payment could not be completed. You have not been charged.';

export const CAPTURE_FAILED =
  'Your payment could not be completed, so no order was placed. You have not been charged.';

async function releaseOrder(ctx: Ctx, snapshot: SnapshotRow, orderId: number) {
  await transactionWithRetry(ctx.db, async (tx) => {
    const locked = await lockSnapshot(tx, snapshot.tenantId, snapshot.id);
    if (!locked || (locked.status !== 'ordered' && locked.status !== 'notified')) return;
    const txCtx = { db: tx, tenantId: snapshot.tenantId };
    // A payment link's payment (ADR 0077): the order stays; what it paid is owed again.
    const linkId = paymentLinkOfSource(locked.sourceKey);
    if (linkId !== undefined) {
      await undoPaymentLinkPayment(txCtx, linkId);
      await moveSnapshot(tx, snapshot.tenantId, snapshot.id, ['ordered', 'notified'], {
        status: 'cancelled',
        failureMessage: CAPTURE_FAILED_LINK,
      });
      return;
    }
    const order = await findOrder(txCtx, orderId);
    if (!order || order.status === 'cancelled') return;
    for (const line of locked.items)
      if (line.stock) await returnStock(txCtx, { target: line.stock, quantity: line.quantity });
    markStorefrontChanged(ctx);
    await updateOrderPayment(txCtx, {
      orderId,
      values: { status: 'cancelled' },
      statusChange: { from: order.status, source: 'system' },
    });
    await cancelSubscriptionsOfOrder(txCtx, orderId);
    await moveSnapshot(tx, snapshot.tenantId, snapshot.id, ['ordered', 'notified'], {
      status: 'cancelled',
      failureMessage: CAPTURE_FAILED,
    });
  });
}

export async function capturePayment(
  ctx: Ctx,
  provider: PaymentProvider,
  snapshot: SnapshotRow,
  orderId: number,
  payment: ProviderPayment,
): Promise<void> {
  if (payment.state !== 'requires_capture') return;
  const captured = await provider.capture(payment.id).catch((error: unknown) => {
    ctx.log.error({ err: error, paymentId: payment.id }, 'capture failed');
    return undefined;
  });
  if (captured?.state === 'succeeded') return;
  await releaseOrder(ctx, snapshot, orderId);
  await provider.cancel(payment.id).catch((error: unknown) => {
    // An authorisation that cannot be voided lapses by itself after a few days; nothing was taken.
    ctx.log.error({ err: error, paymentId: payment.id }, 'could not void authorisation');
  });
  throw new PaymentFailedError(CAPTURE_FAILED);
}
