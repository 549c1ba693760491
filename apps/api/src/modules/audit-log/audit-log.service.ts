// The audit log (ADR 0031): recording each successful admin write (called by the hooks
// in audit-hooks.plugin.ts, never by a route), reading it for a store's owners and the super admin,
// and pruning it past AUDIT_LOG_RETENTION_DAYS.
import type { AuditAction, AuditLogEntry, AuditLogQuery } from '@storefleet/contracts';
import { type Ctx, platformDb } from '../../context.ts';
import { ForbiddenError } from '../../lib/errors.ts';
import { requireSuperAdmin, requireTenantAdmin, requireUser } from '../auth/authorize.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { findEntityLabels, findRowBeforeWrite } from './audit-before.queries.ts';
import { type DescribeContext, describeEntry } from './audit-describe.ts';
import {
  type AuditFilter,
  type AuditRow,
  deleteAuditEntriesOlderThan,
  insertAuditEntry,
  listAuditEntries,
} from './audit-log.queries.ts';

export type AdminWrite = {
  tenantId: number | null;
  actor: { userId: number; username: string };
  action: AuditAction;
  entityType: string;
  entityId: string | null;
  route: string;
  status: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * What a write's service learnt that the request did not say (a refund's amount as planned, with its
 * currency): the hook adds it to the entry's "after". Keyed by the request's context, so it goes
 * with the request.
 */
const outcomes = new WeakMap<object, Record<string, unknown>>();

export function noteWriteOutcome(ctx: Pick<Ctx, 'db'>, outcome: Record<string, unknown>): void {
  outcomes.set(ctx, { ...outcomes.get(ctx), ...outcome });
}

export function takeWriteOutcome(ctx: Pick<Ctx, 'db'>): Record<string, unknown> | undefined {
  const outcome = outcomes.get(ctx);
  outcomes.delete(ctx);
  return outcome;
}

/** A store's write through that store's handle (row-level security checks the tenant); else the platform's. */
function handleFor(ctx: Pick<Ctx, 'scopes'>, tenantId: number | null) {
  return tenantId === null ? platformDb(ctx) : ctx.scopes.tenant(tenantId);
}

export async function recordAdminWrite(ctx: Pick<Ctx, 'scopes'>, write: AdminWrite): Promise<void> {
  await insertAuditEntry(handleFor(ctx, write.tenantId), {
    tenantId: write.tenantId,
    actorUserId: write.actor.userId,
    actorName: write.actor.username,
    action: write.action,
    entityType: write.entityType,
    entityId: write.entityId,
    route: write.route,
    status: write.status,
    before: write.before,
    after: write.after,
  });
}

/**
 * A write no person made (ADR 0084: the billing job charging a card, holding or restoring a store):
 * recorded with no actor user, under `actorName`, on the store's log.
 */
export async function recordSystemWrite(
  ctx: Pick<Ctx, 'scopes'>,
  write: {
    tenantId: number;
    actorName: string;
    entityType: string;
    entityId: string | null;
    route: string;
    after: Record<string, unknown>;
  },
): Promise<void> {
  await insertAuditEntry(handleFor(ctx, write.tenantId), {
    tenantId: write.tenantId,
    actorUserId: null,
    actorName: write.actorName,
    action: 'other',
    entityType: write.entityType,
    entityId: write.entityId,
    route: write.route,
    status: 200,
    before: null,
    after: write.after,
  });
}

/** The entity as it is before a write (unsummarized: the caller redacts it). */
export function readBeforeWrite(
  ctx: Pick<Ctx, 'scopes'>,
  target: { entityType: string; entityId: string | null; tenantId: number | null },
): Promise<Record<string, unknown> | undefined> {
  return findRowBeforeWrite(handleFor(ctx, target.tenantId), target);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `from` at the start of its day; `to` includes its whole day when it names only a date. */
function dateRange(query: Pick<AuditLogQuery, 'from' | 'to'>): Pick<AuditFilter, 'from' | 'before'> {
  const from = query.from
    ? new Date(DATE_ONLY.test(query.from) ? `${query.from}T00:00:00Z` : query.from)
    : undefined;
  let before: Date | undefined;
  if (query.to) {
    before = DATE_ONLY.test(query.to)
      ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)
      : new Date(Date.parse(query.to) + 1);
  }
  return { from, before };
}

function memberFilter(member: string | undefined): Pick<AuditFilter, 'memberId' | 'memberName'> {
  if (!member) return {};
  // Digits are a user id, already bounded to 1..ID_MAX by auditLogQuerySchema.
  return /^\d+$/.test(member) ? { memberId: Number(member) } : { memberName: member };
}

function toEntry(row: AuditRow, context: DescribeContext): AuditLogEntry {
  const entry = {
    id: row.id,
    tenantId: row.tenantId,
    actorUserId: row.actorUserId,
    actorName: row.actorName,
    action: row.action as AuditAction,
    entityType: row.entityType,
    entityId: row.entityId,
    route: row.route,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.createdAt.toISOString(),
  };
  return { ...entry, description: describeEntry(entry, context) };
}

/**
 * One page of a store's entries for its owners (a super admin: any store by ?tenantId), or with
 * `platform=true` the platform's own entries (super admin only). Newest first.
 */
export async function listAuditLog(
  ctx: Ctx,
  query: AuditLogQuery,
): Promise<{ items: AuditLogEntry[]; total: number }> {
  const actor = requireUser(ctx);
  let tenantId: number | null;
  let db: ReturnType<typeof platformDb>;
  if (query.platform === 'true') {
    requireSuperAdmin(ctx);
    tenantId = null;
    db = platformDb(ctx);
  } else {
    tenantId = await requireTenantAdmin(ctx, { requestedTenantId: query.tenantId });
    const role = actor.memberships.find((m) => m.tenantId === tenantId)?.role;
    if (!actor.isSuperAdmin && role !== 'owner') {
      throw new ForbiddenError('Only the store owner can read the audit log');
    }
    db = ctx.db;
  }
  const filter: AuditFilter = {
    tenantId,
    ...memberFilter(query.member),
    entityType: query.entity || undefined,
    ...dateRange(query),
  };
  const page = await listAuditEntries(db, filter, { limit: query.limit, offset: query.offset });
  // The sentences name things as they are called now, in the store's currency (platform: pounds).
  const context: DescribeContext = {
    currency: tenantId === null ? 'GBP' : (await getTenant(ctx, tenantId)).currency,
    labels: await findEntityLabels(db, page.rows),
  };
  return { items: page.rows.map((row) => toEntry(row, context)), total: page.total };
}

/** The recurring prune: entries older than the retention period go, every store's and the platform's. */
export function pruneAuditLog(ctx: Pick<Ctx, 'scopes' | 'config'>): Promise<number> {
  return deleteAuditEntriesOlderThan(platformDb(ctx), ctx.config.AUDIT_LOG_RETENTION_DAYS);
}
