// Invoice numbers: sequential per store, without gaps or duplicates (ADR 0025). Given in the
// order's own transaction: a rollback gives the number back with the order, and concurrent
// orders of one store queue on the store's counter row for one statement and their commit.

import type { Placeholder, SQL } from 'drizzle-orm';
import { actingTenant, type Ctx } from '../../context.ts';
import { assignInvoiceNumberRow, nextInvoiceNumberStatement } from './invoice-numbers.queries.ts';

/** The next number of the acting store, given to `orderId`. */
export function assignInvoiceNumber(ctx: Pick<Ctx, 'db' | 'tenantId'>, orderId: number): Promise<number> {
  return assignInvoiceNumberRow(ctx.db, actingTenant(ctx), orderId);
}

/**
 * The store's next number as a statement returning `last_number`, for a caller that writes it on
 * the order in its own statement (checkout, last before COMMIT). `tenantId` is that statement's
 * placeholder for the order's store: it is built once per shape (db/prepared.ts).
 */
export function nextInvoiceNumber(tenantId: Placeholder): SQL {
  return nextInvoiceNumberStatement(tenantId);
}
