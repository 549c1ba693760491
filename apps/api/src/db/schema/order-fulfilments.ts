// Parcels sent for an order (modules/orders/order-fulfilments.queries.ts) and the order lines
// each carried.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orderId } from './order-id.ts';
import { orderItems } from './order-items.ts';
import { tenantOwned } from './tenant-id.ts';

/**
 * A parcel sent for an order: carrier, tracking number and the link the customer
 * follows; delivered_at once staff mark it (or the whole order) delivered. Its lines are in
 * order_fulfilment_lines. Shipping sets the order `shipped` and
 * records a 'fulfilled' event in the same transaction.
 */
export const orderFulfilments = pgTable(
  'order_fulfilments',
  {
    ...tenantOwned(),
    orderId: orderId(),
    /** One of the contracts' shippingCarriers keys ('royal_mail', 'dpd', …, 'other'). */
    carrier: varchar('carrier', { length: 40 }).notNull(),
    trackingNumber: varchar('tracking_number', { length: 100 }).notNull(),
    /** Typed by staff, or built from the carrier's template; null for 'other' without one. */
    trackingUrl: text('tracking_url'),
    notifiedCustomer: boolean('notified_customer').notNull().default(false),
    /** No foreign key, as order_events: the name stays when the user goes. */
    createdByUserId: integer('created_by_user_id'),
    createdByName: varchar('created_by_name', { length: 255 }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_fulfilments_order_idx').on(t.tenantId, t.orderId, t.id)],
);

/**
 * What went in a parcel: one row per order line and the quantity shipped of it (migration 0026).
 * An order line may be split over several parcels; the sum never exceeds the line's quantity
 * (checked by 'Mark as shipped' under the order's row lock).
 */
export const orderFulfilmentLines = pgTable(
  'order_fulfilment_lines',
  {
    ...tenantOwned(),
    fulfilmentId: integer('fulfilment_id')
      .notNull()
      .references(() => orderFulfilments.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_fulfilment_lines_fulfilment_idx').on(t.tenantId, t.fulfilmentId),
    check('order_fulfilment_lines_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);
