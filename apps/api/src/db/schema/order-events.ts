// Each order's timeline (modules/orders/order-events.queries.ts): an append-only log of what
// happened to it and who did it.
import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orderId } from './order-id.ts';
import { tenantOwned } from './tenant-id.ts';

/**
 * An order's history, oldest first when read by id: placed, paid, each status change, refunds,
 * fulfilments, e-mails sent or failed, staff notes. Append-only: a trigger refuses any
 * UPDATE (migration 0009); rows leave only with their order or store.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    ...tenantOwned(),
    orderId: orderId(),
    /** What happened: one of the contracts' orderEventKinds. */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** Who: a member of staff (named as they were then), the provider, the customer or the system. */
    source: varchar('source', { length: 20 }).notNull().default('system'),
    /** No foreign key: removing a user must not rewrite history (the name stays). */
    actorUserId: integer('actor_user_id'),
    actorName: varchar('actor_name', { length: 255 }),
    /** A short sentence a person can read ("Status changed from paid to shipped"). */
    message: text('message').notNull(),
    /** The event's figures (from/to, amount, carrier, e-mail template…); never a secret. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.tenantId, t.orderId, t.id)],
);
