// Reads and writes of the admin order screens. A store's list names its tenant; the super admin's
// "all shops" view is the one deliberate cross-tenant read (scope.tenantId undefined), joined to
// the store's name so the screen needs one call, not one per store.
import { and, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../db/like.ts';
import { anyRow } from '../../db/rows.ts';
import { orders, tenants } from '../../db/schema/index.ts';

export type OrderScope = { tenantId?: number };
export type OrderFilter = { status?: string; search?: string };
export type AdminOrderRow = typeof orders.$inferSelect & { tenantName: string; tenantSlug: string };

function whereOf(scope: OrderScope, filter: OrderFilter): SQL | undefined {
  const search = filter.search?.trim();
  const id = search && /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : undefined;
  return and(
    scope.tenantId === undefined ? undefined : eq(orders.tenantId, scope.tenantId),
    filter.status ? eq(orders.status, filter.status) : undefined,
    search
      ? or(
          ilike(orders.customerName, containsPattern(search)),
          ilike(orders.customerEmail, containsPattern(search)),
          id === undefined ? undefined : eq(orders.id, id),
        )
      : undefined,
  );
}

const columns = { order: orders, tenantName: tenants.name, tenantSlug: tenants.slug };
const flatten = (r: { order: typeof orders.$inferSelect; tenantName: string; tenantSlug: string }) => ({
  ...r.order,
  tenantName: r.tenantName,
  tenantSlug: r.tenantSlug,
});

export async function listAdminOrderPage(
  db: Db,
  scope: OrderScope,
  filter: OrderFilter & { limit: number; offset: number },
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const where = whereOf(scope, filter);
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(orders)
      .innerJoin(tenants, eq(tenants.id, orders.tenantId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { rows: rows.map(flatten), total: count?.n ?? 0 };
}

/** One batch of the CSV export, newest first, after the (createdAt, id) cursor. */
export async function listAdminOrderBatch(
  db: Db,
  scope: OrderScope,
  filter: OrderFilter,
  after: { createdAt: Date; id: number } | undefined,
  size: number,
): Promise<AdminOrderRow[]> {
  const cursor = after
    ? or(
        lt(orders.createdAt, after.createdAt),
        and(eq(orders.createdAt, after.createdAt), lt(orders.id, after.id)),
      )
    : undefined;
  const rows = await db
    .select(columns)
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenantId))
    .where(and(whereOf(scope, filter), cursor))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(size);
  return rows.map(flatten);
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
    .select(columns)
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenantId))
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  return row ? flatten(row) : undefined;
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
