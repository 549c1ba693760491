// The storefront_keys table (migration 0036, ADR 0076): written only here. A request's key is found
// on the platform path (no store is known yet); the store's own list on the store's handle.
import { and, arrayContains, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { anyRow, firstRow, inTenant } from '../../db/rows.ts';
import { storefrontKeys, users } from '../../db/schema/index.ts';

export type StorefrontKeyRow = typeof storefrontKeys.$inferSelect & { createdByName: string | null };

const listed = {
  id: storefrontKeys.id,
  tenantId: storefrontKeys.tenantId,
  name: storefrontKeys.name,
  key: storefrontKeys.key,
  allowedOrigins: storefrontKeys.allowedOrigins,
  createdBy: storefrontKeys.createdBy,
  createdAt: storefrontKeys.createdAt,
  revokedAt: storefrontKeys.revokedAt,
  createdByName: users.username,
};

/** Keys as the owners' list shows them: with the name of who made each. */
function selectListed(db: Db) {
  return db.select(listed).from(storefrontKeys).leftJoin(users, eq(users.id, storefrontKeys.createdBy));
}

/** The store's publishable keys, newest first (revoked ones too, marked). */
export async function listStorefrontKeyRows(db: Db, tenantId: number): Promise<StorefrontKeyRow[]> {
  return selectListed(db)
    .where(inTenant(storefrontKeys, tenantId))
    .orderBy(desc(storefrontKeys.createdAt), desc(storefrontKeys.id))
    .limit(500);
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
  return firstRow(selectListed(db).where(inTenant(storefrontKeys, tenantId, { id })));
}

/** Revokes the key now (a second revoke keeps the first time); false when the store has no such key. */
export async function revokeStorefrontKeyRow(db: Db, tenantId: number, id: number): Promise<boolean> {
  return anyRow(
    db
      .update(storefrontKeys)
      .set({ revokedAt: sql`coalesce(${storefrontKeys.revokedAt}, now())` })
      .where(inTenant(storefrontKeys, tenantId, { id }))
      .returning({ id: storefrontKeys.id }),
  );
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
