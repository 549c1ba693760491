// The audit log's rows (ADR 0031): appended after each successful admin write, read newest first
// with the screen's filters, and pruned past the retention period. Store entries are read through
// the store's own handle (row-level security shows no other store's); platform entries, which
// have no store, only on the platform path.
import { and, count, desc, eq, gte, ilike, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { auditLog } from '../../db/schema/index.ts';

export type NewAuditEntry = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;

export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export type AuditFilter = {
  /** A store's id, or null for the platform's entries. */
  tenantId: number | null;
  memberId?: number;
  memberName?: string;
  entityType?: string;
  from?: Date;
  before?: Date;
};

function whereOf(filter: AuditFilter): SQL {
  return and(
    filter.tenantId === null ? isNull(auditLog.tenantId) : eq(auditLog.tenantId, filter.tenantId),
    filter.memberId === undefined ? undefined : eq(auditLog.actorUserId, filter.memberId),
    filter.memberName === undefined
      ? undefined
      : ilike(auditLog.actorName, containsPattern(filter.memberName)),
    filter.entityType === undefined ? undefined : eq(auditLog.entityType, filter.entityType),
    filter.from === undefined ? undefined : gte(auditLog.createdAt, filter.from),
    filter.before === undefined ? undefined : lt(auditLog.createdAt, filter.before),
  )!;
}

/** One page, newest first (ids break ties in time), and the count of all that match. */
export async function listAuditEntries(
  db: Db,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(auditLog).where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}

/**
 * The retention prune, every store and the platform at once (platform path). Through the owner's
 * prune_audit_log(): the app's role may not delete audit entries itself (ADR 0045).
 */
export async function deleteAuditEntriesOlderThan(platform: Db, days: number): Promise<number> {
  const result = await platform.execute(sql`select prune_audit_log(${days}::integer) as deleted`);
  const [row] = (result as unknown as { rows: Array<{ deleted: number }> }).rows;
  return Number(row?.deleted ?? 0);
}
