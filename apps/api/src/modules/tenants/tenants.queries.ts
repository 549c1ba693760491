// Tenant reads and writes: the only file of this module that imports the tenants table.
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedOnce, UNNAMED } from '../../db/prepared.ts';
import { storeDomains, storeSlugHistory, tenants } from '../../db/schema/index.ts';

export type TenantRow = typeof tenants.$inferSelect;

export async function findTenantById(db: Db, id: number): Promise<TenantRow | undefined> {
  const [row] = await tenantById(db).execute({ id });
  return row;
}

/** Read by nearly every call, the checkout's first among them: built once per handle (db/prepared.ts). */
const tenantById = preparedOnce((db) =>
  db
    .select()
    .from(tenants)
    .where(eq(tenants.id, sql.placeholder('id')))
    .prepare(UNNAMED),
);

export async function findTenantBySlug(db: Db, slug: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(sql`lower(${tenants.slug}) = lower(${slug})`);
  return row;
}

/** The slugs of the stores open for shoppers (status active, as isServingShoppers), oldest first. */
export async function listOpenStores(db: Db): Promise<{ id: number; slug: string }[]> {
  return db
    .select({ id: tenants.id, slug: tenants.slug })
    .from(tenants)
    .where(and(eq(tenants.status, 'active'), isNotNull(tenants.launchedAt)))
    .orderBy(tenants.id);
}

export async function findTenantByDomain(db: Db, domain: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(sql`lower(${tenants.domain}) = lower(${domain})`);
  return row;
}

/**
 * The store whose verified (or live) own domain `host` is (modules/domains, ADR 0070): a read of the
 * domains module's table in a join, on the platform path (a host names no store yet).
 */
export async function findTenantIdByVerifiedDomain(db: Db, host: string): Promise<number | undefined> {
  const [row] = await db
    .select({ tenantId: storeDomains.tenantId })
    .from(storeDomains)
    .innerJoin(tenants, eq(tenants.id, storeDomains.tenantId))
    .where(
      sql`lower(${storeDomains.host}) = lower(${host}) and ${storeDomains.state} in ('verified', 'active')`,
    );
  return row?.tenantId;
}

/** Every slug a store gave up after `since`, lower-cased: a short list, read on the platform path. */
export async function listRenamedSlugs(db: Db, since: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ oldSlug: sql<string>`lower(${storeSlugHistory.oldSlug})` })
    .from(storeSlugHistory)
    .where(gt(storeSlugHistory.renamedAt, since));
  return rows.map((row) => row.oldSlug);
}

/**
 * The current slug of the store that gave up `oldSlug` after `since`, unless a store uses `oldSlug`
 * now. Reads every store's history: pass the platform path.
 */
export async function findRenamedSlug(db: Db, oldSlug: string, since: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: tenants.slug })
    .from(storeSlugHistory)
    .innerJoin(tenants, eq(tenants.id, storeSlugHistory.tenantId))
    .where(
      and(
        sql`lower(${storeSlugHistory.oldSlug}) = lower(${oldSlug})`,
        gt(storeSlugHistory.renamedAt, since),
        sql`not exists (select 1 from ${tenants} as taken where lower(taken.slug) = lower(${oldSlug}))`,
      ),
    )
    .orderBy(desc(storeSlugHistory.renamedAt))
    .limit(1);
  return row?.slug;
}
