// Product subscriptions (modules/product-subscriptions): a product bought to renew on a schedule,
// and each billing period's renewal, claimed once across app instances (ADR 0008).
import { index, integer, jsonb, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { money, timestamps } from './columns.ts';
import { orders } from './orders.ts';
import { tenantOwned } from './tenant-id.ts';
import { users } from './users.ts';

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
