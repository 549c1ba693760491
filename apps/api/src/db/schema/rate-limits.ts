// Request counters of the per-address rate limits (modules/rate-limits), shared by every app
// instance: one row per bucket and key, holding the count of its current window.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** The limit's name, e.g. 'payment-intents'. */
    bucket: text('bucket').notNull(),
    /** Whom the limit counts: the client's address, and for webhooks also the path. */
    key: text('key').notNull(),
    /** The window starts at its first request and lasts the limit's windowSeconds. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /** When this window's count stops mattering: the prune job deletes the row after it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index('rate_limit_hits_expires_idx').on(t.expiresAt)],
);
