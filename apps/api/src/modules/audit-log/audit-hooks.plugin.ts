// The one mechanism that records admin writes (ADR 0031), so no route can forget it: every
// POST/PUT/PATCH/DELETE whose route declares `access: 'storeAdmin'` or `'superAdmin'` is written to
// the audit log once it has succeeded. preHandler (after access checks and validation, before the
// route runs) reads a short "before" of the entity the route names; onSend (the write has
// committed, the answer is not yet sent) records who, which store, what entity and a redacted
// summary of what was sent. A 4xx/5xx answer records nothing, except that a user refused (401/403)
// on admin routes again and again is reported once (refused-access.ts, ADR 0049). Registered before
// compression so the answer is still JSON text here.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refusedAdminAccess } from '../../plugins/refused-access.ts';
import { FALLBACK_TENANT_ID } from '../tenants/tenants.service.ts';
import { readBeforeWrite, recordAdminWrite, takeWriteOutcome } from './audit-log.service.ts';
import { describeWrite, type WriteDescription } from './audit-route.ts';
import { pickFields, summarize, summarizeRow } from './audit-summary.ts';
import { noteRefusedAccess, RefusalCounter } from './refused-access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only works something out (a preview): not an admin write to record. */
    writesNothing?: boolean;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Answers larger than this are not parsed for a summary (a 5,000-row import preview). */
const MAX_PARSED_ANSWER = 256 * 1024;

type PendingWrite = WriteDescription & {
  route: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
};

const pending = new WeakMap<FastifyRequest, PendingWrite>();

function isAdminWrite(request: FastifyRequest): boolean {
  const { access } = request.routeOptions.config ?? {};
  if (access !== 'storeAdmin' && access !== 'superAdmin') return false;
  // A preview (the refund's) is a POST that writes nothing.
  if (request.routeOptions.config.writesNothing) return false;
  if (!WRITE_METHODS.has(request.method)) return false;
  // A dry run (the import's preview) writes nothing.
  const dryRun = (request.query as Record<string, unknown> | undefined)?.dryRun;
  return dryRun !== true && dryRun !== 'true';
}

/** The store a call will act on, as requireTenantAdmin resolves it (access is already checked). */
function likelyStore(request: FastifyRequest): number | null {
  const { access, tenantParam } = request.routeOptions.config;
  const query = request.query as Record<string, unknown> | undefined;
  const params = request.params as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  const named = query?.tenantId ?? (tenantParam ? params?.[tenantParam] : undefined) ?? body?.tenantId;
  const id = Number(named);
  if (Number.isSafeInteger(id) && id > 0) return id;
  if (access === 'superAdmin') return null;
  const actor = request.ctx.actor;
  return actor?.memberships[0]?.tenantId ?? (actor?.isSuperAdmin ? FALLBACK_TENANT_ID : null);
}

function plainObject(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !Buffer.isBuffer(value)
    ? (value as Record<string, unknown>)
    : null;
}

function parsedAnswer(reply: FastifyReply, payload: unknown): Record<string, unknown> | null {
  const type = String(reply.getHeader('content-type') ?? '');
  if (typeof payload !== 'string' || !type.includes('json') || payload.length > MAX_PARSED_ANSWER)
    return null;
  try {
    return plainObject(JSON.parse(payload));
  } catch {
    return null;
  }
}

async function noteWrite(request: FastifyRequest): Promise<void> {
  if (!isAdminWrite(request) || !request.ctx.actor) return;
  const url = request.routeOptions.url ?? request.url;
  const description = describeWrite(request.method, url);
  const params = request.params as Record<string, unknown> | undefined;
  const rawId = description.idParam ? params?.[description.idParam] : undefined;
  const entityId = rawId === undefined || rawId === null ? null : String(rawId).slice(0, 100);
  let before: Record<string, unknown> | null = null;
  if (request.method !== 'POST' || entityId !== null) {
    try {
      const tenantId = description.entityType === 'tenant' ? null : likelyStore(request);
      before = summarizeRow(
        await readBeforeWrite(request.ctx, { entityType: description.entityType, entityId, tenantId }),
      );
    } catch (err) {
      request.log.warn({ err }, 'Audit log: could not read the entity before the write');
    }
  }
  pending.set(request, { ...description, route: `${request.method} ${url}`, entityId, before });
}

async function recordWrite(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  const write = pending.get(request);
  const actor = request.ctx?.actor;
  if (!write || !actor || reply.statusCode >= 400) return payload;
  pending.delete(request);
  const answer = parsedAnswer(reply, payload);
  const outcome = summarize(takeWriteOutcome(request.ctx));
  const sent = summarize(plainObject(request.body)) ?? summarize(answer);
  const after = outcome ? { ...sent, ...outcome } : sent;
  const answerId = answer?.id;
  const entityId =
    write.entityId ??
    (typeof answerId === 'number' || typeof answerId === 'string' ? String(answerId) : null);
  const { access } = request.routeOptions.config;
  const tenantId = request.ctx.tenantId ?? (access === 'storeAdmin' ? likelyStore(request) : null);
  try {
    await recordAdminWrite(request.ctx, {
      tenantId,
      actor: { userId: actor.userId, username: actor.username },
      action: write.action,
      entityType: write.entityType,
      entityId,
      route: write.route,
      status: reply.statusCode,
      before: pickFields(write.before, after),
      after,
    });
  } catch (err) {
    // The write itself has committed; the answer still goes out, and the gap is in the error log.
    request.log.error({ err, route: write.route }, 'Audit log: could not record an admin write');
  }
  return payload;
}

export function registerAuditLog(app: FastifyInstance): void {
  app.addHook('preHandler', noteWrite);
  app.addHook('onSend', recordWrite);
  // Refused admin calls, counted once the answer is out (ADR 0049): repeated ones become one entry.
  const refusals = new RefusalCounter();
  app.addHook('onResponse', async (request, reply) => {
    const refusal = refusedAdminAccess(request, reply.statusCode);
    if (!refusal || !request.ctx) return;
    try {
      await noteRefusedAccess(request.ctx, refusals, refusal);
    } catch (err) {
      request.log.error({ err, route: refusal.route }, 'Audit log: could not record refused access');
    }
  });
}
