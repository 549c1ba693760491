// Refunds made from the admin order view (ADR 0024) and the order lines each gave back.
// A refund row is the claim: 'pending' while the provider is asked, then 'succeeded' or 'failed'.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns.ts';
import { orderId } from './order-id.ts';
import { orderItems } from './order-items.ts';
import { tenantOwned } from './tenant-id.ts';

export const orderRefunds = pgTable(
  'order_refunds',
  {
    ...tenantOwned(),
    orderId: orderId(),
    /** The client's Idempotency-Key: the same key twice is one refund. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    /** SHA-256 of what was asked (order, lines, amount, restock, reason): a key reused for another refund is refused. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** pending → succeeded | failed */
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    amountMinor: money('amount_minor').notNull(),
    /** The paid shipping this refund gave back (part of amount_minor): shipping is refunded once. */
    shippingMinor: money('shipping_minor').notNull().default(0),
    /** The order's refunded_minor when claimed: how providers without idempotency keys tell a repeat. */
    refundedBeforeMinor: money('refunded_before_minor').notNull(),
    restock: boolean('restock').notNull().default(false),
    reason: text('reason'),
    failureMessage: text('failure_message'),
    /** No foreign key: removing a user must not rewrite history (the name stays). */
    actorUserId: integer('actor_user_id'),
    actorName: varchar('actor_name', { length: 255 }),
    /** Until when the request that claimed it is asking the provider; past it, another may resume it. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('order_refunds_idempotency').on(t.tenantId, t.idempotencyKey),
    index('order_refunds_order_idx').on(t.tenantId, t.orderId),
    /** One refund of an order at the provider at a time (ADR 0024). */
    uniqueIndex('order_refunds_one_pending').on(t.tenantId, t.orderId).where(sql`status = 'pending'`),
    check('order_refunds_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

export const orderRefundLines = pgTable(
  'order_refund_lines',
  {
    ...tenantOwned(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    amountMinor: money('amount_minor').notNull(),
  },
  (t) => [
    index('order_refund_lines_refund_idx').on(t.tenantId, t.refundId),
    index('order_refund_lines_item_idx').on(t.tenantId, t.orderItemId),
    check('order_refund_lines_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);
