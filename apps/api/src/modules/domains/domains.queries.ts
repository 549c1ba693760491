// Reads and writes of store_domains (ADR 0070): a store's own rows by (store, id); the look-ups by
// host and the sweeps across stores run on the platform path their callers hand in.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { storeDomains, tenants } from '../../db/schema/index.ts';

export type StoreDomainRow = typeof storeDomains.$inferSelect;
export type DomainCheckValues = Partial<
  Pick<
    StoreDomainRow,
    | 'state'
    | 'failureReason'
    | 'routingProblem'
    | 'checkAttempts'
    | 'nextCheckAt'
    | 'lastCheckedAt'
    | 'verifiedAt'
  >
>;

const unverified = inArray(storeDomains.state, ['pending', 'failed']);

/** The store's domains: the primary first, then oldest first. */
export function listStoreDomains(db: Db, tenantId: number): Promise<StoreDomainRow[]> {
  return db
    .select()
    .from(storeDomains)
    .where(eq(storeDomains.tenantId, tenantId))
    .orderBy(sql`${storeDomains.isPrimary} desc`, asc(storeDomains.createdAt), asc(storeDomains.id));
}

export async function findStoreDomain(
  db: Db,
  tenantId: number,
  id: number,
): Promise<StoreDomainRow | undefined> {
  const [row] = await db
    .select()
    .from(storeDomains)
    .where(and(eq(storeDomains.tenantId, tenantId), eq(storeDomains.id, id)));
  return row;
}

/** The row holding `host`, whichever store's (platform path). */
export async function findDomainByHost(db: Db, host: string): Promise<StoreDomainRow | undefined> {
  const [row] = await db.select().from(storeDomains).where(sql`lower(${storeDomains.host}) = lower(${host})`);
  return row;
}

/** A store (any status) whose operator-set tenants.domain is `host` (platform path). */
export async function findOperatorDomainTenant(db: Db, host: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(sql`lower(${tenants.domain}) = lower(${host})`);
  return row?.id;
}

/** Inserts a claim; undefined when another row already holds the host (the unique index). */
export async function insertStoreDomain(
  db: Db,
  values: { tenantId: number; host: string; verificationToken: string } & DomainCheckValues,
): Promise<StoreDomainRow | undefined> {
  const [row] = await db.insert(storeDomains).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateStoreDomain(
  db: Db,
  tenantId: number,
  id: number,
  values: DomainCheckValues,
): Promise<StoreDomainRow | undefined> {
  const [row] = await db
    .update(storeDomains)
    .set(values)
    .where(and(eq(storeDomains.tenantId, tenantId), eq(storeDomains.id, id)))
    .returning();
  return row;
}

/** Makes `id` the store's one primary domain (two statements: the partial unique index holds one). */
export async function setPrimaryDomain(db: Db, tenantId: number, id: number): Promise<void> {
  await db
    .update(storeDomains)
    .set({ isPrimary: false })
    .where(and(eq(storeDomains.tenantId, tenantId), eq(storeDomains.isPrimary, true)));
  await db
    .update(storeDomains)
    .set({ isPrimary: true })
    .where(and(eq(storeDomains.tenantId, tenantId), eq(storeDomains.id, id)));
}

export async function deleteStoreDomain(
  db: Db,
  tenantId: number,
  id: number,
): Promise<StoreDomainRow | undefined> {
  const [row] = await db
    .delete(storeDomains)
    .where(and(eq(storeDomains.tenantId, tenantId), eq(storeDomains.id, id)))
    .returning();
  return row;
}

/** An unverified claim given up to the store that proved it controls the host (ADR 0070). */
export async function deleteUnverifiedClaim(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(storeDomains)
    .where(and(eq(storeDomains.id, id), unverified))
    .returning({ id: storeDomains.id });
  return rows.length > 0;
}

/** Unverified domains whose next check is due (platform path), oldest due first. */
export function listDueChecks(db: Db, now: Date, limit: number): Promise<StoreDomainRow[]> {
  return db
    .select()
    .from(storeDomains)
    .where(and(unverified, lte(storeDomains.nextCheckAt, now)))
    .orderBy(asc(storeDomains.nextCheckAt))
    .limit(limit);
}

/** Every store's domains with the store's name (platform path), for the operator. */
export function listAllDomains(db: Db) {
  return db
    .select({
      domain: storeDomains,
      storeName: tenants.name,
      storeSlug: tenants.slug,
    })
    .from(storeDomains)
    .innerJoin(tenants, eq(tenants.id, storeDomains.tenantId))
    .orderBy(asc(tenants.name), asc(storeDomains.host));
}

/** The primary domain's host of a store, if it has one and it is verified or live. */
export async function findPrimaryHost(db: Db, tenantId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ host: storeDomains.host })
    .from(storeDomains)
    .where(
      and(
        eq(storeDomains.tenantId, tenantId),
        eq(storeDomains.isPrimary, true),
        inArray(storeDomains.state, ['verified', 'active']),
      ),
    );
  return row?.host;
}

/** Every store's verified or live primary domain, by store id. */
export async function listPrimaryHosts(db: Db): Promise<Map<number, string>> {
  const rows = await db
    .select({ tenantId: storeDomains.tenantId, host: storeDomains.host })
    .from(storeDomains)
    .where(and(eq(storeDomains.isPrimary, true), inArray(storeDomains.state, ['verified', 'active'])));
  return new Map(rows.map((row) => [row.tenantId, row.host]));
}

/** Whether `host` is a verified or live domain of store `tenantId`. */
export async function isVerifiedDomainOf(db: Db, tenantId: number, host: string): Promise<boolean> {
  const [row] = await db
    .select({ id: storeDomains.id })
    .from(storeDomains)
    .where(
      and(
        eq(storeDomains.tenantId, tenantId),
        sql`lower(${storeDomains.host}) = lower(${host})`,
        inArray(storeDomains.state, ['verified', 'active']),
      ),
    );
  return Boolean(row);
}

/** A verified domain's first request over HTTPS: its certificate was issued, it is live (platform path). */
export async function markDomainActive(db: Db, host: string): Promise<boolean> {
  const rows = await db
    .update(storeDomains)
    .set({ state: 'active' })
    .where(and(sql`lower(${storeDomains.host}) = lower(${host})`, eq(storeDomains.state, 'verified')))
    .returning({ id: storeDomains.id });
  return rows.length > 0;
}

/** The hosts of verified, not yet live, domains (platform path). */
export async function listAwaitingCertificate(db: Db): Promise<string[]> {
  const rows = await db
    .select({ host: storeDomains.host })
    .from(storeDomains)
    .where(eq(storeDomains.state, 'verified'));
  return rows.map((row) => row.host.toLowerCase());
}

/**
 * The status of the store `host` shows, in one statement (platform path): the operator-set
 * tenants.domain first (the spec's, treated as verified), else a verified or live own domain.
 */
export async function findStoreStatusByHost(db: Db, host: string): Promise<string | undefined> {
  const result = (await db.execute(sql`
    select 0 as rank, t.status from ${tenants} t where lower(t.domain) = lower(${host})
    union all
    select 1 as rank, t.status from ${storeDomains} d join ${tenants} t on t.id = d.tenant_id
      where lower(d.host) = lower(${host}) and d.state in ('verified', 'active')
    order by rank limit 1`)) as unknown as { rows: { status: string }[] };
  return result.rows[0]?.status;
}
