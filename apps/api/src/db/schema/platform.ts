// Platform bookkeeping: store billing, the e-mail outbox and the background job queue.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, money, timestamps } from './columns.ts';
import { tenantOwned } from './tenant-id.ts';
import { subscriptionPlans } from './tenants.ts';

export const billing = pgTable(
  'billing',
  {
    ...tenantOwned(),
    subscriptionPlanId: integer('subscription_plan_id').references(() => subscriptionPlans.id, {
      onDelete: 'set null',
    }),
    providerCustomerId: varchar('provider_customer_id', { length: 255 }),
    providerSubscriptionId: varchar('provider_subscription_id', { length: 255 }),
    status: varchar('status', { length: 20 }).notNull().default('unpaid'),
    amountMinor: money('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('GBP'),
    description: text('description'),
    billingPeriodStart: timestamp('billing_period_start', { withTimezone: true }),
    billingPeriodEnd: timestamp('billing_period_end', { withTimezone: true }),
    dueDate: timestamp('due_date', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentMethod: varchar('payment_method', { length: 50 }),
    notes: text('notes'),
    /** Charges of the saved card started for this bill (ADR 0084); each has its own idempotency key. */
    chargeAttempts: integer('charge_attempts').notNull().default(0),
    /** The attempt in flight: a job that finds it set repeats the same key, so it charges once. */
    chargingAttempt: integer('charging_attempt'),
    /** When the saved card is charged (again); null when it is not to be charged. */
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }),
    /** When the first charge failed: the grace period and suspension count from here. */
    pastDueAt: timestamp('past_due_at', { withTimezone: true }),
    providerPaymentId: varchar('provider_payment_id', { length: 255 }),
    lastChargeError: text('last_charge_error'),
    /** The platform's invoice number (SF-2026-00001, ADR 0086), given once when the bill is paid. */
    invoiceNumber: varchar('invoice_number', { length: 30 }),
    /** What the invoice says, kept when it is issued: the seller, the buyer, the VAT (ADR 0086). */
    invoiceDetails: jsonb('invoice_details').$type<PlatformInvoiceDetails>(),
    ...timestamps(),
  },
  (t) => [
    index('billing_tenant_created_idx').on(t.tenantId, t.createdAt),
    uniqueIndex('billing_invoice_number_idx').on(t.invoiceNumber),
    index('billing_next_charge_idx').on(t.nextChargeAt).where(sql`status in ('unpaid', 'past_due')`),
    index('billing_status_idx').on(t.status, t.dueDate),
    /** One bill per store and period: generating the same month twice is refused. */
    uniqueIndex('billing_tenant_period_idx').on(t.tenantId, t.billingPeriodStart),
  ],
);

/** The card a store keeps on file with the platform's own payment account (ADR 0084): one per store. */
export const platformPaymentMethods = pgTable(
  'platform_payment_methods',
  {
    ...tenantOwned(),
    /** 'stripe' (the platform's account) or 'sandbox'. */
    provider: varchar('provider', { length: 20 }).notNull(),
    customerId: varchar('customer_id', { length: 255 }),
    paymentMethodId: varchar('payment_method_id', { length: 255 }).notNull(),
    brand: varchar('brand', { length: 30 }).notNull(),
    last4: varchar('last4', { length: 4 }).notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('platform_payment_methods_tenant').on(t.tenantId)],
);

/** A store's billing timeline: bills raised, charges, failures, retries, holds, restores (ADR 0084). */
export const billingEvents = pgTable(
  'billing_events',
  {
    ...tenantOwned(),
    billingId: integer('billing_id').references(() => billing.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    message: text('message').notNull(),
    amountMinor: money('amount_minor'),
    currency: varchar('currency', { length: 3 }),
    createdAt: createdAt(),
  },
  (t) => [index('billing_events_tenant_idx').on(t.tenantId, t.createdAt)],
);

export type DocumentParty = {
  name: string;
  addressLines: string[];
  email: string | null;
  vatNumber: string | null;
};
export type PlatformInvoiceDetails = {
  seller: DocumentParty;
  buyer: DocumentParty;
  planName: string | null;
  vatRate: number;
  netMinor: number;
  vatMinor: number;
  issuedAt: string;
};

export type EmailAttachment = { filename: string; contentType: string; contentBase64: string };

export const emailOutbox = pgTable(
  'email_outbox',
  {
    ...tenantOwned(),
    toAddress: varchar('to_address', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    html: text('html').notNull(),
    text: text('text'),
    /** queued → sent, or failed with the last error; without SMTP_URL mail stays 'outbox'. */
    status: varchar('status', { length: 20 }).notNull().default('queued'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The order this e-mail tells of (confirmation, shipping notice…), so sending it or failing to
     * lands on the order's timeline. No foreign key: the outbox is a log.
     */
    orderId: integer('order_id'),
    /** Files sent with it (a bill's PDF invoice, ADR 0086), base64, kept with the message. */
    attachments: jsonb('attachments').$type<EmailAttachment[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** queued | running | done | failed */
    status: varchar('status', { length: 20 }).notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    lockedBy: varchar('locked_by', { length: 100 }),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** Deduplication key: at most one queued or running job per key. */
    key: varchar('key', { length: 200 }),
    /** Recurring jobs: a cron expression; the next run is queued when this one finishes. */
    cron: varchar('cron', { length: 100 }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('jobs_claim_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_key_active_idx').on(t.key).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/**
 * The platform's own document numbers (ADR 0086): one counter per series ('invoice', 'credit_note')
 * and calendar year, moved in the transaction that issues the document, so numbers have no gap.
 * Not a store's data: the platform is the seller.
 */
export const platformDocumentSequences = pgTable(
  'platform_document_sequences',
  {
    series: varchar('series', { length: 20 }).notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** A credit note for a refunded platform bill (ADR 0086): its own series, SFCN-2026-00001. */
export const platformCreditNotes = pgTable(
  'platform_credit_notes',
  {
    ...tenantOwned(),
    billingId: integer('billing_id')
      .notNull()
      .references(() => billing.id, { onDelete: 'cascade' }),
    number: varchar('number', { length: 30 }).notNull(),
    amountMinor: money('amount_minor').notNull(),
    vatMinor: money('vat_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('platform_credit_notes_number_idx').on(t.number),
    index('platform_credit_notes_bill_idx').on(t.tenantId, t.billingId),
  ],
);

/**
 * Months in which a store's owner was told it took more orders than its plan allows (ADR 0087): one
 * row per store and month, so the e-mail goes once a month however often the job runs.
 */
export const usageLimitNotices = pgTable(
  'usage_limit_notices',
  {
    ...tenantOwned(),
    /** The calendar month, 'YYYY-MM'. */
    month: varchar('month', { length: 7 }).notNull(),
    ordersThisMonth: integer('orders_this_month').notNull(),
    maxOrders: integer('max_orders').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('usage_limit_notices_month_idx').on(t.tenantId, t.month)],
);

/**
 * Each change of a store's plan (slugs) and when (ADR 0097), written by the `tenant_plan_changed`
 * trigger on tenants: what Generate Monthly Billing prorates a month by.
 */
export const tenantPlanChanges = pgTable(
  'tenant_plan_changes',
  {
    ...tenantOwned(),
    fromPlan: varchar('from_plan', { length: 100 }).notNull(),
    toPlan: varchar('to_plan', { length: 100 }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tenant_plan_changes_tenant_idx').on(t.tenantId, t.changedAt)],
);
