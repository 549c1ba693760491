// Returns and their lines (order_returns, order_return_lines): the only file that writes them. The
// admin list reads the order's number and customer in a join (docs/architecture.md: a read only).
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orderReturnLines, orderReturns, orders } from '../../db/schema/index.ts';

export type ReturnRow = typeof orderReturns.$inferSelect;
export type ReturnLineRow = typeof orderReturnLines.$inferSelect;
export type NewReturnLine = Omit<typeof orderReturnLines.$inferInsert, 'id' | 'tenantId' | 'returnId'>;

export type ListedReturn = ReturnRow & {
  orderNumber: number | null;
  customerName: string;
  customerEmail: string;
};

const listed = {
  ret: orderReturns,
  orderNumber: orders.orderNumber,
  customerName: orders.customerName,
  customerEmail: orders.customerEmail,
};

export async function insertReturn(
  db: Db,
  tenantId: number,
  values: { orderId: number; reason: string; currency: string },
  lines: NewReturnLine[],
): Promise<ReturnRow> {
  const [row] = await db
    .insert(orderReturns)
    .values({ tenantId, ...values })
    .returning();
  await db.insert(orderReturnLines).values(lines.map((line) => ({ ...line, tenantId, returnId: row!.id })));
  return row!;
}

async function listWhere(db: Db, where: SQL | undefined, limit: number): Promise<ListedReturn[]> {
  const rows = await db
    .select(listed)
    .from(orderReturns)
    .innerJoin(orders, and(eq(orders.tenantId, orderReturns.tenantId), eq(orders.id, orderReturns.orderId)))
    .where(where)
    .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id))
    .limit(limit);
  return rows.map(({ ret, ...order }) => ({ ...ret, ...order }));
}

/**
 * The returns of a page of orders, newest first, read by (store, order) in one statement: the page
 * may span stores (one's own purchases on the platform path).
 */
export function listReturnsOfOrders(db: Db, orderRows: readonly { id: number; tenantId: number }[]) {
  if (orderRows.length === 0) return Promise.resolve([]);
  return listWhere(
    db,
    and(
      inArray(orderReturns.tenantId, [...new Set(orderRows.map((o) => o.tenantId))]),
      inArray(
        orderReturns.orderId,
        orderRows.map((o) => o.id),
      ),
    ),
    orderRows.length * 200,
  );
}

/** The lines of returns that may span stores, in one statement. */
export async function listLinesOfStoresReturns(
  db: Db,
  returnRows: readonly { id: number; tenantId: number }[],
): Promise<ReturnLineRow[]> {
  if (returnRows.length === 0) return [];
  return db
    .select()
    .from(orderReturnLines)
    .where(
      and(
        inArray(orderReturnLines.tenantId, [...new Set(returnRows.map((r) => r.tenantId))]),
        inArray(
          orderReturnLines.returnId,
          returnRows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(orderReturnLines.id);
}

export function listReturnsOfOrder(db: Db, tenantId: number, orderId: number) {
  return listWhere(db, and(eq(orderReturns.tenantId, tenantId), eq(orderReturns.orderId, orderId)), 200);
}

/** The store's returns, newest first, at most `limit`, optionally in one status. */
export function listReturnsOfStore(
  db: Db,
  tenantId: number,
  filter: { status?: string; orderId?: number; limit: number },
) {
  return listWhere(
    db,
    and(
      eq(orderReturns.tenantId, tenantId),
      filter.status === undefined ? undefined : eq(orderReturns.status, filter.status),
      filter.orderId === undefined ? undefined : eq(orderReturns.orderId, filter.orderId),
    ),
    filter.limit,
  );
}

export async function findListedReturn(db: Db, tenantId: number, returnId: number) {
  const [row] = await listWhere(
    db,
    and(eq(orderReturns.tenantId, tenantId), eq(orderReturns.id, returnId)),
    1,
  );
  return row;
}

/** The return, locked until the caller's transaction ends. */
export async function lockReturn(db: Db, tenantId: number, returnId: number): Promise<ReturnRow | undefined> {
  const [row] = await db
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.tenantId, tenantId), eq(orderReturns.id, returnId)))
    .for('update');
  return row;
}

export async function updateReturn(
  db: Db,
  tenantId: number,
  returnId: number,
  values: Partial<Omit<typeof orderReturns.$inferInsert, 'id' | 'tenantId' | 'orderId'>>,
) {
  await db
    .update(orderReturns)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(orderReturns.tenantId, tenantId), eq(orderReturns.id, returnId)));
}

export async function listLinesOfReturns(
  db: Db,
  tenantId: number,
  returnIds: number[],
): Promise<ReturnLineRow[]> {
  if (returnIds.length === 0) return [];
  return db
    .select()
    .from(orderReturnLines)
    .where(and(eq(orderReturnLines.tenantId, tenantId), inArray(orderReturnLines.returnId, returnIds)))
    .orderBy(orderReturnLines.id);
}

export async function markLinesRestocked(db: Db, tenantId: number, lineIds: number[]) {
  if (lineIds.length === 0) return;
  await db
    .update(orderReturnLines)
    .set({ restockedQuantity: sql`${orderReturnLines.quantity}` })
    .where(and(eq(orderReturnLines.tenantId, tenantId), inArray(orderReturnLines.id, lineIds)));
}
