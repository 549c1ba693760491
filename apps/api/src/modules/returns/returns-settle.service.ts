// Returns, the last step: the refund of a received return through the refund path (ADR 0024), once,
// and for an exchange its price difference: refunded when cheaper, owed by the customer and collected
// through a payment link when dearer (ADR 0077).
import {
  decimalToMinor,
  exchangeDifferenceMinor,
  formatMinorIn,
  type OrderReturn,
} from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { oweForExchange, paymentLinkOrigin } from '../orders/order-payment-links.service.ts';
import { recordReturnOnOrder } from '../orders/order-returns.service.ts';
import { createOrderRefund } from '../refunds/order-refunds.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { findListedReturn, listLinesOfReturns, type ReturnLineRow, updateReturn } from './returns.queries.ts';
import { type AdminStep, onlyFrom, staffStep } from './returns-steps.ts';

/** What the refund of a received return gives back: unexchanged lines, and a cheaper exchange's difference. */
function refundOf(lines: readonly ReturnLineRow[]) {
  const refundLines = lines
    .filter((l) => l.exchangeUnitPriceMinor === null)
    .map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity }));
  const difference = exchangeDifferenceMinor(lines);
  return {
    refundLines,
    extraMinor: difference < 0 ? -difference : 0,
    amountDueMinor: difference > 0 ? difference : 0,
    exchange: lines.some((l) => l.exchangeUnitPriceMinor !== null),
  };
}

/**
 * POST /api/admin/returns/{id}/refund: the refund through the refund path, exactly once under the
 * key `return-{id}-refund` (a repeat answers with that refund and nothing more), then the return
 * closed as refunded or exchanged; a dearer exchange's difference is recorded as due.
 */
export async function refundReturn(ctx: Ctx, step: AdminStep): Promise<OrderReturn> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId: step.requestedTenantId, write: true });
  const row = await findListedReturn(ctx.db, tenantId, step.returnId);
  if (!row) throw new NotFoundError('Return not found');
  const refusal = refundRefusal(row);
  if (refusal) throw new ConflictError(refusal);
  const lines = await listLinesOfReturns(ctx.db, tenantId, [row.id]);
  const plan = refundOf(lines);
  let refundedMinor = 0;
  let refundId: number | null = null;
  if (plan.refundLines.length > 0 || plan.extraMinor > 0) {
    const { result } = await createOrderRefund(ctx, {
      orderId: row.orderId,
      requestedTenantId: tenantId,
      idempotencyKey: `return-${row.id}-refund`,
      input: {
        lines: plan.refundLines,
        amount: plan.extraMinor,
        restock: false,
        shipping: false,
        reason: `Return #${row.id}: ${row.reason}`.slice(0, 500),
      },
    });
    refundedMinor = decimalToMinor(result.refund.amount, result.summary.currency) ?? 0;
    refundId = result.refund.id;
  }
  const status = plan.exchange ? 'exchanged' : 'refunded';
  const tenant = plan.amountDueMinor > 0 ? await getTenant(ctx, tenantId) : undefined;
  const origin = tenant ? await paymentLinkOrigin(ctx, tenant) : '';
  return staffStep(
    ctx,
    { ...step, requestedTenantId: tenantId },
    refundRefusal,
    async ({ db, actor, target }) => {
      await updateReturn(db, tenantId, row.id, {
        status,
        refundedMinor,
        refundId,
        amountDueMinor: plan.amountDueMinor,
        closedAt: new Date(),
      });
      // A dearer replacement is charged: owed on the order, with a payment link e-mailed (ADR 0077).
      if (tenant && plan.amountDueMinor > 0)
        await oweForExchange(
          { db, tenantId, config: ctx.config },
          { orderId: row.orderId, amountMinor: plan.amountDueMinor, tenant, origin },
        );
      const money = (minor: number) => formatMinorIn(minor, target.order.currency);
      const parts = [
        refundedMinor > 0 ? `${money(refundedMinor)} refunded` : 'nothing to refund',
        ...(plan.amountDueMinor > 0
          ? [`${money(plan.amountDueMinor)} due from the customer for the replacement`]
          : []),
      ];
      await recordReturnOnOrder(
        { db, tenantId },
        {
          orderId: row.orderId,
          actor,
          message: `Return #${row.id} ${status === 'exchanged' ? 'exchanged' : 'refunded'} by ${actor.username}; ${parts.join('; ')}`,
          data: {
            returnId: row.id,
            step: status,
            refundId,
            refundedMinor,
            amountDueMinor: plan.amountDueMinor,
          },
        },
      );
      return {
        notice: {
          step: status,
          refundedMinor,
          amountDueMinor: plan.amountDueMinor,
        },
      };
    },
  );
}

const beforeReceived = 'Mark the return received before refunding it';
const refundRefusal = onlyFrom('received', { requested: beforeReceived, approved: beforeReceived });
