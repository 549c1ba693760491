// Outgoing webhooks per store (ADR 0075): owners register endpoints (URL, events; the signing
// secret shown once, sealed at rest so the server can sign), read each endpoint's delivery log and
// send a delivery again. Sending is the 'webhooks.deliver' job's (`deliverWebhooks`): a signed POST,
// retried with exponential backoff for 24 hours, then failed and the owner e-mailed once per
// failing streak; an endpoint failing for 3 days is turned off and the owner told.

import {
  type CreatedWebhookEndpoint,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_SECRET_PREFIX,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointList,
  type WebhookEndpointUpdate,
} from '@storefleet/contracts';
import { actAsTenant, type Ctx } from '../../context.ts';
import { randomText } from '../../lib/crypto.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { openSecret, sealSecret } from '../../lib/secret-box.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { queueWebhookFailureEmail, type WebhookFailure } from '../email/webhook-notifications.service.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { DELIVER_WEBHOOKS_JOB } from './webhook-events.service.ts';
import { postWebhook, type SendOutcome, signatureHeader, urlRefusal } from './webhook-sender.ts';
import {
  countEndpoints,
  deleteEndpoint,
  disableFailingEndpoint,
  findDeliveryRow,
  findEndpointRow,
  insertEndpoint,
  listDeliveryRows,
  listEndpointRows,
  markPendingAgain,
  noteEndpointFailure,
  noteEndpointSuccess,
  noteOwnerTold,
  recordAttempt,
  updateEndpoint,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhooks.queries.ts';

/** Retries stop this long after the event. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** An endpoint failing this long (no success since its first failure) is turned off. */
export const DISABLE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 4 * 60 * 60 * 1000;

/** Wait before the next attempt after `failures` failed ones: 30 s, 1 min, 2 min, … at most 4 h. */
export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), LONGEST_WAIT_MS);
}

const secretContext = (tenantId: number) => `webhook:${tenantId}`;

function toEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status as WebhookDelivery['status'],
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    responseStatus: row.responseStatus,
    responseBody: row.responseBody,
    durationMs: row.durationMs,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

/** A URL the server may call: refused now (400) rather than at every delivery. */
async function checkUrl(ctx: Ctx, url: string): Promise<void> {
  const checked = await urlRefusal(url, ctx.config.WEBHOOK_PRIVATE_ADDRESSES);
  if ('refusal' in checked) throw new BadRequestError(checked.refusal);
}

/** GET /api/admin/webhooks: the store's endpoints, never their secret. */
export async function listWebhookEndpoints(
  ctx: Ctx,
  requestedTenantId?: number,
): Promise<WebhookEndpointList> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId });
  return { endpoints: (await listEndpointRows(ctx.db, tenantId)).map(toEndpoint) };
}

/** POST /api/admin/webhooks: the endpoint and, this once, its signing secret. */
export async function createWebhookEndpoint(
  ctx: Ctx,
  { requestedTenantId, input }: { requestedTenantId?: number; input: WebhookEndpointInput },
): Promise<CreatedWebhookEndpoint> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  await checkUrl(ctx, input.url);
  if ((await countEndpoints(ctx.db, tenantId)) >= MAX_WEBHOOK_ENDPOINTS) {
    throw new ConflictError(`A store can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints`);
  }
  const secret = `${WEBHOOK_SECRET_PREFIX}${randomText(32, 'base64url')}`;
  const row = await insertEndpoint(ctx.db, {
    tenantId,
    url: input.url,
    events: [...new Set(input.events)],
    secretSealed: sealSecret(ctx.config.APP_SECRET, secret, secretContext(tenantId)),
  });
  return { ...toEndpoint(row), secret };
}

/** PUT /api/admin/webhooks/{id}: URL, events, or on/off (on again clears the failing streak). */
export async function updateWebhookEndpoint(
  ctx: Ctx,
  { requestedTenantId, id, input }: { requestedTenantId?: number; id: number; input: WebhookEndpointUpdate },
): Promise<WebhookEndpoint> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const existing = await findEndpointRow(ctx.db, tenantId, id);
  if (!existing) throw new NotFoundError('Webhook endpoint not found');
  if (input.url !== undefined && input.url !== existing.url) await checkUrl(ctx, input.url);
  const turnedOn = input.enabled === true && !existing.enabled;
  const row = await updateEndpoint(ctx.db, tenantId, id, {
    ...(input.url === undefined ? {} : { url: input.url }),
    ...(input.events === undefined ? {} : { events: [...new Set(input.events)] }),
    ...(input.enabled === undefined ? {} : { enabled: input.enabled, disabledReason: null }),
    ...(turnedOn ? { failingSince: null, failureToldAt: null } : {}),
  });
  if (!row) throw new NotFoundError('Webhook endpoint not found');
  return toEndpoint(row);
}

/** DELETE /api/admin/webhooks/{id}: the endpoint and its log. */
export async function deleteWebhookEndpoint(
  ctx: Ctx,
  { requestedTenantId, id }: { requestedTenantId?: number; id: number },
): Promise<void> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  if (!(await deleteEndpoint(ctx.db, tenantId, id))) throw new NotFoundError('Webhook endpoint not found');
}

/** GET /api/admin/webhooks/{id}/deliveries: the newest 100. */
export async function listWebhookDeliveries(
  ctx: Ctx,
  { requestedTenantId, id }: { requestedTenantId?: number; id: number },
): Promise<WebhookDeliveryList> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId });
  if (!(await findEndpointRow(ctx.db, tenantId, id))) throw new NotFoundError('Webhook endpoint not found');
  return { deliveries: (await listDeliveryRows(ctx.db, tenantId, id)).map(toDelivery) };
}

/** POST /api/admin/webhooks/deliveries/{id}/resend: the same event (same id) sent again now. */
export async function resendWebhookDelivery(
  ctx: Ctx,
  { requestedTenantId, id }: { requestedTenantId?: number; id: number },
): Promise<WebhookDelivery> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const delivery = await findDeliveryRow(ctx.db, tenantId, id);
  if (!delivery) throw new NotFoundError('Webhook delivery not found');
  const endpoint = await findEndpointRow(ctx.db, tenantId, delivery.endpointId);
  if (!endpoint?.enabled) throw new ConflictError('Turn the endpoint on before sending its events again');
  await markPendingAgain(ctx.db, tenantId, id);
  await enqueueJob(ctx, { name: DELIVER_WEBHOOKS_JOB, payload: { tenantId, deliveryIds: [id] } });
  return toDelivery((await findDeliveryRow(ctx.db, tenantId, id))!);
}

// ---- sending (the 'webhooks.deliver' job) ----

/** The body a receiver gets: `{id, type, createdAt, data}`, byte for byte what is signed. */
export function webhookBody(
  delivery: Pick<WebhookDeliveryRow, 'eventId' | 'eventType' | 'createdAt' | 'data'>,
) {
  return JSON.stringify({
    id: delivery.eventId,
    type: delivery.eventType,
    createdAt: delivery.createdAt.toISOString(),
    data: delivery.data,
  });
}

const problemOf = (outcome: SendOutcome) =>
  outcome.status === null ? outcome.error : `The receiver answered ${outcome.status}`;

async function tellOwner(ctx: Ctx, failure: WebhookFailure): Promise<void> {
  const tenant = await getTenant(ctx, ctx.tenantId!);
  await queueWebhookFailureEmail(ctx, { tenant, failure });
}

/** One attempt of one delivery, recorded; the next attempt queued, or the delivery given up. */
async function attempt(ctx: Ctx, tenantId: number, delivery: WebhookDeliveryRow, now: Date): Promise<void> {
  const endpoint = await findEndpointRow(ctx.db, tenantId, delivery.endpointId);
  if (!endpoint) return; // deleted: its deliveries went with it
  if (!endpoint.enabled) {
    await recordAttempt(ctx.db, tenantId, delivery.id, {
      status: 'failed',
      nextAttemptAt: null,
      responseStatus: null,
      responseBody: null,
      durationMs: null,
      error: 'The endpoint is turned off',
      deliveredAt: null,
    });
    return;
  }
  const secret = openSecret(ctx.config.APP_SECRET, endpoint.secretSealed, secretContext(tenantId));
  if (!secret) throw new Error(`Webhook endpoint ${endpoint.id}: its signing secret does not open`);
  const body = webhookBody(delivery);
  const outcome = await postWebhook(endpoint.url, {
    body,
    allowPrivate: ctx.config.WEBHOOK_PRIVATE_ADDRESSES,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Storefleet-Webhooks/1',
      'storefleet-event-id': delivery.eventId,
      'storefleet-signature': signatureHeader(secret, body, Math.floor(now.getTime() / 1000)),
    },
  });
  const answered = outcome.status === null ? null : outcome.status;
  const kept = {
    responseStatus: answered,
    responseBody: outcome.status === null ? null : outcome.body,
    durationMs: outcome.durationMs,
  };
  if (outcome.ok) {
    await recordAttempt(ctx.db, tenantId, delivery.id, {
      ...kept,
      status: 'succeeded',
      nextAttemptAt: null,
      error: null,
      deliveredAt: now,
    });
    await noteEndpointSuccess(ctx.db, tenantId, endpoint.id);
    return;
  }
  const problem = problemOf(outcome).slice(0, 300);
  const deadline = delivery.createdAt.getTime() + RETRY_WINDOW_MS;
  const wanted = now.getTime() + retryDelayMs(delivery.attempts + 1);
  const nextAt = now.getTime() >= deadline ? null : new Date(Math.min(wanted, deadline));
  await recordAttempt(ctx.db, tenantId, delivery.id, {
    ...kept,
    status: nextAt ? 'pending' : 'failed',
    nextAttemptAt: nextAt,
    error: problem,
    deliveredAt: null,
  });
  const failingSince = await noteEndpointFailure(ctx.db, tenantId, endpoint.id);
  if (failingSince && now.getTime() - failingSince.getTime() >= DISABLE_AFTER_MS) {
    const reason = `Turned off after failing for 3 days (last: ${problem})`.slice(0, 300);
    if (await disableFailingEndpoint(ctx.db, tenantId, endpoint.id, reason)) {
      await tellOwner(ctx, {
        url: endpoint.url,
        kind: 'disabled',
        eventType: delivery.eventType,
        lastProblem: problem,
      });
    }
    return;
  }
  if (nextAt) {
    await enqueueJob(ctx, {
      name: DELIVER_WEBHOOKS_JOB,
      payload: { tenantId, deliveryIds: [delivery.id] },
      runAt: nextAt,
    });
  } else if (await noteOwnerTold(ctx.db, tenantId, endpoint.id)) {
    await tellOwner(ctx, {
      url: endpoint.url,
      kind: 'gave-up',
      eventType: delivery.eventType,
      lastProblem: problem,
    });
  }
}

/**
 * The 'webhooks.deliver' job: each pending delivery of `deliveryIds` that is due is sent once.
 * Receivers' failures are recorded and retried by a later job, never thrown; what throws (the
 * database) leaves the job to the runner's own retry, and a delivery already sent is skipped then.
 */
export async function deliverWebhooks(
  ctx: Ctx,
  { tenantId, deliveryIds, now = new Date() }: { tenantId: number; deliveryIds: number[]; now?: Date },
): Promise<void> {
  actAsTenant(ctx, tenantId);
  for (const id of deliveryIds) {
    const delivery = await findDeliveryRow(ctx.db, tenantId, id);
    if (delivery?.status !== 'pending') continue;
    if (delivery.nextAttemptAt && delivery.nextAttemptAt.getTime() > now.getTime() + 1000) continue;
    await attempt(ctx, tenantId, delivery, now);
  }
}
