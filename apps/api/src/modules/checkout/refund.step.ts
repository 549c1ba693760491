// The undo of authorise: a checkout that ends without an order gives the money back. The snapshot
// is moved to 'refunding' (with a queued checkout.refund job) before any provider call, so a
// crash part-way is finished by the job; the provider calls are safe to repeat.
import { actAsTenant, type Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { providerNamed } from '../payments/provider-registry.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { findSnapshotByIntent, moveSnapshot, type SnapshotRow } from './checkout-snapshots.queries.ts';

export const REFUND_JOB = 'checkout.refund';

/**
 * In the caller's transaction: moves an open checkout to 'refunding' with `message` and queues
 * its refund job; false (and nothing queued) when another finalizer already moved it on.
 */
export async function closeForRefundIn(tx: Db, snapshot: SnapshotRow, message: string): Promise<boolean> {
  const moved = await moveSnapshot(tx, snapshot.tenantId, snapshot.id, ['open'], {
    status: 'refunding',
    failureMessage: message,
  });
  if (moved) {
    await enqueueJob(
      { db: tx },
      {
        name: REFUND_JOB,
        payload: {
          provider: snapshot.provider,
          paymentId: snapshot.paymentIntentId,
          tenantId: snapshot.tenantId,
        },
        key: `${REFUND_JOB}:${snapshot.provider}:${snapshot.paymentIntentId}`,
      },
    );
  }
  return moved;
}

/** Closes an open checkout for a refund; false when another finalizer already moved it on. */
export function closeCheckoutForRefund(ctx: Ctx, snapshot: SnapshotRow, message: string): Promise<boolean> {
  return transactionWithRetry(ctx.db, (tx) => closeForRefundIn(tx, snapshot, message));
}

/** Refunds (or voids, when not captured) the payment of a 'refunding' checkout; a no-op otherwise. */
export async function refundClosedCheckout(ctx: Ctx, tenantId: number, provider: string, paymentId: string) {
  actAsTenant(ctx, tenantId);
  const snapshot = await findSnapshotByIntent(ctx.db, paymentId, { tenantId, provider });
  if (snapshot?.status !== 'refunding') return;
  const gateway = providerNamed(ctx, { tenant: await getTenant(ctx, tenantId), name: snapshot.provider });
  const payment = await gateway.retrieve(paymentId);
  if (payment.state === 'succeeded') {
    if (payment.refundedMinor < payment.amountMinor) {
      await gateway.refund(paymentId, { idempotencyKey: `checkout-closed-${paymentId}` });
    }
  } else if (payment.state === 'processing') {
    throw new Error(`Payment ${paymentId} is still processing; the refund will be tried again`);
  } else if (payment.state !== 'canceled' && payment.state !== 'failed') {
    await gateway.cancel(paymentId);
  }
  await moveSnapshot(ctx.db, tenantId, snapshot.id, ['refunding'], { status: 'refunded' });
}
