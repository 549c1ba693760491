// Platform bookkeeping: store billing, the e-mail outbox and the background job queue.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
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
    ...timestamps(),
  },
  (t) => [
    index('billing_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('billing_status_idx').on(t.status, t.dueDate),
    /** One bill per store and period: generating the same month twice is refused. */
    uniqueIndex('billing_tenant_period_idx').on(t.tenantId, t.billingPeriodStart),
  ],
);

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
