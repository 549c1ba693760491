// Provider events already handled (DESIGN §6): a redelivered Stripe event is a no-op.
import type { Db } from '../../db/database.ts';
import { firstRow, inTenant } from '../../db/rows.ts';
import { processedWebhookEvents } from '../../db/schema/index.ts';

export async function isEventProcessed(db: Db, tenantId: number, provider: string, eventId: string) {
  const row = await firstRow(
    db
      .select({ id: processedWebhookEvents.id })
      .from(processedWebhookEvents)
      .where(inTenant(processedWebhookEvents, tenantId, { provider, eventId })),
  );
  return row !== undefined;
}

export async function recordEventProcessed(db: Db, tenantId: number, provider: string, eventId: string) {
  await db.insert(processedWebhookEvents).values({ tenantId, provider, eventId }).onConflictDoNothing();
}
