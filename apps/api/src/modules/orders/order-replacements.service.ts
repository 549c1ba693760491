// An exchange's replacement goes out (ADR 0078): when the store marks an exchange's goods received,
// each replacement is taken from stock (the variant row its choice resolves to, else the product;
// not enough left refuses the whole step) and written as a line of the order naming the return line
// it replaces, so the order's fulfilments ship it like any other line. In the return's transaction.

import { actingTenant, type Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { ConflictError } from '../../lib/errors.ts';
import { type StockTarget, takeStock } from '../catalogue/product-stock.service.ts';
import type { OrderItemRow } from './customer-orders.queries.ts';
import { stockTargetsOf } from './order-edit.read.ts';
import { insertOrderItems } from './order-writes.queries.ts';

/** One return line's replacement: the line it replaces, how many, and the variant sent instead. */
export type Replacement = {
  returnLineId: number;
  orderItemId: number;
  quantity: number;
  selectedVariants: Record<string, string>;
  variantString: string;
  unitPriceMinor: number;
};

const named = (item: Pick<OrderItemRow, 'productName'>, variantString: string) =>
  variantString ? `${item.productName} (${variantString})` : item.productName;

/** What the timeline says of the replacements: "1 × Hoodie (Size: M, Colour: Blue)". */
export function describeReplacements(items: readonly OrderItemRow[], replacements: readonly Replacement[]) {
  return replacements
    .map((r) => {
      const item = items.find((i) => i.id === r.orderItemId);
      return `${r.quantity} × ${item ? named(item, r.variantString) : 'item'}`;
    })
    .join(', ');
}

/**
 * Takes each replacement's stock and writes its order line, in the caller's transaction (`ctx.db`),
 * which holds the return's row locked: a step retried or sent twice at once finds the return already
 * received and takes nothing (and the unique index on the replaced line refuses a second line).
 */
export async function takeReplacements(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  {
    orderId,
    items,
    replacements,
  }: { orderId: number; items: readonly OrderItemRow[]; replacements: Replacement[] },
): Promise<void> {
  const wanted = replacements.flatMap((r) => {
    const item = items.find((i) => i.id === r.orderItemId);
    return item ? [{ r, item: { ...item, id: r.returnLineId, selectedVariants: r.selectedVariants } }] : [];
  });
  if (wanted.length === 0) return;
  const db = ctx.db as Db;
  const tenantId = actingTenant(ctx);
  const targets = await stockTargetsOf(
    db,
    tenantId,
    wanted.map((w) => w.item),
  );
  // One take per stock row, in a fixed order (as checkout takes them): no deadlocks.
  const takes = new Map<string, { target: StockTarget; quantity: number; names: string[] }>();
  for (const { r, item } of wanted) {
    const target = targets.get(item.id);
    if (!target) continue;
    const key = `${target.kind}:${String(target.id).padStart(12, '0')}`;
    const take = takes.get(key) ?? { target, quantity: 0, names: [] };
    take.quantity += r.quantity;
    take.names.push(named(item, r.variantString));
    takes.set(key, take);
  }
  for (const key of [...takes.keys()].sort()) {
    const { target, quantity, names } = takes.get(key)!;
    const taken = await takeStock({ db, tenantId }, { target, quantity });
    if (!taken.taken)
      throw new ConflictError(
        `${names.join(', ')} is out of stock, so the replacement cannot be sent; add stock, then mark the return received`,
      );
  }
  await insertOrderItems(
    db,
    tenantId,
    orderId,
    wanted.map(({ r, item }) => ({
      productId: item.productId,
      productName: item.productName,
      quantity: r.quantity,
      priceMinor: r.unitPriceMinor,
      selectedVariants: r.selectedVariants,
      variantString: r.variantString,
      purchaseType: 'one-off',
      vatRate: item.vatRate,
      replacesReturnLineId: r.returnLineId,
    })),
  );
}
