// What cancelling an order gives back (docs/spec/admin-and-platform.md §4; ADRs 0024, 0068): every
// line still unrefunded, restocked, with the shipping unless a refund gave it back already, then
// whatever is left of the payment, each through the
// exactly-once refund path under a key fixed for the order, so a repeated cancel refunds nothing twice.
import { parseMinor } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { createOrderRefund, getOrderRefundSummary } from './order-refunds.service.ts';

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
