// The columns that make a row tenant-owned. Apart from columns.ts because it imports tenants.ts,
// which itself uses columns.ts.
import { integer, serial } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

/** `tenant_id not null references tenants on delete cascade`: every tenant-owned row. */
export const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** `id serial primary key` then `tenant_id`: the first two columns of a tenant-owned table. */
export const tenantOwned = () => ({ id: serial('id').primaryKey(), tenantId: tenantId() });
