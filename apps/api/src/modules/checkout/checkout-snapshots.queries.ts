// Checkout snapshots: what the server priced for one payment intent, and how far finalize got.
// Intent ids are random and provider-wide, so a snapshot is found by its intent id; the row then
// names the store every later query is scoped to.
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  preparedByShape,
  preparedOnce,
  preparedSql,
  rowPlaceholders,
  type StatementPart,
  UNNAMED,
  valuePlaceholder,
} from '../../db/prepared.ts';
import { anyRow, tableRowOf } from '../../db/rows.ts';
import { checkoutSnapshots, tenants, users, userTenants } from '../../db/schema/index.ts';
import { sendPreparedAhead, sendPreparedWithNext } from '../../db/send-with-next.ts';
import type { OrderStatementPart } from '../orders/place-order.service.ts';
import type { TenantRow } from '../tenants/tenants.service.ts';
import type { PricedLine } from './reprice.step.ts';

export type SnapshotRow = Omit<typeof checkoutSnapshots.$inferSelect, 'items'> & { items: PricedLine[] };
export type SnapshotStatus = 'open' | 'ordered' | 'notified' | 'refunding' | 'refunded' | 'cancelled';

/**
 * Nothing waits for its answer: in a transaction on PostgreSQL it goes with the next statement (ADR
 * 0113). Built once per shape (the columns given, db/prepared.ts), as every intent writes one.
 */
export async function insertSnapshot(db: Db, values: typeof checkoutSnapshots.$inferInsert) {
  const row = rowPlaceholders('', values);
  const statement = snapshotInsert(row.shape, (db) =>
    db.insert(checkoutSnapshots).values(row.columns).getSQL(),
  );
  await sendPreparedWithNext(db, statement(db), row.values);
}

const snapshotInsert = preparedByShape();

const snapshotByIntent = preparedOnce((db) =>
  db
    .select()
    .from(checkoutSnapshots)
    .where(eq(checkoutSnapshots.paymentIntentId, sql.placeholder('paymentIntentId')))
    .limit(1)
    .prepare(UNNAMED),
);

export async function findSnapshotByIntent(
  db: Db,
  paymentIntentId: string,
  scope: { tenantId?: number; provider?: string } = {},
): Promise<SnapshotRow | undefined> {
  if (scope.tenantId === undefined && scope.provider === undefined) {
    // The shopper's calls (details, confirm): built once per store's handle.
    const [row] = await snapshotByIntent(db).execute({ paymentIntentId });
    return row as SnapshotRow | undefined;
  }
  const [row] = await db
    .select()
    .from(checkoutSnapshots)
    .where(
      and(
        eq(checkoutSnapshots.paymentIntentId, paymentIntentId),
        scope.tenantId === undefined ? undefined : eq(checkoutSnapshots.tenantId, scope.tenantId),
        scope.provider === undefined ? undefined : eq(checkoutSnapshots.provider, scope.provider),
      ),
    )
    .limit(1);
  return row as SnapshotRow | undefined;
}

/**
 * A store's row as the confirm reads it: with where the store's copy of the order e-mail goes (its
 * support address, else its owner's), which the e-mails would otherwise read in the order's
 * transaction (`storeNoticeAddress`).
 */
export type CheckoutStore = TenantRow & { noticeAddress: string | null };

/**
 * The snapshot and its store's row in one statement, for the confirm, which needs both: the store's
 * row is read through the same scope (a store sees its own row), one round trip instead of two.
 */
export async function findSnapshotWithStoreByIntent(
  db: Db,
  paymentIntentId: string,
): Promise<{ snapshot: SnapshotRow; store: CheckoutStore } | undefined> {
  const [row] = await snapshotWithStoreByIntent(db).execute({ paymentIntentId });
  return row
    ? { snapshot: row.snapshot as SnapshotRow, store: { ...row.store, noticeAddress: row.noticeAddress } }
    : undefined;
}

/** The store's support address, else its first owner's e-mail (as `findOwnerEmail` chooses). */
const noticeAddress = sql<string | null>`coalesce(nullif(${tenants.emailSupportAddress}, ''), (
  select ${users.email} from ${userTenants} inner join ${users} on ${users.id} = ${userTenants.userId}
  where ${userTenants.tenantId} = ${tenants.id} and ${userTenants.role} = 'owner'
  order by ${userTenants.id} limit 1))`;

const snapshotWithStoreByIntent = preparedOnce((db) =>
  db
    .select({ snapshot: checkoutSnapshots, store: tenants, noticeAddress })
    .from(checkoutSnapshots)
    .innerJoin(tenants, eq(tenants.id, checkoutSnapshots.tenantId))
    .where(eq(checkoutSnapshots.paymentIntentId, sql.placeholder('paymentIntentId')))
    .limit(1)
    .prepare(UNNAMED),
);

/**
 * The store that owns an intent, for a request that does not name it: run on the platform path, so
 * it reads that one column of that one row and nothing else.
 */
export async function findSnapshotStore(platform: Db, paymentIntentId: string): Promise<number | undefined> {
  const [row] = await snapshotStore(platform).execute({ paymentIntentId });
  return row?.tenantId;
}

const snapshotStore = preparedOnce((platform) =>
  platform
    .select({ tenantId: checkoutSnapshots.tenantId })
    .from(checkoutSnapshots)
    .where(eq(checkoutSnapshots.paymentIntentId, sql.placeholder('paymentIntentId')))
    .limit(1)
    .prepare(UNNAMED),
);

/** Reads the snapshot under a row lock: concurrent finalizers of one intent take turns here. */
export async function lockSnapshot(tx: Db, tenantId: number, id: number): Promise<SnapshotRow | undefined> {
  const [row] = await lockedSnapshot(tx).execute({ tenantId, id });
  return row as SnapshotRow | undefined;
}

/**
 * lockSnapshot sent ahead of the transaction's next statement (db/send-with-next.ts): on
 * PostgreSQL in its round trip. Await this, send the next statement, then await `row`.
 */
export async function lockSnapshotAhead(
  tx: Db,
  tenantId: number,
  id: number,
): Promise<{ row: Promise<SnapshotRow | undefined> }> {
  const { rows } = await sendPreparedAhead(tx, lockedSnapshotAhead(tx), { tenantId, id });
  const row = rows.then(([raw]) => (raw ? (tableRowOf(checkoutSnapshots, raw) as SnapshotRow) : undefined));
  row.catch(() => {});
  return { row };
}

/** lockSnapshotAhead's statement, built once (db/prepared.ts); its rows as the table's columns name them. */
const lockedSnapshotAhead = preparedSql(
  () => sql`select * from ${checkoutSnapshots} where ${checkoutSnapshots.tenantId} = ${sql.placeholder('tenantId')}
      and ${checkoutSnapshots.id} = ${sql.placeholder('id')} for update`,
);

/** Built once for every order's transaction (db/prepared.ts). */
const lockedSnapshot = preparedOnce((tx) =>
  tx
    .select()
    .from(checkoutSnapshots)
    .where(
      and(
        eq(checkoutSnapshots.tenantId, sql.placeholder('tenantId')),
        eq(checkoutSnapshots.id, sql.placeholder('id')),
      ),
    )
    .for('update')
    .prepare(UNNAMED),
);

export async function saveSnapshotOrderData(
  db: Db,
  tenantId: number,
  id: number,
  orderData: Record<string, unknown>,
): Promise<boolean> {
  const rows = await openSnapshotOrderData(db).execute({ orderData, updatedAt: new Date(), tenantId, id });
  return rows.length > 0;
}

/**
 * The details call's usual case in one statement: the form saved on an open checkout of this
 * store, when the browser's proof matches, the address is in the country the shipping was priced
 * for and no discount is attached. False: one of those does not hold, and the caller reads the row
 * to say which (or to check the discount). The proof is compared as SHA-256 digests, so how long
 * the comparison takes tells nothing about the token.
 */
export async function saveOwnOpenSnapshotOrderData(
  db: Db,
  tenantId: number,
  match: { paymentIntentId: string; shopperTokenHash: string; country: string },
  orderData: Record<string, unknown>,
): Promise<boolean> {
  const rows = await ownOpenSnapshotOrderData(db).execute({
    ...match,
    tenantId,
    orderData,
    updatedAt: new Date(),
  });
  return rows.length > 0;
}

/**
 * The details call's writes, built once per handle (db/prepared.ts): the form on an open checkout
 * of this store, matched by `match` (placeholders).
 */
const openSnapshotOrderDataWhere = (...match: SQL[]) =>
  preparedOnce((db) =>
    db
      .update(checkoutSnapshots)
      .set({
        orderData: valuePlaceholder<Record<string, unknown>>('orderData'),
        updatedAt: valuePlaceholder<Date>('updatedAt'),
      })
      .where(
        and(
          eq(checkoutSnapshots.tenantId, sql.placeholder('tenantId')),
          eq(checkoutSnapshots.status, 'open'),
          ...match,
        ),
      )
      .returning({ id: checkoutSnapshots.id })
      .prepare(UNNAMED),
  );

const openSnapshotOrderData = openSnapshotOrderDataWhere(eq(checkoutSnapshots.id, sql.placeholder('id')));

const ownOpenSnapshotOrderData = openSnapshotOrderDataWhere(
  eq(checkoutSnapshots.paymentIntentId, sql.placeholder('paymentIntentId')),
  eq(checkoutSnapshots.shopperTokenHash, sql.placeholder('shopperTokenHash')),
  eq(checkoutSnapshots.country, sql.placeholder('country')),
  isNull(checkoutSnapshots.discountId),
);

/**
 * Moves the snapshot on only from the expected statuses; false when another finalizer already did.
 * `alsoWhenMoved`: a statement of another module (a data-modifying CTE) that runs in the same
 * statement, given the condition that the snapshot moved.
 */
export async function moveSnapshot(
  db: Db,
  tenantId: number,
  id: number,
  from: SnapshotStatus[],
  values: { status: SnapshotStatus; orderId?: number; newCustomer?: boolean; failureMessage?: string },
  alsoWhenMoved?: (moved: SQL) => SQL,
): Promise<boolean> {
  const update = db
    .update(checkoutSnapshots)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(checkoutSnapshots.tenantId, tenantId),
        eq(checkoutSnapshots.id, id),
        inArray(checkoutSnapshots.status, from),
      ),
    )
    .returning({ id: checkoutSnapshots.id });
  if (!alsoWhenMoved) return anyRow(update);
  const { rows } = (await db.execute(
    sql`with moved as (${update.getSQL()}), also as (${alsoWhenMoved(sql`exists (select 1 from moved)`)})
    select id from moved`,
  )) as unknown as { rows: unknown[] };
  return rows.length > 0;
}

/**
 * The snapshot moved from 'open' to `status` with the order that the caller's own statement makes
 * (given that statement's SQL for the new order), as CTE parts for it, so the order and its snapshot's
 * move are one round trip. `alsoWhenMoved` (a statement of another module: the payment's queued
 * finalize job marked done) runs in it too, given that the snapshot moved. The caller holds the
 * snapshot's lock, so it is still 'open'. Built once per shape with the order's statement
 * (db/prepared.ts): its values are the part's placeholders.
 */
export function snapshotOrderedPart(
  snapshot: { tenantId: number; id: number },
  values: { status: 'ordered' | 'notified'; newCustomer: boolean },
  alsoWhenMoved?: StatementPart<SQL>,
): OrderStatementPart {
  return {
    shape: alsoWhenMoved ? `snapshot moved, ${alsoWhenMoved.shape}` : 'snapshot moved',
    sql: (db, placed) => {
      const update = db
        .update(checkoutSnapshots)
        .set({
          status: valuePlaceholder<string>('snapshot_status'),
          orderId: placed.id,
          newCustomer: valuePlaceholder<boolean>('snapshot_new_customer'),
          updatedAt: valuePlaceholder<Date>('snapshot_updated_at'),
        })
        .where(
          and(
            eq(checkoutSnapshots.tenantId, sql.placeholder('snapshot_tenant_id')),
            eq(checkoutSnapshots.id, sql.placeholder('snapshot_id')),
            eq(checkoutSnapshots.status, 'open'),
          ),
        )
        .returning({ id: checkoutSnapshots.id });
      const moved = sql`snapshot_moved as (${update.getSQL()})`;
      if (!alsoWhenMoved) return moved;
      const also = alsoWhenMoved.sql(db, sql`exists (select 1 from snapshot_moved)`);
      return sql`${moved}, snapshot_also as (${also})`;
    },
    values: {
      snapshot_status: values.status,
      snapshot_new_customer: values.newCustomer,
      snapshot_updated_at: new Date(),
      snapshot_tenant_id: snapshot.tenantId,
      snapshot_id: snapshot.id,
      ...alsoWhenMoved?.values,
    },
  };
}

/** The order the one snapshot of `sourceKey` that became an order made (migration 0028). */
export async function findOrderOfSource(db: Db, tenantId: number, sourceKey: string): Promise<number | null> {
  const [row] = await db
    .select({ orderId: checkoutSnapshots.orderId })
    .from(checkoutSnapshots)
    .where(
      and(
        eq(checkoutSnapshots.tenantId, tenantId),
        eq(checkoutSnapshots.sourceKey, sourceKey),
        inArray(checkoutSnapshots.status, ['ordered', 'notified']),
      ),
    )
    .limit(1);
  return row?.orderId ?? null;
}
