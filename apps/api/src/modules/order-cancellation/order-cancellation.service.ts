// Cancelling an order (docs/spec/admin-and-platform.md §4): checked by the orders module, the money
// given back and the goods restocked by the refunds module's exactly-once path (and what no refund
// covered restocked with the cancellation), then the order marked cancelled, put on its timeline
// and the customer e-mailed. Above both modules, which cannot call each other both ways.
import type { AdminOrder, CancelOrderInput } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { finishOrderCancellation, startOrderCancellation } from '../orders/order-cancel.service.ts';
import { refundWholeOrder, restockUnrefundedLines } from '../refunds/order-cancel-refund.service.ts';

export async function cancelOrder(
  ctx: Ctx,
  {
    orderId,
    requestedTenantId,
    input,
  }: { orderId: number; requestedTenantId: number | undefined; input: CancelOrderInput },
): Promise<AdminOrder> {
  const { tenantId, actor } = await startOrderCancellation(ctx, { orderId, requestedTenantId });
  const reason = input.reason || 'Cancelled by the store';
  const refundedMinor = await refundWholeOrder(ctx, { orderId, requestedTenantId: tenantId, reason });
  // What no refund gave back (an order without a card payment has no refund at all) is restocked
  // with the cancellation itself, once.
  return finishOrderCancellation(ctx, {
    orderId,
    tenantId,
    actor,
    reason,
    refundedMinor,
    restockRest: (txCtx) => restockUnrefundedLines(txCtx, orderId),
  });
}
