// What the steps of a return share (returns-request.service.ts, returns.service.ts,
// returns-settle.service.ts): the return read back as an answer, its lines described, and one staff
// step on a return in a transaction with the customer's e-mail.
import type { OrderReturn, ReturnStatus } from '@storefleet/contracts';
import { type Actor, actingTenant, type Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin, requireUser } from '../auth/authorize.service.ts';
import { queueReturnNotice, type ReturnNotice } from '../email/return-notifications.service.ts';
import { orderLinesInLanguage } from '../orders/order-lines-language.service.ts';
import type { OrderItemRow } from '../orders/order-payment.service.ts';
import { findOrderForReturn, type ReturnableOrder } from '../orders/order-returns.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import {
  findListedReturn,
  listLinesOfReturns,
  lockReturn,
  type ReturnLineRow,
  type ReturnRow,
} from './returns.queries.ts';
import { toOrderReturn } from './returns.view.ts';

export const live = (r: { status: string }) => r.status !== 'declined';
/** Returns whose goods came back. */
export const goodsIn = new Set(['received', 'refunded', 'exchanged']);
export const sentStatuses = new Set(['fulfilled', 'partially_returned', 'returned']);

export const longDate = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function describeLines(
  lines: readonly { orderItemId: number; quantity: number }[],
  items: readonly OrderItemRow[],
): string {
  return lines
    .map((l) => `${l.quantity} × ${items.find((i) => i.id === l.orderItemId)?.productName ?? 'item'}`)
    .join(', ');
}

export async function readReturn(ctx: Ctx, returnId: number): Promise<OrderReturn> {
  const tenantId = actingTenant(ctx);
  const row = await findListedReturn(ctx.db, tenantId, returnId);
  if (!row) throw new NotFoundError('Return not found');
  const [lines, target] = await Promise.all([
    listLinesOfReturns(ctx.db, tenantId, [row.id]),
    findOrderForReturn(ctx, row.orderId),
  ]);
  return toOrderReturn(row, lines, target.items);
}

export type AdminStep = { returnId: number; requestedTenantId: number | undefined };

/**
 * One staff step on a return in a transaction: the return locked and checked (`refuse` says why
 * it may not move), then `apply` writes it; the customer's e-mail is queued with it when given.
 */
export async function staffStep(
  ctx: Ctx,
  { returnId, requestedTenantId }: AdminStep,
  refuse: (row: ReturnRow) => string | undefined,
  apply: (step: {
    db: Db;
    tenantId: number;
    row: ReturnRow;
    lines: ReturnLineRow[];
    target: ReturnableOrder;
    actor: Actor;
  }) => Promise<{
    notice?: Omit<ReturnNotice, 'orderId' | 'orderNumber' | 'customerName' | 'language' | 'items'>;
  }>,
): Promise<OrderReturn> {
  const actor = requireUser(ctx);
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const tenant = await getTenant(ctx, tenantId);
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const row = await lockReturn(db, tenantId, returnId);
    if (!row) throw new NotFoundError('Return not found');
    const why = refuse(row);
    if (why) throw new ConflictError(why);
    const lines = await listLinesOfReturns(db, tenantId, [row.id]);
    const target = await findOrderForReturn({ db, tenantId }, row.orderId);
    const { notice } = await apply({ db, tenantId, row, lines, target, actor });
    if (notice && tenant && target.order.customerEmail !== '') {
      // The buyer reads the returned products in the order's language (docs/decisions/0095).
      const shown = await orderLinesInLanguage(
        { db, tenantId },
        {
          language: target.order.language,
          defaultLanguage: tenant.defaultLanguage,
          lines: target.items.filter((i) => lines.some((l) => l.orderItemId === i.id)),
        },
      );
      await queueReturnNotice(
        { db, config: ctx.config },
        {
          tenant,
          to: target.order.customerEmail,
          notice: {
            ...notice,
            orderId: row.orderId,
            orderNumber: target.order.orderNumber ?? row.orderId,
            customerName: target.order.customerName,
            language: target.order.language,
            currency: target.order.currency,
            items: lines.map((l) => `${l.quantity} × ${shown.get(l.orderItemId)?.name ?? 'item'}`),
            supportAddress: tenant.emailSupportAddress,
          },
        },
      );
    }
  });
  return readReturn(ctx, returnId);
}

export const alreadyDone: Partial<Record<ReturnStatus, string>> = {
  declined: 'This return was declined',
  received: 'This return has already been received',
  refunded: 'This return has already been refunded',
  exchanged: 'This return has already been completed as an exchange',
};

/**
 * A step's `refuse`: the step moves a return in status `from` only; `waiting` says what a return in
 * an earlier status waits for, and a return past the step has already been done.
 */
export function onlyFrom(from: ReturnStatus, waiting: Partial<Record<ReturnStatus, string>>) {
  return (row: Pick<ReturnRow, 'status'>): string | undefined => {
    if (row.status === from) return undefined;
    const status = row.status as ReturnStatus;
    return waiting[status] ?? alreadyDone[status];
  };
}
