// Payment bookkeeping owned by the platform itself: the built-in sandbox provider's intents and
// single-use account tokens (set-password links).
import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money, timestamps } from './columns.ts';
import { tenantId } from './tenant-id.ts';
import { users } from './users.ts';

export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    tenantId: tenantId(),
    amountMinor: money('amount_minor').notNull(),
    refundedMinor: money('refunded_minor').notNull().default(0),
    currency: varchar('currency', { length: 3 }).notNull().default('GBP'),
    /** requires_payment_method | succeeded | canceled | refunded | partially_refunded */
    status: varchar('status', { length: 30 }).notNull().default('requires_payment_method'),
    clientSecret: varchar('client_secret', { length: 128 }).notNull(),
    lastError: varchar('last_error', { length: 255 }),
    cardLast4: varchar('card_last4', { length: 4 }),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [index('sandbox_payment_intents_tenant_idx').on(t.tenantId, t.createdAt)],
);

/**
 * Cards the sandbox saved for later off-session charges (product subscription renewals), as
 * Stripe saves a PaymentMethod on a Customer. Only the last four digits and expiry are kept.
 */
export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    tenantId: tenantId(),
    cardLast4: varchar('card_last4', { length: 4 }).notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** 'succeeds', or 'declines_off_session' for the test card that saves but never renews. */
    behaviour: varchar('behaviour', { length: 30 }).notNull().default('succeeds'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_payment_methods_tenant_idx').on(t.tenantId, t.createdAt)],
);

export const accountTokens = pgTable(
  'account_tokens',
  {
    /** sha256 of the token sent by e-mail. */
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 30 }).notNull().default('set_password'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId)],
);
