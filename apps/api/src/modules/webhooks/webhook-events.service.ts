// What other modules call when something a webhook tells of happens (ADR 0075): with the change's
// own transaction as `ctx.db` (`{ db: tx, tenantId }`), so the outbox rows commit or roll back
// with the change. One statement whatever the number of events and endpoints: a delivery row per
// event and endpoint that wants it, and one 'webhooks.deliver' job that sends them. Nothing waits
// for its answer, so on PostgreSQL it goes with the transaction's next statement or its COMMIT
// (ADR 0113).
import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@storefleet/contracts';
import { actingTenant, type Ctx } from '../../context.ts';
import { sendWithNext } from '../../db/send-with-next.ts';
import { deliveriesWithJobStatement } from './webhooks.queries.ts';

export const DELIVER_WEBHOOKS_JOB = 'webhooks.deliver';

export type WebhookEvent = { type: WebhookEventType; data: Record<string, unknown> };

/**
 * Queues the events for the acting store's endpoints that want them. `wanted`: the store's
 * `webhookEvents` when the caller already holds its row (checkout): events no endpoint wants are
 * dropped first, and when none is left no statement is sent at all.
 */
export async function queueWebhookEvents(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  { events, wanted }: { events: WebhookEvent[]; wanted?: readonly string[] },
): Promise<void> {
  const tenantId = actingTenant(ctx);
  const kept = wanted ? events.filter((event) => wanted.includes(event.type)) : events;
  if (kept.length === 0) return;
  await sendWithNext(
    ctx.db,
    deliveriesWithJobStatement(
      tenantId,
      kept.map((event) => ({ eventId: randomUUID(), type: event.type, data: event.data })),
      DELIVER_WEBHOOKS_JOB,
    ),
  );
}
