// Invoice numbering: one counter row per store, moved on in the order's own transaction, so a
// store's invoice numbers run 1, 2, 3… without gaps or duplicates (ADR 0025).
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { tenantId } from './tenant-id.ts';

export const invoiceSequences = pgTable('invoice_sequences', {
  tenantId: tenantId().primaryKey(),
  /** The last invoice number given; the next order gets this plus one. */
  lastNumber: integer('last_number').notNull().default(0),
});
