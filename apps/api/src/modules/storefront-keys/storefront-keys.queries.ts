// The storefront_keys table (migration 0036, ADR 0076): written only here. A request's key is found
// on the platform path (no store is known yet); the store's own list on the store's handle.
import { and, arrayContains, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { storefrontKeys } from '../../db/schema/index.ts';
import { findStoreKeyRow, listStoreKeyRows, revokeStoreKeyRow } from '../../db/store-key-rows.ts';

export type StorefrontKeyRow = typeof storefrontKeys.$inferSelect & { createdByName: string | null };

/** The owners' list shows every column (the key is not a secret); who made each comes with them. */
const listed = getTableColumns(storefrontKeys);

/** The store's publishable keys, newest first (revoked ones too, marked). */
export async function listStorefrontKeyRows(db: Db, tenantId: number): Promise<StorefrontKeyRow[]> {
  return listStoreKeyRows(db, storefrontKeys, listed, tenantId);
}

export type NewStorefrontKey = Pick<
  typeof storefrontKeys.$inferInsert,
  'tenantId' | 'name' | 'key' | 'allowedOrigins' | 'createdBy'
>;

export async function insertStorefrontKey(db: Db, values: NewStorefrontKey): Promise<number> {
  const [row] = await db.insert(storefrontKeys).values(values).returning({ id: storefrontKeys.id });
  return row!.id;
}

export async function findStorefrontKeyRow(
  db: Db,
  tenantId: number,
  id: number,
): Promise<StorefrontKeyRow | undefined> {
  return findStoreKeyRow(db, storefrontKeys, listed, tenantId, id);
}

/** Revokes the key now (a second revoke keeps the first time); false when the store has no such key. */
export async function revokeStorefrontKeyRow(db: Db, tenantId: number, id: number): Promise<boolean> {
  return revokeStoreKeyRow(db, storefrontKeys, tenantId, id);
}

export type StorefrontKeyForRequest = {
  tenantId: number;
  allowedOrigins: string[];
  revokedAt: Date | null;
};

/** The key as a request names it: one unique-index lookup on the platform path (any store's). */
export async function findStorefrontKey(db: Db, key: string): Promise<StorefrontKeyForRequest | undefined> {
  const [row] = await db
    .select({
      tenantId: storefrontKeys.tenantId,
      allowedOrigins: storefrontKeys.allowedOrigins,
      revokedAt: storefrontKeys.revokedAt,
    })
    .from(storefrontKeys)
    .where(eq(storefrontKeys.key, key));
  return row;
}

/** Whether any live key of any store lists this origin (a preflight names no key). */
export async function isOriginListed(db: Db, origin: string): Promise<boolean> {
  const [row] = await db
    .select({ id: storefrontKeys.id })
    .from(storefrontKeys)
    .where(and(isNull(storefrontKeys.revokedAt), arrayContains(storefrontKeys.allowedOrigins, [origin])))
    .limit(1);
  return row !== undefined;
}
