// The webhook_endpoints and webhook_deliveries tables (migration 0035, ADR 0075): written only here.
// A delivery row is the outbox (inserted in the change's own transaction, with its send job, in one
// statement) and the delivery log at once.
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { jobs, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function listEndpointRows(db: Db, tenantId: number): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.tenantId, tenantId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id))
    .limit(100);
}

export async function countEndpoints(db: Db, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.tenantId, tenantId));
  return Number(row?.n ?? 0);
}

export async function findEndpointRow(
  db: Db,
  tenantId: number,
  id: number,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)));
  return row;
}

export async function insertEndpoint(
  db: Db,
  values: Pick<typeof webhookEndpoints.$inferInsert, 'tenantId' | 'url' | 'events' | 'secretSealed'>,
): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(
  db: Db,
  tenantId: number,
  id: number,
  values: Partial<
    Pick<
      WebhookEndpointRow,
      'url' | 'events' | 'enabled' | 'disabledReason' | 'failingSince' | 'failureToldAt'
    >
  >,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Db, tenantId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export type QueuedEvent = { eventId: string; type: string; data: Record<string, unknown> };

/**
 * One delivery row per event and enabled endpoint of the store that wants it, and ONE
 * 'webhooks.deliver' job for all of them, in one statement (for the caller's transaction). Nothing
 * is written when no endpoint wants any of the events.
 */
export function deliveriesWithJobStatement(tenantId: number, events: QueuedEvent[], jobName: string): SQL {
  const given = JSON.stringify(events.map((e) => ({ event_id: e.eventId, type: e.type, data: e.data })));
  return sql`
    with queued as (
      insert into ${webhookDeliveries} (tenant_id, endpoint_id, event_id, event_type, data)
      select e.tenant_id, e.id, ev.event_id::uuid, ev.type, ev.data
      from ${webhookEndpoints} e
      join jsonb_to_recordset(${given}::jsonb) as ev(event_id text, type text, data jsonb)
        on ev.type = any(e.events)
      where e.tenant_id = ${tenantId} and e.enabled
      returning id
    )
    insert into ${jobs} (name, payload)
    select ${jobName}, jsonb_build_object('tenantId', ${tenantId}::int, 'deliveryIds', jsonb_agg(id order by id))
    from queued having count(*) > 0`;
}

export async function listDeliveryRows(
  db: Db,
  tenantId: number,
  endpointId: number,
): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(100);
}

export async function findDeliveryRow(
  db: Db,
  tenantId: number,
  id: number,
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.id, id)));
  return row;
}

/** What one attempt came to. */
export type AttemptRecord = Pick<
  WebhookDeliveryRow,
  'status' | 'nextAttemptAt' | 'responseStatus' | 'responseBody' | 'durationMs' | 'error' | 'deliveredAt'
>;

export async function recordAttempt(
  db: Db,
  tenantId: number,
  id: number,
  attempt: AttemptRecord,
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ ...attempt, attempts: sql`${webhookDeliveries.attempts} + 1`, lastAttemptAt: sql`now()` })
    .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.id, id)));
}

/** A resend: pending again, due now (the event id stays, so a receiver that has it can skip it). */
export async function markPendingAgain(db: Db, tenantId: number, id: number): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: sql`now()` })
    .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.id, id)));
}

/** A failed attempt: the endpoint's failing streak starts now unless it already runs; its start. */
export async function noteEndpointFailure(db: Db, tenantId: number, id: number): Promise<Date | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, now())` })
    .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)))
    .returning({ failingSince: webhookEndpoints.failingSince });
  return row?.failingSince ?? undefined;
}

/** A success ends the endpoint's failing streak. */
export async function noteEndpointSuccess(db: Db, tenantId: number, id: number): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ failingSince: null, failureToldAt: null })
    .where(
      and(
        eq(webhookEndpoints.tenantId, tenantId),
        eq(webhookEndpoints.id, id),
        sql`${webhookEndpoints.failingSince} is not null`,
      ),
    );
}

/** Turns a failing endpoint off, once: true when this call did. */
export async function disableFailingEndpoint(
  db: Db,
  tenantId: number,
  id: number,
  reason: string,
): Promise<boolean> {
  const rows = await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason, updatedAt: sql`now()` })
    .where(
      and(
        eq(webhookEndpoints.tenantId, tenantId),
        eq(webhookEndpoints.id, id),
        eq(webhookEndpoints.enabled, true),
      ),
    )
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The owner is e-mailed once per failing streak: true when this call is the one to tell them. */
export async function noteOwnerTold(db: Db, tenantId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(webhookEndpoints)
    .set({ failureToldAt: sql`now()` })
    .where(
      and(
        eq(webhookEndpoints.tenantId, tenantId),
        eq(webhookEndpoints.id, id),
        sql`${webhookEndpoints.failureToldAt} is null`,
      ),
    )
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}
