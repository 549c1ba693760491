// Puts refunded items back on the shelf: the stock row each line took at checkout (the variant-price
// row its recorded choice resolves to, else the product), as checkout's reprice step chose it.
import { resolveVariantRow } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import {
  listVariantRowsForCheckout,
  mapVariantAttributeNames,
} from '../catalogue/checkout-products.service.ts';
import { returnStock } from '../catalogue/product-stock.service.ts';
import type { OrderItemRow } from '../orders/order-payment.service.ts';

/** `ctx.db` is the refund's transaction. Lines whose product was deleted are skipped. */
export async function restockLines(
  ctx: Pick<Ctx, 'db'>,
  tenantId: number,
  items: readonly OrderItemRow[],
  lines: readonly { orderItemId: number; quantity: number }[],
): Promise<void> {
  const wanted = lines.flatMap((line) => {
    const item = items.find((i) => i.id === line.orderItemId);
    return item?.productId ? [{ item, productId: item.productId, quantity: line.quantity }] : [];
  });
  if (wanted.length === 0) return;
  const productIds = [...new Set(wanted.map((w) => w.productId))].sort((a, b) => a - b);
  const rows = await listVariantRowsForCheckout({ db: ctx.db, tenantId }, productIds);
  const names = rows.length ? await mapVariantAttributeNames({ db: ctx.db, tenantId }) : {};
  // One update per stock row, in a fixed order (as checkout takes them): no deadlocks.
  const targets = new Map<string, { kind: 'product' | 'variant'; id: number; quantity: number }>();
  for (const { item, productId, quantity } of wanted) {
    const row = resolveVariantRow(
      rows.filter((r) => r.productId === productId),
      names,
      item.selectedVariants,
    );
    const target = row
      ? { kind: 'variant' as const, id: row.id }
      : { kind: 'product' as const, id: productId };
    const key = `${target.kind}:${String(target.id).padStart(12, '0')}`;
    const entry = targets.get(key) ?? { ...target, quantity: 0 };
    entry.quantity += quantity;
    targets.set(key, entry);
  }
  for (const key of [...targets.keys()].sort()) {
    const { kind, id, quantity } = targets.get(key)!;
    await returnStock({ db: ctx.db, tenantId }, { target: { kind, id }, quantity });
  }
}
