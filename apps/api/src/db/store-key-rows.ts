// What a store's two kinds of key (api_keys, storefront_keys) share: an owner makes a key, lists the
// store's keys with the name of who made each, and revokes one. Each table's queries file stays its
// only writer: it calls these with its table and the columns its list shows.
import { desc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';
import { anyRow, firstRow, inTenant } from './rows.ts';
import { users } from './schema/index.ts';

type StoreKeyTable = PgTable & {
  id: PgColumn;
  tenantId: PgColumn;
  createdBy: PgColumn;
  createdAt: PgColumn;
  revokedAt: PgColumn;
};

/** Keys as the owners' list shows them: with the name of who made each. */
function selectListed<S extends SelectedFields>(db: Db, table: StoreKeyTable, columns: S) {
  return db
    .select({ ...columns, createdByName: users.username })
    .from(table)
    .leftJoin(users, eq(users.id, table.createdBy));
}

/** The store's keys, newest first (revoked ones too, marked). */
export async function listStoreKeyRows<S extends SelectedFields>(
  db: Db,
  table: StoreKeyTable,
  columns: S,
  tenantId: number,
) {
  return selectListed(db, table, columns)
    .where(inTenant(table, tenantId))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(500);
}

/** One of the store's keys as the list shows it, or undefined when the store has no such key. */
export async function findStoreKeyRow<S extends SelectedFields>(
  db: Db,
  table: StoreKeyTable,
  columns: S,
  tenantId: number,
  id: number,
) {
  return firstRow(selectListed(db, table, columns).where(inTenant(table, tenantId, { id })));
}

/** Revokes the key now (a second revoke keeps the first time); false when the store has no such key. */
export async function revokeStoreKeyRow(
  db: Db,
  table: StoreKeyTable,
  tenantId: number,
  id: number,
): Promise<boolean> {
  return anyRow(
    db
      .update(table)
      .set({ revokedAt: sql`coalesce(${table.revokedAt}, now())` })
      .where(inTenant(table, tenantId, { id }))
      .returning({ id: table.id }),
  );
}
