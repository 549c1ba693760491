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
    // INCLUDE (orders, net_minor) in migration 0049: the operator's edge days read by index alone.
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

/**
 * The platform's day per currency (migration 0049, ADR 0091): the sums of `sales_daily`, kept by
 * its statement triggers in the writer's transaction; read by the operator's call only.
 */
export const salesPlatformDaily = pgTable(
  'sales_platform_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** How many `sales_daily` rows (store days) the sums are of; 0 once they are all gone. */
    storeDays: integer('store_days').notNull(),
    orders: integer('orders').notNull(),
    grossMinor: money('gross_minor').notNull(),
    netMinor: money('net_minor').notNull(),
  },
  (t) => [primaryKey({ name: 'sales_platform_daily_pk', columns: [t.day, t.currency] })],
);

/** A store's calendar month (its own days), kept like `sales_platform_daily`: a year's top stores. */
export const salesMonthly = pgTable(
  'sales_monthly',
  {
    tenantId: tenantId(),
    month: date('month', { mode: 'string' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    storeDays: integer('store_days').notNull(),
    orders: integer('orders').notNull(),
    grossMinor: money('gross_minor').notNull(),
    netMinor: money('net_minor').notNull(),
  },
  (t) => [
    primaryKey({ name: 'sales_monthly_pk', columns: [t.tenantId, t.month, t.currency] }),
    // INCLUDE (store_days, orders, net_minor) in migration 0049.
    index('sales_monthly_month_idx').on(t.month, t.tenantId),
  ],
);

/** How far the fold has read `order_events` (by id); platform-wide, one row per fold. */
export const analyticsCursors = pgTable('analytics_cursors', {
  name: varchar('name', { length: 40 }).primaryKey(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
