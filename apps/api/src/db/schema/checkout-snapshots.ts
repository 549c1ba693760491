// Checkout's record of what it priced for each payment intent (modules/checkout, ADR 0004): the
// order is made from it, at most once per intent and per source.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns.ts';
import { orders } from './orders.ts';
import { tenantOwned } from './tenant-id.ts';
import { users } from './users.ts';

/** What the server priced when it created a payment intent; finalize trusts only this. */
export const checkoutSnapshots = pgTable(
  'checkout_snapshots',
  {
    ...tenantOwned(),
    provider: varchar('provider', { length: 20 }).notNull(),
    paymentIntentId: varchar('payment_intent_id', { length: 255 }).notNull(),
    items: jsonb('items').$type<unknown[]>().notNull(),
    subtotalMinor: money('subtotal_minor').notNull(),
    shippingMinor: money('shipping_minor').notNull().default(0),
    totalMinor: money('total_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('GBP'),
    /** The rate the checkout was priced at (docs/decisions/0105), copied onto the order. */
    exchangeRate: numeric('exchange_rate', { precision: 17, scale: 8 }).notNull().default('1'),
    /** The checkout's language (docs/decisions/0093), copied onto the order. */
    language: varchar('language', { length: 8 }).notNull().default('en'),
    shippingOptionId: integer('shipping_option_id'),
    shippingMethod: varchar('shipping_method', { length: 255 }),
    /** The country the shipping was priced for (docs/decisions/0100); the details must name it. */
    country: varchar('country', { length: 2 }).notNull().default('GB'),
    /** The discount priced with it: its id (the usage is counted at confirm), code and amount. */
    discountId: integer('discount_id'),
    discountCode: varchar('discount_code', { length: 32 }),
    discountMinor: money('discount_minor').notNull().default(0),
    /** The VAT priced with it (ADR 0025), copied to the order as it is: never computed twice. */
    vatMinor: money('vat_minor').notNull().default(0),
    shippingVatMinor: money('shipping_vat_minor').notNull().default(0),
    shippingVatRate: integer('shipping_vat_rate').notNull().default(20),
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(true),
    /** Why the rates (docs/decisions/0101), the business buyer's VAT number and the shipping's rate (bp). */
    taxReason: varchar('tax_reason', { length: 20 }),
    buyerVatNumber: varchar('buyer_vat_number', { length: 20 }),
    shippingTaxRateBp: integer('shipping_tax_rate_bp'),
    orderData: jsonb('order_data').$type<Record<string, unknown>>(),
    /** The shopper signed in when the intent was created; the order goes to their account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** open → ordered → notified; or open → refunding → refunded when stock ran out (ADR 0004). */
    status: varchar('status', { length: 20 }).notNull().default('open'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    newCustomer: boolean('new_customer').notNull().default(false),
    /** Why the checkout ended without an order, repeated to every later confirm call. */
    failureMessage: text('failure_message'),
    /**
     * SHA-256 (hex) of the checkout cookie of the browser that created the intent: the one proof
     * `details` and `confirm-payment` accept (ADR 0004, ADR 0048).
     */
    shopperTokenHash: varchar('shopper_token_hash', { length: 64 }),
    /** No longer written nor read: the client secret leaks in return URLs, so it proves nothing (ADR 0048). */
    clientSecretHash: varchar('client_secret_hash', { length: 64 }),
    /**
     * What the lines came from when not a cart (a draft order: `draft-order:{id}`): at most one
     * snapshot per source becomes an order (migration 0028), so a source is paid once.
     */
    sourceKey: varchar('source_key', { length: 100 }),
    ...timestamps(),
  },
  (t) => [
    // The intent's id first: the shopper's calls find a snapshot by it alone (migration 0063).
    unique('checkout_snapshots_intent').on(t.paymentIntentId, t.provider),
    index('checkout_snapshots_tenant_idx').on(t.tenantId, t.createdAt),
    uniqueIndex('checkout_snapshots_one_order_per_source')
      .on(t.tenantId, t.sourceKey)
      .where(sql`${t.sourceKey} IS NOT NULL AND ${t.status} IN ('ordered', 'notified')`),
  ],
);
