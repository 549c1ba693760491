// Credit notes (ADR 0068): the document a succeeded refund issues, numbered per store from its own
// counter, holding what it says as issued so it never changes after.
import { boolean, index, integer, jsonb, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { money } from './columns.ts';
import { orderId } from './order-id.ts';
import { orderRefunds } from './order-refunds.ts';
import { tenantId, tenantOwned } from './tenant-id.ts';

export const creditNoteSequences = pgTable('credit_note_sequences', {
  tenantId: tenantId().primaryKey(),
  /** The last credit-note number given; the next refund's note gets this plus one. */
  lastNumber: integer('last_number').notNull().default(0),
});

/** One row of a credit note: an order line's refunded units, the shipping, or an amount on top. */
export type CreditNoteLine = {
  kind: 'item' | 'shipping' | 'amount';
  name: string;
  variantString: string;
  quantity: number;
  unitPriceMinor: number;
  /** The discount code's share of these units (ADR 0032), taken off the amount. */
  discountMinor: number;
  /** What was given back for them. */
  amountMinor: number;
  vatRate: number;
  vatMinor: number;
};

export const creditNotes = pgTable(
  'credit_notes',
  {
    ...tenantOwned(),
    orderId: orderId(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    /** Shown as CN-{number}. */
    number: integer('number').notNull(),
    /** The number of the invoice it corrects (null for an order from before invoice numbers). */
    invoiceNumber: integer('invoice_number'),
    currency: varchar('currency', { length: 3 }).notNull(),
    amountMinor: money('amount_minor').notNull(),
    vatMinor: money('vat_minor').notNull(),
    pricesIncludeVat: boolean('prices_include_vat').notNull(),
    lines: jsonb('lines').$type<CreditNoteLine[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** One credit note per refund, however often its settle step runs. */
    unique('credit_notes_refund').on(t.tenantId, t.refundId),
    unique('credit_notes_number').on(t.tenantId, t.number),
    index('credit_notes_order_idx').on(t.tenantId, t.orderId),
  ],
);
