// Payment links for what an order still owes after a dearer edit or exchange (migration 0037,
// ADR 0077): one order, one amount, an expiry; the token kept only as its SHA-256. A paid link
// names the payment that paid it.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns.ts';
import { orderId } from './order-id.ts';
import { tenantOwned } from './tenant-id.ts';

export const orderPaymentLinks = pgTable(
  'order_payment_links',
  {
    ...tenantOwned(),
    orderId: orderId(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    amountMinor: money('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    provider: varchar('provider', { length: 50 }),
    paymentIntentId: varchar('payment_intent_id', { length: 255 }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('order_payment_links_token').on(t.tokenHash),
    index('order_payment_links_order_idx').on(t.tenantId, t.orderId),
    check('order_payment_links_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
