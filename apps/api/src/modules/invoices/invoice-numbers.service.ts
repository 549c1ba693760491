// Invoice numbers: sequential per store, without gaps or duplicates (ADR 0025). Given in the
// order's own transaction: a rollback gives the number back with the order, and concurrent
// orders of one store queue on the store's counter row for one statement and their commit.
import type { Ctx } from '../../context.ts';
import { assignInvoiceNumberRow } from './invoice-numbers.queries.ts';

export function assignInvoiceNumber(
  ctx: Pick<Ctx, 'db'>,
  tenantId: number,
  orderId: number,
): Promise<number> {
  return assignInvoiceNumberRow(ctx.db, tenantId, orderId);
}
