// Step 1 of a refund, the claim (ADR 0024): under a lock on the order, check what is left and write
// the refund 'pending' with its idempotency key, lines and a lease, before any provider call. A
// second request with the same key finds this row instead of making another refund.
import { createHash } from 'node:crypto';
import type { Actor, Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { transactionWithRetry } from '../../db/transaction-retry.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { listOrderItems, lockOrder } from '../orders/order-payment.service.ts';
import {
  findPendingRefundOfOrder,
  findRefundByKey,
  insertRefund,
  listLinesOfRefunds,
  listRefundsOfOrder,
  type OrderRefundRow,
} from './order-refunds.queries.ts';
import type { RequestedLine } from './refund-plan.ts';
import { planOrderRefund } from './refund-view.ts';

/** How long the request that claimed a refund may take over the provider call before another resumes it. */
export const REFUND_LEASE_MS = 60_000;
export const RESUME_REFUND_JOB = 'refunds.resume';

export type RefundRequest = {
  tenantId: number;
  orderId: number;
  idempotencyKey: string;
  lines: RequestedLine[];
  /** Money on top of the lines, in pence. */
  extraMinor: number;
  /** Give back the paid shipping (once per order). */
  shipping: boolean;
  restock: boolean;
  reason: string | null;
};

/** What makes two requests "the same refund": a key sent again with other figures is refused. */
export function requestHashOf(request: RefundRequest): string {
  const lines = [...request.lines]
    .sort((a, b) => a.orderItemId - b.orderItemId || a.quantity - b.quantity)
    .map((l) => [l.orderItemId, l.quantity]);
  const asked = [request.orderId, lines, request.extraMinor, request.restock, request.reason];
  // Shipping joined the request later: a request without it hashes as it always did.
  const text = JSON.stringify(request.shipping ? [...asked, 'shipping'] : asked);
  return createHash('sha256').update(text).digest('hex');
}

export type Claim = { refund: OrderRefundRow; fresh: boolean };

export function claimRefund(ctx: Ctx, request: RefundRequest, actor: Actor | null): Promise<Claim> {
  const requestHash = requestHashOf(request);
  return transactionWithRetry(ctx.db, async (tx: Db) => {
    const { tenantId, orderId } = request;
    // The lock first: a request with the same key waits here for the first to commit its claim,
    // then finds it below (under READ COMMITTED each statement sees what committed before it).
    const order = await lockOrder({ db: tx, tenantId }, orderId);
    if (!order) throw new NotFoundError('Order not found');
    const existing = await findRefundByKey(tx, tenantId, request.idempotencyKey);
    if (existing) {
      if (existing.orderId !== orderId || existing.requestHash !== requestHash) {
        throw new ConflictError('This Idempotency-Key was already used for a different refund');
      }
      return { refund: existing, fresh: false };
    }
    if (!order.paymentProvider || !order.paymentIntentId) {
      throw new BadRequestError('This order has no card payment to refund');
    }
    if (await findPendingRefundOfOrder(tx, tenantId, orderId)) {
      throw new ConflictError('Another refund of this order is in progress. Try again in a moment.');
    }
    const items = await listOrderItems({ db: tx, tenantId }, orderId);
    const refunds = await listRefundsOfOrder(tx, tenantId, orderId);
    const lines = await listLinesOfRefunds(
      tx,
      tenantId,
      refunds.map((r) => r.id),
    );
    // No refund is pending here (checked above), so what is left is the total less the refunded.
    const plan = planOrderRefund(order, { items, refunds, lines }, request);
    const refund = await insertRefund(
      tx,
      {
        tenantId,
        orderId,
        idempotencyKey: request.idempotencyKey,
        requestHash,
        amountMinor: plan.amountMinor,
        shippingMinor: plan.shippingMinor,
        refundedBeforeMinor: order.refundedMinor,
        restock: request.restock,
        reason: request.reason,
        actorUserId: actor?.userId ?? null,
        actorName: actor?.username ?? null,
        leaseUntil: new Date(Date.now() + REFUND_LEASE_MS),
      },
      plan.lines,
    );
    // If this process stops before the refund is settled, the job finishes it after the lease.
    await enqueueJob(
      { db: tx },
      {
        name: RESUME_REFUND_JOB,
        payload: { tenantId, refundId: refund.id },
        key: `${RESUME_REFUND_JOB}:${tenantId}:${refund.id}`,
        delayMs: REFUND_LEASE_MS + 30_000,
      },
    );
    return { refund, fresh: true };
  });
}
