// What cancelling an order gives back (docs/spec/admin-and-platform.md §4; ADRs 0024, 0068): every
// line still unrefunded, restocked, with the shipping unless a refund gave it back already, then
// whatever is left of the payment, each through the
// exactly-once refund path under a key fixed for the order, so a repeated cancel refunds nothing twice.
import { parseMinor } from '@storefleet/contracts';
import { actingTenant, type Ctx } from '../../context.ts';
import { listOrderItems } from '../orders/order-payment.service.ts';
import { listLinesOfRefunds, listRefundsOfOrder } from './order-refunds.queries.ts';
import { createOrderRefund, getOrderRefundSummary } from './order-refunds.service.ts';
import { restockLines } from './restock.ts';

/** The refunded total in pence after the refunds, or 0 when the order has no card payment. */
export async function refundWholeOrder(
  ctx: Ctx,
  {
    orderId,
    requestedTenantId,
    reason,
  }: { orderId: number; requestedTenantId: number | undefined; reason: string },
): Promise<number> {
  const summary = await getOrderRefundSummary(ctx, { orderId, requestedTenantId });
  if (!summary.refundable) return 0;
  const lines = summary.lines
    .map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity - l.refundedQuantity }))
    .filter((l) => l.quantity > 0);
  const shipping = !summary.shipping.refunded && (parseMinor(summary.shipping.paid) ?? 0) > 0;
  const refund = (
    key: string,
    input: { lines: typeof lines; amount: number; restock: boolean; shipping: boolean },
  ) =>
    createOrderRefund(ctx, {
      orderId,
      requestedTenantId,
      idempotencyKey: `order-${orderId}-cancel-${key}`,
      input: { ...input, reason },
    });
  if ((lines.length > 0 || shipping) && (parseMinor(summary.remaining) ?? 0) > 0)
    await refund('lines', { lines, amount: 0, restock: true, shipping });
  const after = await getOrderRefundSummary(ctx, { orderId, requestedTenantId });
  const rest = parseMinor(after.remaining) ?? 0;
  if (rest > 0) await refund('rest', { lines: [], amount: rest, restock: false, shipping: false });
  return parseMinor((await getOrderRefundSummary(ctx, { orderId, requestedTenantId })).refunded) ?? 0;
}

/**
 * Puts back on the shelf what no refund covers: every unit of the order not in a refund that
 * succeeded or is still under way (a refund restocks its own lines, or was told not to). Without a
 * card payment no refund can be made, so this is how a cancelled order's goods come back. Call it
 * in the cancellation's transaction, under the order's lock and after its refusal is checked again
 * (`ctx.db` is that transaction), so a cancel restocks once. Gives the units put back.
 */
export async function restockUnrefundedLines(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  orderId: number,
): Promise<number> {
  const tenantId = actingTenant(ctx);
  const items = await listOrderItems(ctx, orderId);
  const refunds = (await listRefundsOfOrder(ctx.db, tenantId, orderId)).filter((r) => r.status !== 'failed');
  const refundedLines = await listLinesOfRefunds(
    ctx.db,
    tenantId,
    refunds.map((r) => r.id),
  );
  const lines = items
    .map((item) => ({
      orderItemId: item.id,
      quantity:
        item.quantity -
        refundedLines.filter((l) => l.orderItemId === item.id).reduce((sum, l) => sum + l.quantity, 0),
    }))
    .filter((line) => line.quantity > 0);
  await restockLines(ctx, tenantId, items, lines);
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
