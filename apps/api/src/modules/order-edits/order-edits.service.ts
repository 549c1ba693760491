// Editing an order before it is sent (docs/spec/admin-and-platform.md §4 orders): the orders module
// rewrites the lines, stock and totals and records the edit; a lower total is then given back
// through the refunds module's exactly-once path under a key fixed for the edit, so a repeated call
// (or one that stopped after the edit) refunds the difference once, with its credit note. Above both
// modules, which cannot call each other both ways.
import { minorToDecimal, type OrderEditResult, type orderEditInputSchema } from '@storefleet/contracts';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { noteWriteOutcome } from '../audit-log/audit-log.service.ts';
import { applyOrderEdit, readEditedOrder } from '../orders/order-edit.service.ts';
import { createOrderRefund } from '../refunds/order-refunds.service.ts';

export async function editOrder(
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
    input: z.output<typeof orderEditInputSchema>;
  },
): Promise<OrderEditResult> {
  const outcome = await applyOrderEdit(ctx, { orderId, requestedTenantId, editKey: idempotencyKey, input });
  const { tenantId } = outcome;
  let refundedMinor = 0;
  if (!input.preview && outcome.refundMinor > 0 && outcome.canRefund) {
    const { result } = await createOrderRefund(ctx, {
      orderId,
      requestedTenantId: tenantId,
      idempotencyKey: outcome.refundKey,
      input: {
        lines: [],
        amount: outcome.refundMinor,
        restock: false,
        shipping: false,
        reason: 'Order edited: the new total is lower',
      },
    });
    refundedMinor = result.refund.status === 'succeeded' ? outcome.refundMinor : 0;
  }
  const formatMinor = (minor: number) => minorToDecimal(minor, outcome.currency);
  if (!input.preview) {
    noteWriteOutcome(ctx, {
      edited: {
        previousTotal: formatMinor(outcome.previousTotalMinor),
        newTotal: formatMinor(outcome.newTotalMinor),
        refunded: formatMinor(refundedMinor),
        amountDue: formatMinor(outcome.amountDueMinor),
        currency: outcome.currency,
      },
    });
  }
  return {
    ...(await readEditedOrder(ctx, { orderId, tenantId })),
    currency: outcome.currency,
    previousTotal: formatMinor(outcome.previousTotalMinor),
    newTotal: formatMinor(outcome.newTotalMinor),
    difference: formatMinor(outcome.newTotalMinor - outcome.previousTotalMinor),
    refunded: formatMinor(input.preview ? outcome.refundMinor : refundedMinor),
    amountDue: formatMinor(outcome.amountDueMinor),
    applied: outcome.applied,
  };
}
