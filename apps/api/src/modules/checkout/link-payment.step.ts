// Step 3 for a snapshot that pays an order's payment link (ADR 0077) instead of a cart: no order is
// written; the payment is recorded on the order the link collects for (modules/orders), in the same
// transaction and under the same snapshot lock as a cart's commit, so a confirm, a webhook and the
// finalize job racing record it once. A refusal (the link paid already, the order no longer owing
// it) is thrown as PaymentLinkRefused, and commitOrder gives the payment back like a sold-out line.
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { recordPaymentLinkPayment } from '../orders/order-payment-link-payments.service.ts';
import type { PaymentState } from '../payments/payment-provider.types.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import { moveSnapshot, type SnapshotRow } from './checkout-snapshots.queries.ts';

export async function writeLinkPayment(
  ctx: Pick<Ctx, 'config'>,
  tx: Db,
  input: {
    snapshot: SnapshotRow;
    linkId: number;
    paymentState: PaymentState;
    tenant: TenantRow | undefined;
    finalizeJob: { name: string; delayMs: number };
  },
) {
  const { snapshot, linkId, finalizeJob } = input;
  // Taken in full: the receipt goes now. An authorisation is captured next; its receipt follows then.
  const receipt = input.paymentState === 'succeeded' ? input.tenant : undefined;
  const { orderId, orderNumber } = await recordPaymentLinkPayment(
    { db: tx, config: ctx.config },
    {
      tenantId: snapshot.tenantId,
      linkId,
      provider: snapshot.provider,
      paymentIntentId: snapshot.paymentIntentId,
      amountMinor: snapshot.totalMinor,
      receipt,
    },
  );
  await moveSnapshot(tx, snapshot.tenantId, snapshot.id, ['open'], {
    status: receipt ? 'notified' : 'ordered',
    orderId,
    newCustomer: false,
  });
  if (!receipt) {
    await enqueueJob(
      { db: tx },
      {
        name: finalizeJob.name,
        payload: {
          provider: snapshot.provider,
          paymentId: snapshot.paymentIntentId,
          tenantId: snapshot.tenantId,
        },
        key: `${finalizeJob.name}:${snapshot.provider}:${snapshot.paymentIntentId}`,
        delayMs: finalizeJob.delayMs,
      },
    );
  }
  return {
    orderId,
    ...(orderNumber === null ? {} : { orderNumber }),
    newCustomer: false,
    notified: receipt !== undefined,
  };
}
