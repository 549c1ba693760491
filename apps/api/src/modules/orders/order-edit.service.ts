// An order's edit before it is sent (docs/spec/admin-and-platform.md §4 orders), as named steps: the
// read (order-edit.read.ts: the lines and their prices), the judgement (order-edit.judge.ts: what
// the edit may do and its totals repriced as checkout prices them), the writes (order-edit.apply.ts:
// the lines rewritten, stock taken for what was added and given back for what was taken off, what
// the shopper owes on top recorded as the order's amount due, the timeline entry) and the shopper's
// e-mail (order-edit.notify.ts), in one transaction. A lower total is refunded by the caller
// (modules/order-edits) through the exactly-once refund path, which orders cannot import.
import { createHash } from 'node:crypto';
import {
  type AdminOrder,
  minorToDecimal,
  type OrderEditInput,
  type OrderEditLine,
} from '@storefleet/contracts';
import type { Actor, Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { findAdminOrder } from './admin-orders.queries.ts';
import { toAdminOrder } from './admin-orders.view.ts';
import { listItemsOfOrders } from './customer-orders.queries.ts';
import { actForOrder } from './order-access.service.ts';
import { writeOrderEdit } from './order-edit.apply.ts';
import { judgeOrderEdit } from './order-edit.judge.ts';
import { queueOrderEditEmail } from './order-edit.notify.ts';
import { findOrderEditEvent } from './order-edit.queries.ts';
import type { EditInput } from './order-edit.read.ts';
import { paymentLinkOrigin } from './order-payment-links.service.ts';
import { lockOrderForStatus } from './order-status.queries.ts';
import { findOrderRow } from './order-writes.queries.ts';

export type { OrderEditInput };

/** What an edit did (or, for a preview, would do), in pence of the order's currency. */
export type OrderEditOutcome = {
  tenantId: number;
  actor: Actor;
  currency: string;
  previousTotalMinor: number;
  newTotalMinor: number;
  /** What the caller refunds through the refund path (0 when nothing is given back). */
  refundMinor: number;
  amountDueMinor: number;
  applied: boolean;
  /** The refund's key: fixed for the edit, so a repeated call refunds nothing twice. */
  refundKey: string;
  canRefund: boolean;
};

/**
 * Edits the order, or with `preview` only works out what the edit would do. `editKey` names the edit
 * (the caller's Idempotency-Key): a repeated call finds the edit already made and answers with it.
 */
export async function applyOrderEdit(
  ctx: Ctx,
  {
    orderId,
    requestedTenantId,
    editKey,
    input,
  }: { orderId: number; requestedTenantId: number | undefined; editKey: string; input: EditInput },
): Promise<OrderEditOutcome> {
  const { tenantId, actor } = await actForOrder(ctx, { orderId, requestedTenantId, write: !input.preview });
  const refundKey = `order-${orderId}-edit-${createHash('sha256').update(editKey).digest('hex').slice(0, 40)}`;
  const existing = input.preview ? undefined : await findOrderEditEvent(ctx.db, tenantId, orderId, editKey);
  const current = await findOrderRow(ctx.db, tenantId, orderId);
  if (!current) throw new NotFoundError('Order not found');
  const canRefund = Boolean(current.paymentProvider && current.paymentIntentId);
  if (existing) {
    return {
      tenantId,
      actor,
      currency: current.currency,
      previousTotalMinor: Number(existing.previousTotalMinor),
      newTotalMinor: Number(existing.newTotalMinor),
      refundMinor: Number(existing.refundMinor),
      amountDueMinor: current.amountDueMinor,
      applied: false,
      refundKey,
      canRefund,
    };
  }
  const tenant = await getTenant(ctx, tenantId);
  const origin = input.preview ? '' : await paymentLinkOrigin(ctx, tenant);
  const run = async (db: Db): Promise<OrderEditOutcome> => {
    const order = input.preview ? current : await lockOrderForStatus(db, tenantId, orderId);
    if (!order) throw new NotFoundError('Order not found');
    const txCtx = { db, tenantId };
    const judged = await judgeOrderEdit(txCtx, { order, tenant, input });
    const { previousTotalMinor, newTotalMinor, refundMinor, amountDueMinor } = judged.pricing;
    const outcome = {
      tenantId,
      actor,
      currency: order.currency,
      previousTotalMinor,
      newTotalMinor,
      refundMinor,
      amountDueMinor,
      applied: !input.preview,
      refundKey,
      canRefund,
    };
    if (input.preview) return outcome;
    await writeOrderEdit(txCtx, { order, actor, editKey, judged });
    await queueOrderEditEmail({ ...txCtx, config: ctx.config }, { order, tenant, origin, judged, canRefund });
    return outcome;
  };
  if (input.preview) return run(ctx.db);
  return ctx.db.transaction((tx) => run(tx as unknown as Db));
}

/** The order as the admin reads it, after an edit, with its lines' ids. */
export async function readEditedOrder(
  ctx: Ctx,
  { orderId, tenantId }: { orderId: number; tenantId: number },
): Promise<{ order: AdminOrder; lines: OrderEditLine[] }> {
  const order = await findAdminOrder(ctx.db, tenantId, orderId);
  if (!order) throw new NotFoundError('Order not found');
  const items = await listItemsOfOrders(ctx.db, [order]);
  return {
    order: toAdminOrder(order, items),
    lines: items.map((i) => ({
      orderItemId: i.id,
      productId: i.productId,
      name: i.productName,
      variantString: i.variantString ?? '',
      quantity: i.quantity,
      unitPrice: minorToDecimal(i.priceMinor, order.currency),
    })),
  };
}
