import { integer } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

/** `tenant_id not null references tenants on delete cascade`: every tenant-owned row. */
export const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
