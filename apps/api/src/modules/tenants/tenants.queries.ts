// Tenant reads and writes: the only file of this module that imports the tenants table.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { storeDomains, tenants } from '../../db/schema/index.ts';

export type TenantRow = typeof tenants.$inferSelect;

export async function findTenantById(db: Db, id: number): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id));
  return row;
}

export async function findTenantBySlug(db: Db, slug: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(sql`lower(${tenants.slug}) = lower(${slug})`);
  return row;
}

/** The slugs of the stores open for shoppers (status active, as isServingShoppers), oldest first. */
export async function listOpenStoreSlugs(db: Db): Promise<string[]> {
  const rows = await db
    .select({ slug: tenants.slug })
    .from(tenants)
    .where(eq(tenants.status, 'active'))
    .orderBy(tenants.id);
  return rows.map((row) => row.slug);
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
