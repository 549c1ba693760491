// Taking and returning stock for an order (checkout's commit and capture steps). `ctx.db` is the
// caller's transaction: the stock moves with the order or not at all.
import { actingTenant, type Ctx } from '../../context.ts';
import { sendPreparedAhead } from '../../db/send-with-next.ts';
import {
  returnStockRow,
  type StockTarget,
  stockTaken,
  type TakenStock,
  takeStockRow,
  takeStockStatement,
} from './product-stock.queries.ts';

export type { StockTarget } from './product-stock.queries.ts';

/** False when the row has fewer than `quantity` left; nothing is taken then. */
export function takeStock(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  { target, quantity }: { target: StockTarget; quantity: number },
) {
  return takeStockRow(ctx.db, actingTenant(ctx), target, quantity);
}

/**
 * takeStock sent ahead of the transaction's next statement (db/send-with-next.ts): on PostgreSQL
 * in its round trip. Await this, send the next statement, then await `taken`.
 */
export async function takeStockAhead(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  { target, quantity }: { target: StockTarget; quantity: number },
): Promise<{ taken: Promise<TakenStock> }> {
  const { statement, values } = takeStockStatement(actingTenant(ctx), target, quantity);
  const { rows } = await sendPreparedAhead(ctx.db, statement(ctx.db), values);
  const taken = rows.then(stockTaken);
  // Its error is the next statement's too, which the caller meets first.
  taken.catch(() => {});
  return { taken };
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
