// Invoice numbers: sequential per store, without gaps or duplicates (ADR 0025). Given in the
// order's own transaction: a rollback gives the number back with the order, and concurrent
// orders of one store queue on the store's counter row for one statement and their commit.
import { actingTenant, type Ctx } from '../../context.ts';
import { assignInvoiceNumberRow } from './invoice-numbers.queries.ts';

/** The next number of the acting store, given to `orderId`. */
export function assignInvoiceNumber(ctx: Pick<Ctx, 'db' | 'tenantId'>, orderId: number): Promise<number> {
  return assignInvoiceNumberRow(ctx.db, actingTenant(ctx), orderId);
}
