// A customer's address book in one store (modules/addresses): the checkout's shipping fields, at
// most one default per customer per store (a partial unique index holds it).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { tenantOwned } from './tenant-id.ts';
import { users } from './users.ts';

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    ...tenantOwned(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 255 }).notNull(),
    lastName: varchar('last_name', { length: 255 }).notNull(),
    address: varchar('address', { length: 500 }).notNull(),
    city: varchar('city', { length: 255 }).notNull(),
    zipCode: varchar('zip_code', { length: 50 }).notNull(),
    /** ISO 3166-1 alpha-2 (docs/decisions/0100). */
    country: varchar('country', { length: 2 }).notNull().default('GB'),
    /** A US address's state; null elsewhere. */
    state: varchar('state', { length: 100 }),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('customer_addresses_owner_idx').on(t.tenantId, t.userId),
    uniqueIndex('customer_addresses_one_default').on(t.tenantId, t.userId).where(sql`${t.isDefault}`),
  ],
);
