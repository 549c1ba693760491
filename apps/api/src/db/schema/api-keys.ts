// API keys per store (modules/api-keys, ADR 0072): the key itself is never stored, only its SHA-256
// (unique: a request's key is found by its hash) and its first characters to tell keys apart.
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { tenantOwned } from './tenant-id.ts';
import { users } from './users.ts';

export const apiKeys = pgTable(
  'api_keys',
  {
    ...tenantOwned(),
    name: varchar('name', { length: 100 }).notNull(),
    scopes: text('scopes').array().notNull(),
    prefix: varchar('prefix', { length: 20 }).notNull(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: varchar('last_used_ip', { length: 64 }),
  },
  (t) => [
    index('api_keys_tenant_idx').on(t.tenantId, t.createdAt),
    uniqueIndex('api_keys_secret_hash').on(t.secretHash),
  ],
);
