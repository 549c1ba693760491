// The draft_orders table (migration 0028). A draft is paid when one of its checkout snapshots (source
// key `draft-order:{id}`) became an order: read here in a join, never written (checkout owns it).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { checkoutSnapshots, draftOrders } from '../../db/schema/index.ts';

export type { DraftOrderLineRow } from '../../db/schema/index.ts';

export type DraftOrderValues = Omit<typeof draftOrders.$inferInsert, 'id' | 'tenantId' | 'createdAt'>;
export type DraftOrderRow = typeof draftOrders.$inferSelect & { orderId: number | null };

/** The checkout source key of a draft: its snapshots carry it. */
export const draftSourceKey = (id: number) => `draft-order:${id}`;

const sourceKeyOf = sql`'draft-order:' || ${draftOrders.id}`;

/** The order a draft's payment made: the one snapshot of its source that became an order. */
const paidOrderId = sql<number | null>`(
  select ${checkoutSnapshots.orderId} from ${checkoutSnapshots}
  where ${checkoutSnapshots.tenantId} = ${draftOrders.tenantId}
    and ${checkoutSnapshots.sourceKey} = ${sourceKeyOf}
    and ${checkoutSnapshots.status} in ('ordered', 'notified')
  limit 1
)`.mapWith((value) => (value === null ? null : Number(value)));

const notPaid = sql`not exists (
  select 1 from ${checkoutSnapshots}
  where ${checkoutSnapshots.tenantId} = ${draftOrders.tenantId}
    and ${checkoutSnapshots.sourceKey} = ${sourceKeyOf}
    and ${checkoutSnapshots.status} in ('ordered', 'notified')
)`;

const columns = { draft: draftOrders, orderId: paidOrderId };
const flatten = (row: { draft: typeof draftOrders.$inferSelect; orderId: number | null }): DraftOrderRow => ({
  ...row.draft,
  orderId: row.orderId,
});

export async function listDraftOrderRows(db: Db, tenantId: number): Promise<DraftOrderRow[]> {
  const rows = await db
    .select(columns)
    .from(draftOrders)
    .where(eq(draftOrders.tenantId, tenantId))
    .orderBy(desc(draftOrders.createdAt), desc(draftOrders.id))
    .limit(500);
  return rows.map(flatten);
}

export async function findDraftOrderRow(
  db: Db,
  tenantId: number,
  id: number,
): Promise<DraftOrderRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(draftOrders)
    .where(and(eq(draftOrders.tenantId, tenantId), eq(draftOrders.id, id)));
  return row ? flatten(row) : undefined;
}

export async function insertDraftOrder(db: Db, tenantId: number, values: DraftOrderValues): Promise<number> {
  const [row] = await db
    .insert(draftOrders)
    .values({ ...values, tenantId })
    .returning({ id: draftOrders.id });
  return row!.id;
}

/** Changes a draft that is not paid; false when it is paid or missing. */
export async function updateUnpaidDraftOrder(
  db: Db,
  tenantId: number,
  id: number,
  values: Partial<DraftOrderValues>,
): Promise<boolean> {
  const rows = await db
    .update(draftOrders)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(draftOrders.tenantId, tenantId), eq(draftOrders.id, id), notPaid))
    .returning({ id: draftOrders.id });
  return rows.length > 0;
}

export async function deleteUnpaidDraftOrder(db: Db, tenantId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(draftOrders)
    .where(and(eq(draftOrders.tenantId, tenantId), eq(draftOrders.id, id), notPaid))
    .returning({ id: draftOrders.id });
  return rows.length > 0;
}

/** The store of a payment link's token: run on the platform path, it reads that one column. */
export async function findDraftOrderStore(platform: Db, payTokenHash: string): Promise<number | undefined> {
  const [row] = await platform
    .select({ tenantId: draftOrders.tenantId })
    .from(draftOrders)
    .where(eq(draftOrders.payTokenHash, payTokenHash))
    .limit(1);
  return row?.tenantId;
}

export async function findDraftOrderByToken(
  db: Db,
  tenantId: number,
  payTokenHash: string,
): Promise<DraftOrderRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(draftOrders)
    .where(and(eq(draftOrders.tenantId, tenantId), eq(draftOrders.payTokenHash, payTokenHash)));
  return row ? flatten(row) : undefined;
}
