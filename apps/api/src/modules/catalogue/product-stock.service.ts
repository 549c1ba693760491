// Taking and returning stock for an order (checkout's commit and capture steps). `ctx.db` is the
// caller's transaction: the stock moves with the order or not at all.
import { actingTenant, type Ctx } from '../../context.ts';
import { returnStockRow, type StockTarget, takeStockRow } from './product-stock.queries.ts';

export type { StockTarget } from './product-stock.queries.ts';

/** False when the row has fewer than `quantity` left; nothing is taken then. */
export function takeStock(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  { target, quantity }: { target: StockTarget; quantity: number },
) {
  return takeStockRow(ctx.db, actingTenant(ctx), target, quantity);
}

/** Gives stock back when an order is undone (a capture that failed). */
export function returnStock(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  { target, quantity }: { target: StockTarget; quantity: number },
) {
  return returnStockRow(ctx.db, actingTenant(ctx), target, quantity);
}

/** The low-stock flags' conditional update, for the statement that tells the store. */
export { flagLowStockCtes } from './product-stock.queries.ts';
