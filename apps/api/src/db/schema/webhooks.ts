// Outgoing webhooks per store (modules/webhooks, migration 0035, ADR 0075): the endpoints, with
// their signing secret sealed at rest, and the deliveries, which are the outbox (written in the
// change's transaction) and the delivery log at once.
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns.ts';
import { tenantId, tenantOwned } from './tenant-id.ts';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    ...tenantOwned(),
    url: varchar('url', { length: 2000 }).notNull(),
    events: text('events').array().notNull(),
    /** lib/secret-box.ts, context `webhook:{tenantId}`: the server signs with it; never shown again. */
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why the platform turned it off (failing for 3 days); null when the owner did, or it is on. */
    disabledReason: varchar('disabled_reason', { length: 300 }),
    /** The first failed attempt since the last success: 3 days of failures turn the endpoint off. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** When the owner was e-mailed about this failing streak (once per streak); null again on success. */
    failureToldAt: timestamp('failure_told_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('webhook_endpoints_tenant_idx').on(t.tenantId)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id, the same for every endpoint and every attempt: receivers de-duplicate on it. */
    eventId: uuid('event_id').notNull(),
    eventType: varchar('event_type', { length: 50 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** pending (queued or retrying) | succeeded | failed (24 h of failures, or the endpoint gone) */
    status: varchar('status', { length: 20 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    /** The first 500 characters of the last answer. */
    responseBody: varchar('response_body', { length: 500 }),
    durationMs: integer('duration_ms'),
    error: varchar('error', { length: 300 }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);
