// A store's own domains (modules/domains, ADR 0070; migration 0030): a host name a store claims,
// the token its TXT record must carry, and its verification state. One store per host, whatever the
// state (a unique index on lower(host)); at most one primary per store.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { tenantOwned } from './tenant-id.ts';

export const storeDomains = pgTable(
  'store_domains',
  {
    ...tenantOwned(),
    host: varchar('host', { length: 253 }).notNull(),
    verificationToken: varchar('verification_token', { length: 100 }).notNull(),
    /** pending | verified | active | failed (contracts domains.ts). */
    state: varchar('state', { length: 20 }).notNull().default('pending'),
    failureReason: text('failure_reason'),
    /** After verification: why the CNAME/A records do not lead here yet, else null. */
    routingProblem: text('routing_problem'),
    isPrimary: boolean('is_primary').notNull().default(false),
    checkAttempts: integer('check_attempts').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).default(sql`now()`),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('store_domains_host').using('btree', sql`lower(${t.host})`),
    uniqueIndex('store_domains_one_primary').on(t.tenantId).where(sql`${t.isPrimary}`),
    index('store_domains_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);
