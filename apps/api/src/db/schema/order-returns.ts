// Returns and exchanges of an order's lines (docs/spec/shopper-storefront.md account orders;
// modules/returns): the customer asks, the store approves or declines, marks the goods received
// (restocking the lines it chooses) and refunds through the refund path (ADR 0024) or, for an
// exchange, gives back or records what the replacement's price differs by.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns.ts';
import { orderId } from './order-id.ts';
import { orderItems } from './order-items.ts';
import { tenantOwned } from './tenant-id.ts';

export const orderReturns = pgTable(
  'order_returns',
  {
    ...tenantOwned(),
    orderId: orderId(),
    /** requested → approved | declined; approved → received → refunded | exchanged */
    status: varchar('status', { length: 20 }).notNull().default('requested'),
    reason: text('reason').notNull(),
    declineReason: text('decline_reason'),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** What the refund path gave back for this return (lines and a cheaper exchange's difference). */
    refundedMinor: money('refunded_minor').notNull().default(0),
    /** The refund row it made, if any (order_refunds; no foreign key: refunds are the refunds module's). */
    refundId: integer('refund_id'),
    /** What a dearer exchange leaves the customer owing: the store collects it (not charged by card). */
    amountDueMinor: money('amount_due_minor').notNull().default(0),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('order_returns_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('order_returns_order_idx').on(t.tenantId, t.orderId),
    check(
      'order_returns_status',
      sql`${t.status} in ('requested', 'approved', 'declined', 'received', 'refunded', 'exchanged')`,
    ),
    check('order_returns_amounts', sql`${t.refundedMinor} >= 0 and ${t.amountDueMinor} >= 0`),
  ],
);

export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    ...tenantOwned(),
    returnId: integer('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** What one unit was paid at (the order line's price), kept as asked. */
    unitPriceMinor: money('unit_price_minor').notNull(),
    restockedQuantity: integer('restocked_quantity').notNull().default(0),
    /** An exchange: the variant choice sent instead, its label and unit price when asked. */
    exchangeVariants: jsonb('exchange_variants').$type<Record<string, string>>(),
    exchangeVariantString: text('exchange_variant_string'),
    exchangeUnitPriceMinor: money('exchange_unit_price_minor'),
  },
  (t) => [
    index('order_return_lines_return_idx').on(t.tenantId, t.returnId),
    index('order_return_lines_item_idx').on(t.tenantId, t.orderItemId),
    check('order_return_lines_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);
