// Tenant reads and writes: the only file of this module that imports the tenants table.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tenants } from '../../db/schema/index.ts';

export type TenantRow = typeof tenants.$inferSelect;

export async function findTenantById(db: Db, id: number): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.id, id));
  return row;
}

export async function findTenantBySlug(db: Db, slug: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(sql`lower(${tenants.slug}) = lower(${slug})`);
  return row;
}

export async function findTenantByDomain(db: Db, domain: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(sql`lower(${tenants.domain}) = lower(${domain})`);
  return row;
}
