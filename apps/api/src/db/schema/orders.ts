// Orders, their lines, product subscriptions, and the checkout bookkeeping that makes orders exactly-once.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { money, timestamps } from './columns.ts';
import { tenantId, tenantOwned } from './tenant-id.ts';
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

/**
 * The admin order search's index (ADR 0044): every place a word starts in an order's customer name
 * and e-mail, lower-cased, as the rest of that field from there ("grace.hopper@example.com" gives
 * itself, "hopper@example.com" and "example.com"; "com"). Kept by a trigger on orders (migration
 * 0020). A search is a prefix of one of them; btree prefix ranges (`^@`) are leakproof, so these
 * indexes serve it under row-level security, where nothing can serve a substring search.
 * No foreign keys (migration 0069, ADR 0121): only orders' triggers write a word, from an order
 * whose store its own key has checked, and a trigger on tenants deletes a store's words with it.
 * order_id has none either: orders are never deleted but with their store, and a word only ever
 * names a candidate that is then read from orders.
 */
export const orderSearchWords = pgTable(
  'order_search_words',
  {
    tenantId: integer('tenant_id').notNull(),
    orderId: integer('order_id').notNull(),
    word: text('word').notNull(),
  },
  (t) => [
    index('order_search_words_tenant_idx').on(t.tenantId, t.word.op('text_pattern_ops'), t.orderId),
    index('order_search_words_word_idx').on(t.word.op('text_pattern_ops'), t.tenantId, t.orderId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    ...tenantOwned(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: varchar('product_name', { length: 255 }).notNull(),
    quantity: integer('quantity').notNull(),
    priceMinor: money('price_minor').notNull(),
    selectedVariants: jsonb('selected_variants').$type<Record<string, string>>().notNull().default({}),
    variantString: text('variant_string'),
    purchaseType: varchar('purchase_type', { length: 20 }).notNull().default('one-off'),
    /** The line's VAT rate (per cent) and its VAT in pence, for quantity × price (ADR 0025). */
    vatRate: integer('vat_rate').notNull().default(20),
    vatMinor: money('vat_minor').notNull().default(0),
    /** The line's rate in basis points (docs/decisions/0101: 13.5 % is 1350); null before: vat_rate × 100. */
    taxRateBp: integer('tax_rate_bp'),
    /**
     * This line's share of the order's discount (ADR 0032): its VAT is worked out on
     * quantity × price − discount, so the invoice's VAT summary adds up to what was paid.
     */
    discountMinor: money('discount_minor').notNull().default(0),
    /**
     * An exchange's replacement (ADR 0078): the return line it replaces. Shipped like any line;
     * left out of the order's money reads (listItemsOfOrders). One per return line (the index).
     */
    replacesReturnLineId: integer('replaces_return_line_id'),
  },
  (t) => [
    index('order_items_tenant_order_idx').on(t.tenantId, t.orderId),
    uniqueIndex('order_items_replacement')
      .on(t.tenantId, t.replacesReturnLineId)
      .where(sql`${t.replacesReturnLineId} is not null`),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

export const productSubscriptions = pgTable(
  'product_subscriptions',
  {
    ...tenantOwned(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    customerEmail: varchar('customer_email', { length: 255 }).notNull(),
    customerName: varchar('customer_name', { length: 255 }),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    amountMinor: money('amount_minor').notNull().default(0),
    interval: varchar('interval', { length: 20 }).notNull().default('monthly'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull().defaultNow(),
    nextBillingDate: timestamp('next_billing_date', { withTimezone: true }),
    /** Day of the month renewals fall on (1–31), kept so Jan 31 → Feb 28 → Mar 31 (ADR 0008). */
    billingAnchorDay: integer('billing_anchor_day').notNull().default(1),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    providerSubscriptionId: varchar('provider_subscription_id', { length: 255 }),
    providerCustomerId: varchar('provider_customer_id', { length: 255 }),
    providerPaymentMethodId: varchar('provider_payment_method_id', { length: 255 }),
    /** The provider that saved the card; renewals charge through the same one (ADR 0008). */
    paymentProvider: varchar('payment_provider', { length: 20 }),
    quantity: integer('quantity').notNull().default(1),
    selectedVariants: jsonb('selected_variants').$type<Record<string, string>>().notNull().default({}),
    variantString: text('variant_string'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('product_subscriptions_tenant_status_idx').on(t.tenantId, t.status),
    index('product_subscriptions_due_idx').on(t.nextBillingDate),
  ],
);

/**
 * One billing period of a product subscription. The unique (subscription, period) key is the claim
 * that keeps several app instances from charging one period twice (ADR 0008).
 */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    ...tenantOwned(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => productSubscriptions.id, { onDelete: 'cascade' }),
    /** The billing date this renewal pays for (the subscription's next_billing_date when claimed). */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    /** charging → paid; or charging → retry → charging … → failed */
    status: varchar('status', { length: 20 }).notNull().default('charging'),
    attempts: integer('attempts').notNull().default(1),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    amountMinor: money('amount_minor').notNull(),
    paymentId: varchar('payment_id', { length: 255 }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (t) => [
    unique('subscription_renewals_period').on(t.subscriptionId, t.periodStart),
    index('subscription_renewals_tenant_idx').on(t.tenantId, t.createdAt),
    index('subscription_renewals_retry_idx').on(t.status, t.nextAttemptAt),
  ],
);

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

/** Provider events already handled: a redelivered webhook is a no-op. */
export const processedWebhookEvents = pgTable(
  'processed_webhook_events',
  {
    ...tenantOwned(),
    provider: varchar('provider', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 255 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('processed_webhook_events_event').on(t.provider, t.eventId),
    index('processed_webhook_events_tenant_idx').on(t.tenantId, t.receivedAt),
  ],
);

/**
 * An order's history, oldest first when read by id: placed, paid, each status change, refunds,
 * fulfilments, e-mails sent or failed, staff notes. Append-only: a trigger refuses any
 * UPDATE (migration 0009); rows leave only with their order or store.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    ...tenantOwned(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** What happened: one of the contracts' orderEventKinds. */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** Who: a member of staff (named as they were then), the provider, the customer or the system. */
    source: varchar('source', { length: 20 }).notNull().default('system'),
    /** No foreign key: removing a user must not rewrite history (the name stays). */
    actorUserId: integer('actor_user_id'),
    actorName: varchar('actor_name', { length: 255 }),
    /** A short sentence a person can read ("Status changed from paid to shipped"). */
    message: text('message').notNull(),
    /** The event's figures (from/to, amount, carrier, e-mail template…); never a secret. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.tenantId, t.orderId, t.id)],
);

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
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
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

/** Each store's order-number counter: the last number given (migration 0023, like invoice_sequences). */
export const orderNumberSequences = pgTable('order_number_sequences', {
  tenantId: tenantId().primaryKey(),
  lastNumber: integer('last_number').notNull().default(1000),
});
