// Cancelling an order (docs/spec/admin-and-platform.md §4): checked by the orders module, the money
// given back and the goods restocked by the refunds module's exactly-once path, then the order
// marked cancelled, put on its timeline and the customer e-mailed. Above both modules, which
// cannot call each other both ways.
import type { AdminOrder, CancelOrderInput } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { finishOrderCancellation, startOrderCancellation } from '../orders/order-cancel.service.ts';
import { refundWholeOrder } from '../refunds/order-cancel-refund.service.ts';

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
  return finishOrderCancellation(ctx, { orderId, tenantId, actor, reason, refundedMinor });
}
