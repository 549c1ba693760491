// The audit log: one row per successful admin write, append-only (migration trigger
// refuses UPDATE; the retention prune deletes old rows). A store's rows carry its tenant_id and are
// guarded by row-level security like every tenant table; platform writes (plans, billing, new
// stores) have no tenant_id and so are visible only on the platform path.
import { index, integer, jsonb, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** The store written to; null for a platform-level write. */
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    /** No foreign key: removing a user must not rewrite history (the name as it was stays). */
    actorUserId: integer('actor_user_id'),
    actorName: varchar('actor_name', { length: 255 }).notNull(),
    /** create, update, delete or other (the route says which other). */
    action: varchar('action', { length: 20 }).notNull(),
    /** What was written: 'product', 'category', 'order', 'tenant', … and its id when it has one. */
    entityType: varchar('entity_type', { length: 60 }).notNull(),
    entityId: varchar('entity_id', { length: 100 }),
    /** The route as declared, e.g. 'PUT /api/admin/products/:id', and its answer's status. */
    route: varchar('route', { length: 255 }).notNull(),
    status: smallint('status').notNull(),
    /** Short, redacted summaries: the entity as read before the write, and what was sent. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_tenant_idx').on(t.tenantId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);
