// The store's figures kept as orders happen (modules/analytics, ADR 0082, migration 0042): one row
// per store and day in the store's time zone, and per product, category and discount code; written
// only by the fold (a day is recomputed whole from its orders and refunds), read by the reports.
import { bigint, date, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { money } from './columns.ts';
import { tenantId } from './tenant-id.ts';

export const salesDaily = pgTable(
  'sales_daily',
  {
    tenantId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    orders: integer('orders').notNull(),
    grossMinor: money('gross_minor').notNull(),
    discountsMinor: money('discounts_minor').notNull(),
    refundsMinor: money('refunds_minor').notNull(),
    netMinor: money('net_minor').notNull(),
    taxMinor: money('tax_minor').notNull(),
    shippingMinor: money('shipping_minor').notNull(),
    units: integer('units').notNull(),
    newCustomerOrders: integer('new_customer_orders').notNull(),
    returningCustomerOrders: integer('returning_customer_orders').notNull(),
    discountedOrders: integer('discounted_orders').notNull(),
    refundCount: integer('refund_count').notNull(),
  },
  (t) => [
    primaryKey({ name: 'sales_daily_pk', columns: [t.tenantId, t.day] }),
    index('sales_daily_day_idx').on(t.day, t.tenantId),
  ],
);

export const salesDailyProducts = pgTable(
  'sales_daily_products',
  {
    tenantId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    /** 0 for a line whose product has since been deleted (its name stays). */
    productId: integer('product_id').notNull(),
    productName: varchar('product_name', { length: 255 }).notNull(),
    units: integer('units').notNull(),
    netMinor: money('net_minor').notNull(),
  },
  (t) => [
    primaryKey({ name: 'sales_daily_products_pk', columns: [t.tenantId, t.day, t.productId, t.productName] }),
  ],
);

export const salesDailyCategories = pgTable(
  'sales_daily_categories',
  {
    tenantId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    /** '' for products without a category. */
    category: varchar('category', { length: 255 }).notNull(),
    units: integer('units').notNull(),
    netMinor: money('net_minor').notNull(),
  },
  (t) => [primaryKey({ name: 'sales_daily_categories_pk', columns: [t.tenantId, t.day, t.category] })],
);

export const salesDailyDiscounts = pgTable(
  'sales_daily_discounts',
  {
    tenantId: tenantId(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Upper-cased, so codes spelled differently over time count as one. */
    code: varchar('code', { length: 32 }).notNull(),
    orders: integer('orders').notNull(),
    discountMinor: money('discount_minor').notNull(),
  },
  (t) => [primaryKey({ name: 'sales_daily_discounts_pk', columns: [t.tenantId, t.day, t.code] })],
);

/** How far the fold has read `order_events` (by id); platform-wide, one row per fold. */
export const analyticsCursors = pgTable('analytics_cursors', {
  name: varchar('name', { length: 40 }).primaryKey(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
