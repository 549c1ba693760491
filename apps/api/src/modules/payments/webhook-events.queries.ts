// Provider events already handled (DESIGN §6): a redelivered Stripe event is a no-op.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { processedWebhookEvents } from '../../db/schema/index.ts';

export async function isEventProcessed(db: Db, tenantId: number, provider: string, eventId: string) {
  const [row] = await db
    .select({ id: processedWebhookEvents.id })
    .from(processedWebhookEvents)
    .where(
      and(
        eq(processedWebhookEvents.tenantId, tenantId),
        eq(processedWebhookEvents.provider, provider),
        eq(processedWebhookEvents.eventId, eventId),
      ),
    );
  return row !== undefined;
}

export async function recordEventProcessed(db: Db, tenantId: number, provider: string, eventId: string) {
  await db.insert(processedWebhookEvents).values({ tenantId, provider, eventId }).onConflictDoNothing();
}
