// The orders themselves: who bought, what it cost (priced once at checkout), where the money and
// the goods are, and the store's numbers for it. What hangs off an order has its own file: its
// lines (order-items.ts), history (order-events.ts), parcels (order-fulfilments.ts), refunds,
// returns, payment links, search words and number counter (order-*.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns.ts';
import { tenantOwned } from './tenant-id.ts';
import { users } from './users.ts';

export const orders = pgTable(
  'orders',
  {
    ...tenantOwned(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerEmail: varchar('customer_email', { length: 255 }).notNull(),
    customerName: varchar('customer_name', { length: 255 }).notNull(),
    shippingAddress: text('shipping_address'),
    shippingMethod: varchar('shipping_method', { length: 255 }),
    subtotalMinor: money('subtotal_minor').notNull().default(0),
    shippingMinor: money('shipping_minor').notNull().default(0),
    totalMinor: money('total_minor').notNull(),
    refundedMinor: money('refunded_minor').notNull().default(0),
    /** What an edit after payment added that the shopper has yet to pay (migration 0032). */
    amountDueMinor: money('amount_due_minor').notNull().default(0),
    /** The discount code used (as the store owner spelled it) and what it took off (ADR 0032). */
    discountCode: varchar('discount_code', { length: 32 }),
    discountMinor: money('discount_minor').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull().default('GBP'),
    /**
     * Units of `currency` per one unit of the store's base currency when the order was priced
     * (docs/decisions/0105): 1 in the base currency. Reports convert back at it (toBaseAmount).
     */
    exchangeRate: numeric('exchange_rate', { precision: 17, scale: 8 }).notNull().default('1'),
    /** The language the buyer checked out in (docs/decisions/0093): its e-mails speak it. */
    language: varchar('language', { length: 8 }).notNull().default('en'),
    status: varchar('status', { length: 30 }).notNull().default('pending'),
    paymentProvider: varchar('payment_provider', { length: 20 }),
    paymentIntentId: varchar('payment_intent_id', { length: 255 }),
    manualStatusOverride: boolean('manual_status_override').notNull().default(false),
    /**
     * Where the money and the goods are (modules/orders/order-lifecycle.ts); `status` is derived
     * from them when either moves, and set alone only by a manual override (migration 0023).
     */
    paymentStatus: varchar('payment_status', { length: 20 }).notNull().default('pending'),
    fulfillmentStatus: varchar('fulfillment_status', { length: 20 }).notNull().default('unfulfilled'),
    /** #1001 upwards per store, given by the insert itself (trigger orders_assign_number, migration 0023). */
    orderNumber: integer('order_number'),
    /**
     * VAT priced once at checkout (ADR 0025): the whole order's (lines and shipping), the shipping's
     * share and rate, and whether the prices included it (else total = subtotal + shipping + VAT).
     */
    vatMinor: money('vat_minor').notNull().default(0),
    shippingVatMinor: money('shipping_vat_minor').notNull().default(0),
    shippingVatRate: integer('shipping_vat_rate').notNull().default(20),
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(true),
    /**
     * Taxes by destination (docs/decisions/0101, migration 0058): the country the tax was worked out
     * for, why that rate, a business buyer's VAT number and whether the reverse charge applied, and
     * the shipping's rate in basis points. Null on orders from before: UK VAT at shipping_vat_rate.
     */
    taxCountry: varchar('tax_country', { length: 2 }),
    taxReason: varchar('tax_reason', { length: 20 }),
    buyerVatNumber: varchar('buyer_vat_number', { length: 20 }),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    shippingTaxRateBp: integer('shipping_tax_rate_bp'),
    /** Sequential per store without gaps, given in the order's own transaction (invoice_sequences). */
    invoiceNumber: integer('invoice_number'),
    ...timestamps(),
    /**
     * What the admin order search matches (name, then e-mail, lower-cased; \x01 between them, a
     * character no search can hold): kept by the database, carried in the list indexes below so a
     * search is checked on index entries alone (ADR 0021).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(customer_name || chr(1) || customer_email)`),
    /**
     * The e-mail lower-cased, kept by the database (migration 0055): the analytics fold's "ordered
     * before in this store" compares it with text equality, which row-level security lets an index
     * serve (lower() is not leakproof); index orders_tenant_email_key_idx (tenant_id, it, created_at).
     */
    customerEmailKey: text('customer_email_key').notNull().generatedAlwaysAs(sql`lower(customer_email)`),
  },
  (t) => [
    /**
     * The admin order lists, newest first (read backwards; ADR 0021): a store's, a store's by
     * status, every shop's, every shop's by status. Each ends with what the filter and row-level
     * security read (tenant_id, status, search_text), so a page and its capped count are index-only
     * walks that check each entry without visiting the table, and stop when the page is full.
     */
    index('orders_tenant_created_idx').on(t.tenantId, t.createdAt, t.id, t.status, t.searchText),
    index('orders_tenant_status_idx').on(t.tenantId, t.status, t.createdAt, t.id, t.searchText),
    index('orders_created_idx').on(t.createdAt, t.id, t.tenantId, t.status, t.searchText),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id, t.tenantId, t.searchText),
    index('orders_user_idx').on(t.userId),
    /** One order per payment: the exactly-once guarantee of checkout. */
    unique('orders_payment_intent').on(t.paymentProvider, t.paymentIntentId),
    unique('orders_tenant_invoice_number').on(t.tenantId, t.invoiceNumber),
    unique('orders_tenant_order_number').on(t.tenantId, t.orderNumber),
    check('orders_amount_due_not_negative', sql`${t.amountDueMinor} >= 0`),
    check(
      'orders_payment_status',
      sql`${t.paymentStatus} in ('pending', 'authorized', 'paid', 'partially_paid', 'partially_refunded', 'refunded', 'voided')`,
    ),
    check(
      'orders_fulfillment_status',
      sql`${t.fulfillmentStatus} in ('unfulfilled', 'partially_fulfilled', 'fulfilled', 'partially_returned', 'returned')`,
    ),
  ],
);
