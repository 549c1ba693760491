// Refunds from the admin order view (ADR 0024): claim → provider → settle, exactly once
// per Idempotency-Key; and what the refund dialog reads (paid, refunded, left, lines).
import {
  type CreateRefundResult,
  type createRefundInputSchema,
  decimalToMinor,
  minorDigits,
  minorToDecimal,
  type OrderRefundSummary,
  type RefundPreview,
} from '@storefleet/contracts';
import type { z } from 'zod';
import { actingTenant, type Ctx } from '../../context.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { noteWriteOutcome } from '../audit-log/audit-log.service.ts';
import { requireTenantAdmin, requireUser } from '../auth/authorize.service.ts';
import { listOrderCreditNotes } from '../invoices/credit-notes.service.ts';
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
import { planOrderRefund, remainingMinorOf, toOrderRefund, toRefundSummary } from './refund-view.ts';

/**
 * A refund as asked: `amount` is the decimal text a request carries ("12.50"), or minor units of the
 * order's currency from a caller that has them already (a return's refund).
 */
type CreateRefundInput = Omit<z.output<typeof createRefundInputSchema>, 'amount'> & {
  amount: string | number;
};

/**
 * The amount on top of the lines in minor units of the order's currency: "12.50" EUR is 1250,
 * "1250" JPY is 1250; a figure with more decimals than the currency has is refused readably.
 */
export function extraMinorOf(amount: string | number, currency: string): number {
  if (typeof amount === 'number') return amount;
  if (amount === '') return 0;
  const minor = decimalToMinor(amount, currency);
  if (minor === null) {
    const digits = minorDigits(currency);
    throw new BadRequestError(
      digits === 0
        ? `Enter the amount in ${currency} as a whole number, such as 500: ${currency} has no decimals`
        : `Enter the amount in ${currency} with at most ${digits} decimals, such as ${minorToDecimal(1250 * 10 ** (digits - 2), currency)}`,
    );
  }
  return minor;
}

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
  const creditNotes = await listOrderCreditNotes(ctx, orderId);
  return {
    summary: toRefundSummary(order, { items, refunds, lines, creditNotes }),
    order,
    items,
    lines,
    refunds,
  };
}

/**
 * How the refund asked for would be made up, planned exactly as the refund plans it
 * (`planOrderRefund`), with nothing written: the amount shown is the amount refunded.
 */
export async function previewOrderRefund(
  ctx: Ctx,
  {
    orderId,
    requestedTenantId,
    input,
  }: { orderId: number; requestedTenantId: number | undefined; input: CreateRefundInput },
): Promise<RefundPreview> {
  const tenantId = await requireTenantAdmin(ctx, {
    requestedTenantId: requestedTenantId ?? input.tenantId,
  });
  const { order, items, lines, refunds } = await readSummary(ctx, tenantId, orderId);
  if (!order.paymentProvider || !order.paymentIntentId) {
    throw new BadRequestError('This order has no card payment to refund');
  }
  const plan = planOrderRefund(
    order,
    { items, refunds, lines },
    { lines: input.lines, extraMinor: extraMinorOf(input.amount, order.currency), shipping: input.shipping },
  );
  const formatMinor = (minor: number) => minorToDecimal(minor, order.currency);
  return {
    currency: order.currency,
    lines: plan.lines.map((line) => {
      const item = items.find((i) => i.id === line.orderItemId);
      return {
        orderItemId: line.orderItemId,
        name: line.name,
        variantString: item?.variantString ?? '',
        unitPrice: formatMinor(line.unitPriceMinor),
        quantity: line.quantity,
        discount: formatMinor(line.discountMinor),
        amount: formatMinor(line.amountMinor),
      };
    }),
    shipping: input.shipping ? formatMinor(plan.shippingMinor) : null,
    extraAmount: formatMinor(plan.extraMinor),
    amount: formatMinor(plan.amountMinor),
    remainingAfter: formatMinor(remainingMinorOf(order, refunds) - plan.amountMinor),
  };
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
  // The amount asked is in the order's currency, so its minor units need that currency first.
  const extraMinor =
    typeof input.amount === 'number' || input.amount === ''
      ? extraMinorOf(input.amount, 'GBP')
      : extraMinorOf(input.amount, (await findOrder(ctx, orderId))?.currency ?? 'GBP');
  const claim = await claimRefund(
    ctx,
    {
      tenantId,
      orderId,
      idempotencyKey,
      lines: input.lines,
      extraMinor,
      shipping: input.shipping,
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
  const { summary, order, items, lines } = await readSummary(ctx, tenantId, orderId);
  // The audit entry says what was given back, in which currency, not only what was asked.
  noteWriteOutcome(ctx, {
    refunded: { amount: minorToDecimal(settled.amountMinor, order.currency), currency: order.currency },
    refundId: settled.id,
    creditNote: summary.creditNotes.find((note) => note.refundId === settled.id)?.number ?? null,
  });
  return {
    result: { refund: toOrderRefund(settled, lines, items, order.currency), summary },
    created: claim.fresh,
  };
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
