// Returns and exchanges (docs/spec/shopper-storefront.md account orders; order-lifecycle.ts). The
// customer asks for some of an order's sent lines within the store's return window (content key
// return_window_days, default 30; the returns policy is the store's returns_refunds page); the
// store approves (instructions e-mailed) or declines with a reason; marks the goods received,
// restocking the lines it chooses, which moves the order's goods to partially_returned or
// returned; then refunds through the refund path (ADR 0024: exactly once, under a key fixed for the
// return). An exchange line is replaced by another variant of its product: a cheaper one refunds the
// difference, a dearer one records it as due from the customer, collected by the store.
import type { AdminReturnList, OrderReturn, ReturnStatus } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import type { OrderItemRow } from '../orders/order-payment.service.ts';
import { describeReplacements, type Replacement } from '../orders/order-replacements.service.ts';
import { findOrderForReturn, recordReturnOnOrder } from '../orders/order-returns.service.ts';
import { restockReturnedItems } from '../refunds/returned-stock.service.ts';
import {
  listLinesOfReturns,
  listReturnsOfOrder,
  listReturnsOfStore,
  markLinesRestocked,
  type ReturnLineRow,
  updateReturn,
} from './returns.queries.ts';
import { toOrderReturn } from './returns.view.ts';

import { type AdminStep, describeLines, goodsIn, onlyFrom, staffStep } from './returns-steps.ts';
/** GET /api/admin/returns: the store's returns, newest first (at most 200). */
export async function listStoreReturns(
  ctx: Ctx,
  {
    requestedTenantId,
    status,
    orderId,
  }: {
    requestedTenantId: number | undefined;
    status?: ReturnStatus | undefined;
    orderId?: number | undefined;
  },
): Promise<AdminReturnList> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId });
  const rows = await listReturnsOfStore(ctx.db, tenantId, { status, orderId, limit: 200 });
  const lines = await listLinesOfReturns(
    ctx.db,
    tenantId,
    rows.map((r) => r.id),
  );
  const itemsByOrder = new Map<number, OrderItemRow[]>();
  for (const orderId of new Set(rows.map((r) => r.orderId))) {
    itemsByOrder.set(orderId, (await findOrderForReturn(ctx, orderId)).items);
  }
  return { returns: rows.map((r) => toOrderReturn(r, lines, itemsByOrder.get(r.orderId) ?? [])) };
}

/** The exchanged lines of a return, as the replacements to send. */
function replacementsOf(lines: readonly ReturnLineRow[]): Replacement[] {
  return lines.flatMap((l) =>
    l.exchangeUnitPriceMinor === null
      ? []
      : [
          {
            returnLineId: l.id,
            orderItemId: l.orderItemId,
            quantity: l.quantity,
            selectedVariants: l.exchangeVariants ?? {},
            variantString: l.exchangeVariantString ?? '',
            unitPriceMinor: l.exchangeUnitPriceMinor,
          },
        ],
  );
}

export function approveReturn(ctx: Ctx, step: AdminStep): Promise<OrderReturn> {
  return staffStep(
    ctx,
    step,
    onlyFrom('requested', { approved: 'This return has already been approved' }),
    async ({ db, tenantId, row, actor }) => {
      await updateReturn(db, tenantId, row.id, { status: 'approved', approvedAt: new Date() });
      await recordReturnOnOrder(
        { db, tenantId },
        {
          orderId: row.orderId,
          actor,
          message: `Return #${row.id} approved by ${actor.username}; instructions e-mailed to the customer`,
          data: { returnId: row.id, step: 'approved' },
        },
      );
      return { notice: { step: 'approved' } };
    },
  );
}

export function declineReturn(
  ctx: Ctx,
  { reason, ...step }: AdminStep & { reason: string },
): Promise<OrderReturn> {
  return staffStep(
    ctx,
    step,
    onlyFrom('requested', { approved: 'This return is already approved; mark it received or leave it open' }),
    async ({ db, tenantId, row, actor }) => {
      await updateReturn(db, tenantId, row.id, {
        status: 'declined',
        declineReason: reason,
        closedAt: new Date(),
      });
      await recordReturnOnOrder(
        { db, tenantId },
        {
          orderId: row.orderId,
          actor,
          message: `Return #${row.id} declined by ${actor.username}: ${reason}`,
          data: { returnId: row.id, step: 'declined', reason },
        },
      );
      return { notice: { step: 'declined', reason } };
    },
  );
}

export function receiveReturn(
  ctx: Ctx,
  { restockOrderItemIds, ...step }: AdminStep & { restockOrderItemIds: number[] },
): Promise<OrderReturn> {
  return staffStep(
    ctx,
    step,
    onlyFrom('approved', { requested: 'Approve the return before marking it received' }),
    async ({ db, tenantId, row, lines, target, actor }) => {
      const unknown = restockOrderItemIds.find((id) => !lines.some((l) => l.orderItemId === id));
      if (unknown !== undefined) throw new BadRequestError('Only items in this return can be restocked');
      const restocked = lines.filter((l) => restockOrderItemIds.includes(l.orderItemId));
      const txCtx = { db, tenantId };
      await restockReturnedItems(txCtx, { items: target.items, lines: restocked });
      await markLinesRestocked(
        db,
        tenantId,
        restocked.map((l) => l.id),
      );
      await updateReturn(db, tenantId, row.id, { status: 'received', receivedAt: new Date() });
      // Everything bought is back when the returns whose goods arrived hold every unit.
      const all = await listReturnsOfOrder(db, tenantId, row.orderId);
      const inIds = new Set(all.filter((r) => r.id === row.id || goodsIn.has(r.status)).map((r) => r.id));
      const back = (await listLinesOfReturns(db, tenantId, [...inIds])).reduce((s, l) => s + l.quantity, 0);
      const bought = target.items.reduce((s, i) => s + i.quantity, 0);
      const restockText = restocked.length
        ? `; restocked ${describeLines(restocked, target.items)}`
        : '; nothing restocked';
      // An exchange's replacements are taken from stock now and wait to be shipped (ADR 0078).
      const replacements = replacementsOf(lines);
      const replacementText = replacements.length
        ? `; replacement taken from stock, to ship: ${describeReplacements(target.items, replacements)}`
        : '';
      await recordReturnOnOrder(txCtx, {
        orderId: row.orderId,
        actor,
        message: `Return #${row.id} received by ${actor.username}${restockText}${replacementText}`,
        data: {
          returnId: row.id,
          step: 'received',
          restockOrderItemIds,
          replacementReturnLineIds: replacements.map((r) => r.returnLineId),
        },
        goodsBack: back >= bought ? 'all' : 'some',
        replacements,
      });
      return {};
    },
  );
}
