// Reads and writes of the admin order screens. A store's list names its tenant; the super admin's
// "all shops" view is the one deliberate cross-tenant read (scope.tenantId undefined), with the
// store's name so the screen needs one call, not one per store.
//
// At a million orders (ADR 0021): row-level security lets no search operator that is not
// LEAKPROOF (ILIKE, pg_trgm's) use an index, so the list and its count are index-only walks of the
// newest-first indexes that carry tenant_id, status and search_text, and check each entry there;
// the page's ids come first, then only those rows are read, with their stores; the count stops at
// ORDER_COUNT_CAP. A search that matches little still walks every entry of its scope (the index
// narrows by store and status only): see ADR 0021 for what that costs.
import { and, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { anyRow } from '../../db/rows.ts';
import { orders, tenants } from '../../db/schema/index.ts';

export type OrderScope = { tenantId?: number };
export type OrderFilter = { status?: string; search?: string };
export type AdminOrderRow = typeof orders.$inferSelect & { tenantName: string; tenantSlug: string };

/** Past this many matches a list's total is reported as "at least": counting on costs a full walk. */
export const ORDER_COUNT_CAP = 1000;

function whereOf(scope: OrderScope, filter: OrderFilter): SQL | undefined {
  const search = filter.search?.trim();
  const id = search && /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : undefined;
  return and(
    scope.tenantId === undefined ? undefined : eq(orders.tenantId, scope.tenantId),
    filter.status ? eq(orders.status, filter.status) : undefined,
    search
      ? or(
          // Name or e-mail, case-insensitively: search_text is lower(name \x01 email), lowered by the
          // same function as the pattern.
          like(orders.searchText, sql`lower(${containsPattern(search)})`),
          id === undefined ? undefined : eq(orders.id, id),
        )
      : undefined,
  );
}

/** Newest first; (created_at, id) is unique, so pages and export batches never overlap. */
const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/** The rows behind a list's ids, newest first, with their stores' names. */
async function rowsOf(db: Db, ids: number[]): Promise<AdminOrderRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ order: orders, tenantName: tenants.name, tenantSlug: tenants.slug })
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenantId))
    .where(inArray(orders.id, ids))
    .orderBy(...newestFirst);
  return rows.map((r) => ({ ...r.order, tenantName: r.tenantName, tenantSlug: r.tenantSlug }));
}

/**
 * A page of orders and how many match: exact up to ORDER_COUNT_CAP, else `capped` with the cap as
 * the total (the screen says "1,000+"). One walk reads the ids up to the page's end (offset +
 * limit, the rows an OFFSET walks anyway): when it comes back short it is every match, so its
 * length is the count and a search that matches little walks its scope once. Only a full page asks
 * for a capped count. The walk asks for no more rows than the page's end, so the planner walks the
 * newest-first index and stops (asked for a thousand, it misjudged row-level security's share and
 * sorted a whole store instead).
 */
export async function listAdminOrderPage(
  db: Db,
  scope: OrderScope,
  filter: OrderFilter & { limit: number; offset: number },
): Promise<{ rows: AdminOrderRow[]; total: number; capped: boolean }> {
  const where = whereOf(scope, filter);
  const end = filter.offset + filter.limit;
  const walk = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...newestFirst);
  // Past the cap the ids before the page are not worth carrying: OFFSET skips them in the database.
  const deep = filter.offset > ORDER_COUNT_CAP;
  const walked = deep ? await walk.limit(filter.limit).offset(filter.offset) : await walk.limit(end);
  const page = deep ? walked : walked.slice(filter.offset);
  let n = deep ? filter.offset + page.length : walked.length;
  // Known without counting: a shallow walk that came back short saw every match; a deep page that
  // holds rows has more than the cap before it.
  const known = deep ? page.length > 0 : n < end;
  if (!known) {
    const matching = db
      .select({ one: sql`1` })
      .from(orders)
      .where(where)
      .limit(ORDER_COUNT_CAP + 1)
      .as('matching');
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
    n = count?.n ?? 0;
  }
  return {
    rows: await rowsOf(
      db,
      page.map((r) => r.id),
    ),
    total: Math.min(n, ORDER_COUNT_CAP),
    capped: n > ORDER_COUNT_CAP,
  };
}

/** Where an export batch ended: created_at as the database's own text, so no microsecond is lost. */
export type OrderCursor = { createdAt: string; id: number };

/** One batch of the CSV export, newest first, after the (createdAt, id) cursor. */
export async function listAdminOrderBatch(
  db: Db,
  scope: OrderScope,
  filter: OrderFilter,
  after: OrderCursor | undefined,
  size: number,
): Promise<{ rows: AdminOrderRow[]; next: OrderCursor | undefined }> {
  const cursor = after
    ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id}::int)`
    : undefined;
  const batch = await db
    .select({ id: orders.id, createdAt: sql<string>`${orders.createdAt}::text` })
    .from(orders)
    .where(and(whereOf(scope, filter), cursor))
    .orderBy(...newestFirst)
    .limit(size);
  const last = batch.at(-1);
  return {
    rows: await rowsOf(
      db,
      batch.map((r) => r.id),
    ),
    next: batch.length === size && last ? { createdAt: last.createdAt, id: last.id } : undefined,
  };
}

export async function countOrdersByStatus(
  db: Db,
  scope: OrderScope,
): Promise<{ status: string; n: number; takenMinor: number }[]> {
  return db
    .select({
      status: orders.status,
      n: sql<number>`count(*)::int`,
      takenMinor:
        sql<number>`coalesce(sum(${orders.totalMinor} - ${orders.refundedMinor}), 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(scope.tenantId === undefined ? undefined : eq(orders.tenantId, scope.tenantId))
    .groupBy(orders.status);
}

/** Which store an order belongs to: a super admin changes an order without naming its store. */
export async function findOrderTenantId(db: Db, orderId: number): Promise<number | undefined> {
  const [row] = await db.select({ tenantId: orders.tenantId }).from(orders).where(eq(orders.id, orderId));
  return row?.tenantId;
}

export async function findAdminOrder(
  db: Db,
  tenantId: number,
  orderId: number,
): Promise<AdminOrderRow | undefined> {
  const [row] = await db
    .select({ order: orders, tenantName: tenants.name, tenantSlug: tenants.slug })
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenantId))
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  return row ? { ...row.order, tenantName: row.tenantName, tenantSlug: row.tenantSlug } : undefined;
}

/** An admin's status change: provider events no longer change the order afterwards (DESIGN §9). */
export async function setOrderStatusManually(db: Db, tenantId: number, orderId: number, status: string) {
  return anyRow(
    db
      .update(orders)
      .set({ status, manualStatusOverride: true, updatedAt: new Date() })
      .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
      .returning({ id: orders.id }),
  );
}
