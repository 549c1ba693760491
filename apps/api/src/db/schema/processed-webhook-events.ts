// Payment providers' webhook events, remembered once handled (modules/payments/webhook-events.queries.ts).
import { index, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { tenantOwned } from './tenant-id.ts';

/** Provider events already handled: a redelivered webhook is a no-op. */
export const processedWebhookEvents = pgTable(
  'processed_webhook_events',
  {
    ...tenantOwned(),
    provider: varchar('provider', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 255 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('processed_webhook_events_event').on(t.provider, t.eventId),
    index('processed_webhook_events_tenant_idx').on(t.tenantId, t.receivedAt),
  ],
);
