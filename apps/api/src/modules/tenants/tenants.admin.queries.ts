// The operator's tenant reads and writes (list, create, edit). Platform-wide by nature: the super
// admin's lists span every tenant, and each single-row query names the tenant id.
import { and, asc, desc, eq, isNotNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { storeSlugHistory, tenants } from '../../db/schema/index.ts';
import type { TenantRow } from './tenants.queries.ts';

export type NewTenantRow = typeof tenants.$inferInsert;
export type TenantListFilter = { search?: string; status?: string; limit: number; offset: number };

function listWhere(filter: Omit<TenantListFilter, 'limit' | 'offset'>): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    filter.status ? eq(tenants.status, filter.status) : undefined,
    pattern
      ? or(
          sql`${tenants.name} ilike ${pattern}`,
          sql`${tenants.slug} ilike ${pattern}`,
          sql`coalesce(${tenants.domain}, '') ilike ${pattern}`,
        )
      : undefined,
  );
}

/** Newest first, as the Customer Stores table reads best; id breaks ties so pages never overlap. */
export async function listTenantRows(db: Db, filter: TenantListFilter): Promise<TenantRow[]> {
  return db
    .select()
    .from(tenants)
    .where(listWhere(filter))
    .orderBy(desc(tenants.createdAt), asc(tenants.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countTenantRows(
  db: Db,
  filter: Omit<TenantListFilter, 'limit' | 'offset'>,
): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tenants).where(listWhere(filter));
  return row?.n ?? 0;
}

/** Another store already using this slug or domain (ignoring case), other than `exceptId`. */
export async function findTenantUsing(
  db: Db,
  field: 'slug' | 'domain',
  value: string,
  exceptId?: number,
): Promise<TenantRow | undefined> {
  const column = field === 'slug' ? tenants.slug : tenants.domain;
  const [row] = await db
    .select()
    .from(tenants)
    .where(and(sql`lower(${column}) = lower(${value})`, exceptId ? ne(tenants.id, exceptId) : undefined))
    .limit(1);
  return row;
}

export async function insertTenant(db: Db, values: NewTenantRow): Promise<TenantRow> {
  const [row] = await db.insert(tenants).values(values).returning();
  return row!;
}

export async function updateTenantRow(
  db: Db,
  tenantId: number,
  values: Partial<Omit<NewTenantRow, 'id' | 'createdAt'>>,
): Promise<TenantRow | undefined> {
  const [row] = await db
    .update(tenants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tenants.id, tenantId))
    .returning();
  return row;
}

/** Active subscriptions whose cancellation date has come end now, for every store. */
export async function endSubscriptionsDue(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .update(tenants)
    .set({ subscriptionStatus: 'canceled', updatedAt: now })
    .where(and(eq(tenants.subscriptionStatus, 'active'), lte(tenants.subscriptionEndsAt, now)))
    .returning({ id: tenants.id });
  return rows.map((row) => row.id);
}

/** A scheduled plan change (ADR 0036) becomes the store's plan once its date has come. */
export async function applyScheduledPlansDue(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .update(tenants)
    .set({
      subscriptionPlan: sql`${tenants.scheduledPlan}`,
      scheduledPlan: null,
      scheduledPlanAt: null,
      updatedAt: now,
    })
    .where(and(isNotNull(tenants.scheduledPlan), lte(tenants.scheduledPlanAt, now)))
    .returning({ id: tenants.id });
  return rows.map((row) => row.id);
}

/** Remembers a store's slug before a rename, so its old addresses redirect (tenants.service.ts). */
export async function insertSlugHistory(db: Db, tenantId: number, oldSlug: string): Promise<void> {
  await db.insert(storeSlugHistory).values({ tenantId, oldSlug });
}
