// Order numbering: one counter row per store, moved on when an order is numbered (checkout's
// commit step, ADR 0025, or else trigger orders_assign_number), so its orders run #1001 upwards.
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { tenantId } from './tenant-id.ts';

/** Each store's order-number counter: the last number given (migration 0023, like invoice_sequences). */
export const orderNumberSequences = pgTable('order_number_sequences', {
  tenantId: tenantId().primaryKey(),
  lastNumber: integer('last_number').notNull().default(1000),
});
