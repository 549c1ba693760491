// Goods a customer sent back, put back on the shelf (modules/returns, when the store marks a return
// received): the same stock rows a refund's restock uses (restock.ts), in the caller's transaction.
import { actingTenant, type Ctx } from '../../context.ts';
import type { OrderItemRow } from '../orders/order-payment.service.ts';
import { restockLines } from './restock.ts';

export function restockReturnedItems(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  {
    items,
    lines,
  }: { items: readonly OrderItemRow[]; lines: readonly { orderItemId: number; quantity: number }[] },
): Promise<void> {
  return restockLines(ctx, actingTenant(ctx), items, lines);
}
