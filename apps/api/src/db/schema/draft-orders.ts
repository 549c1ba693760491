// Draft orders (modules/draft-orders): an order the owner builds with its own prices, sent as an
// invoice with a payment link; the link's token is kept only as its SHA-256 (migration 0028).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns.ts';
import { tenantOwned } from './tenant-id.ts';
import { users } from './users.ts';

/** One line as the draft froze it: a product's (with its stock row) or a custom one (no product). */
export type DraftOrderLineRow = {
  productId: number | null;
  variantId: number | null;
  name: string;
  selectedVariants: Record<string, string>;
  variantString: string;
  quantity: number;
  unitPriceMinor: number;
  vatRate: number;
};

export const draftOrders = pgTable(
  'draft_orders',
  {
    ...tenantOwned(),
    customerEmail: varchar('customer_email', { length: 255 }).notNull(),
    customerName: varchar('customer_name', { length: 255 }).notNull(),
    shippingAddress: varchar('shipping_address', { length: 1000 }).notNull(),
    lines: jsonb('lines').$type<DraftOrderLineRow[]>().notNull(),
    discountMinor: money('discount_minor').notNull().default(0),
    /** A percentage discount in hundredths of a per cent (1250: 12.5 %); null: a fixed amount. */
    discountPercentBp: integer('discount_percent_bp'),
    shippingMinor: money('shipping_minor').notNull().default(0),
    shippingMethod: varchar('shipping_method', { length: 255 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('GBP'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    payTokenHash: varchar('pay_token_hash', { length: 64 }),
    invoiceSentAt: timestamp('invoice_sent_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('draft_orders_tenant_idx').on(t.tenantId, t.createdAt),
    uniqueIndex('draft_orders_pay_token').on(t.payTokenHash),
    check('draft_orders_amounts_not_negative', sql`${t.discountMinor} >= 0 AND ${t.shippingMinor} >= 0`),
    check(
      'draft_orders_discount_percent',
      sql`${t.discountPercentBp} is null or (${t.discountPercentBp} > 0 and ${t.discountPercentBp} <= 10000)`,
    ),
  ],
);
