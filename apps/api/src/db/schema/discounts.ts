// Discount codes (ADR 0032) and the record of each use, which the per-customer limit and
// the total limit count.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, money, timestamps } from './columns.ts';
import { orderId } from './order-id.ts';
import { tenantOwned } from './tenant-id.ts';

export const discounts = pgTable(
  'discounts',
  {
    ...tenantOwned(),
    /** As the owner typed it; matched ignoring case. */
    code: varchar('code', { length: 32 }).notNull(),
    /** 'percentage' | 'fixed_amount' | 'free_shipping' */
    type: varchar('type', { length: 20 }).notNull(),
    /** Per cent (1–100) for a percentage, minor units for a fixed amount, 0 for free shipping. */
    value: integer('value').notNull().default(0),
    minSubtotalMinor: money('min_subtotal_minor'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Uses in all; null: no limit. */
    usageLimit: integer('usage_limit'),
    /** Uses per customer e-mail; null: no limit. */
    usageLimitPerCustomer: integer('usage_limit_per_customer'),
    /** 'order' | 'products' | 'categories' */
    appliesTo: varchar('applies_to', { length: 20 }).notNull().default('order'),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    /** Orders that used it; raised in the order's own transaction, never past usage_limit. */
    usedCount: integer('used_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('discounts_tenant_code').on(t.tenantId, sql`lower(${t.code})`),
    check('discounts_type', sql`${t.type} in ('percentage', 'fixed_amount', 'free_shipping')`),
    check('discounts_applies_to', sql`${t.appliesTo} in ('order', 'products', 'categories')`),
    check('discounts_value', sql`${t.value} >= 0`),
    check('discounts_used_count', sql`${t.usedCount} >= 0`),
  ],
);

export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    ...tenantOwned(),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    orderId: orderId(),
    /** Lower-cased: the per-customer limit counts by e-mail. */
    email: varchar('email', { length: 255 }).notNull(),
    amountMinor: money('amount_minor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('discount_redemptions_customer_idx').on(t.tenantId, t.discountId, t.email),
    uniqueIndex('discount_redemptions_order').on(t.orderId),
  ],
);
