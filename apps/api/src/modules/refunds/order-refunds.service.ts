// Refunds from the admin order view (ADR 0024): claim → provider → settle, exactly once
// per Idempotency-Key; and what the refund dialog reads (paid, refunded, left, lines).
import type { CreateRefundResult, createRefundInputSchema, OrderRefundSummary } from '@storefleet/contracts';
import type { z } from 'zod';
import { actingTenant, type Ctx } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin, requireUser } from '../auth/authorize.service.ts';
import { findOrder, listOrderItems } from '../orders/order-payment.service.ts';
import { PaymentProviderError } from '../payments/payments.errors.ts';
import {
  findRefund,
  listLinesOfRefunds,
  listRefundsOfOrder,
  type OrderRefundRow,
  takeOverRefund,
} from './order-refunds.queries.ts';
import { claimRefund, REFUND_LEASE_MS } from './refund-claim.step.ts';
import { executeRefund } from './refund-settle.step.ts';
import { toOrderRefund, toRefundSummary } from './refund-view.ts';

type CreateRefundInput = z.output<typeof createRefundInputSchema>;

/** How long a repeated request waits for the first one to finish before answering 409. */
const WAIT_FOR_FIRST_MS = 25_000;

export async function getOrderRefundSummary(
  ctx: Ctx,
  { orderId, requestedTenantId }: { orderId: number; requestedTenantId: number | undefined },
): Promise<OrderRefundSummary> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId });
  return (await readSummary(ctx, tenantId, orderId)).summary;
}

async function readSummary(ctx: Ctx, tenantId: number, orderId: number) {
  const order = await findOrder(ctx, orderId);
  if (!order) throw new NotFoundError('Order not found');
  const items = await listOrderItems(ctx, orderId);
  const refunds = await listRefundsOfOrder(ctx.db, tenantId, orderId);
  const lines = await listLinesOfRefunds(
    ctx.db,
    tenantId,
    refunds.map((r) => r.id),
  );
  return { summary: toRefundSummary(order, items, refunds, lines), items, lines, refunds };
}

/** `created` false: the key was seen before, and this answers with that refund's outcome. */
export async function createOrderRefund(
  ctx: Ctx,
  {
    orderId,
    requestedTenantId,
    idempotencyKey,
    input,
  }: {
    orderId: number;
    requestedTenantId: number | undefined;
    idempotencyKey: string;
    input: CreateRefundInput;
  },
): Promise<{ result: CreateRefundResult; created: boolean }> {
  const actor = requireUser(ctx);
  const tenantId = await requireTenantAdmin(ctx, {
    requestedTenantId: requestedTenantId ?? input.tenantId,
    write: true,
  });
  const claim = await claimRefund(
    ctx,
    {
      tenantId,
      orderId,
      idempotencyKey,
      lines: input.lines,
      extraMinor: input.amount,
      restock: input.restock,
      reason: input.reason,
    },
    actor,
  );
  let refund = claim.refund;
  if (claim.fresh) {
    await executeRefund(ctx, refund, false);
  } else if (refund.status === 'pending') {
    refund = await waitOrTakeOver(ctx, refund);
    if (refund.status === 'pending') await executeRefund(ctx, refund, true);
  }
  const settled = (await findRefund(ctx.db, tenantId, refund.id)) ?? refund;
  if (settled.status === 'failed') {
    throw new PaymentProviderError(settled.failureMessage ?? undefined);
  }
  const { summary, items, lines } = await readSummary(ctx, tenantId, orderId);
  return { result: { refund: toOrderRefund(settled, lines, items), summary }, created: claim.fresh };
}

/**
 * A repeat of a refund still in progress: wait for the first request to settle it; if its lease
 * runs out (that request stopped), take it over. Answers with the settled row, or the pending row
 * now owned by this request.
 */
async function waitOrTakeOver(ctx: Ctx, refund: OrderRefundRow): Promise<OrderRefundRow> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (let pause = 50; ; pause = Math.min(pause * 2, 1000)) {
    const row = await findRefund(ctx.db, refund.tenantId, refund.id);
    if (row?.status !== 'pending') return row ?? refund;
    if (row.leaseUntil.getTime() < Date.now()) {
      const lease = new Date(Date.now() + REFUND_LEASE_MS);
      if (await takeOverRefund(ctx.db, refund.tenantId, refund.id, lease))
        return { ...row, leaseUntil: lease };
    }
    if (Date.now() > deadline) {
      throw new ConflictError('This refund is still being processed. Refresh the order in a moment.');
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/** The refunds.resume job: finishes a refund whose request stopped before settling it. */
export async function resumeRefund(ctx: Ctx, refundId: number): Promise<void> {
  const tenantId = actingTenant(ctx);
  const row = await findRefund(ctx.db, tenantId, refundId);
  if (row?.status !== 'pending') return;
  const lease = new Date(Date.now() + REFUND_LEASE_MS);
  if (!(await takeOverRefund(ctx.db, tenantId, refundId, lease))) {
    throw new Error(`Refund ${refundId} is still held by its request; the job will try again`);
  }
  try {
    await executeRefund(ctx, row, true);
  } catch (error) {
    // The provider refused: the refund is marked failed and the order left as it was.
    if (!(error instanceof PaymentProviderError)) throw error;
  }
}
