// Publishable store-front keys (modules/storefront-keys, ADR 0076): not secret, so the whole key is
// kept (unique: a request's key is found by it) with the browser origins allowed to use it.
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { tenantOwned } from './tenant-id.ts';
import { users } from './users.ts';

export const storefrontKeys = pgTable(
  'storefront_keys',
  {
    ...tenantOwned(),
    name: varchar('name', { length: 100 }).notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    allowedOrigins: text('allowed_origins').array().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('storefront_keys_tenant_idx').on(t.tenantId, t.createdAt),
    uniqueIndex('storefront_keys_key').on(t.key),
  ],
);
