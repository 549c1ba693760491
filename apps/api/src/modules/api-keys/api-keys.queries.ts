// The api_keys table (migration 0033, ADR 0072): written only here. A request's key is found by
// its hash on the platform path (no store is known yet); the store's own list on the store's handle.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { apiKeys, tenants } from '../../db/schema/index.ts';
import { findStoreKeyRow, listStoreKeyRows, revokeStoreKeyRow } from '../../db/store-key-rows.ts';

export type ApiKeyRow = Omit<typeof apiKeys.$inferSelect, 'secretHash'> & { createdByName: string | null };

/** The columns the owners' list shows (never the hash); who made each comes with them. */
const listed = {
  id: apiKeys.id,
  tenantId: apiKeys.tenantId,
  name: apiKeys.name,
  scopes: apiKeys.scopes,
  prefix: apiKeys.prefix,
  createdBy: apiKeys.createdBy,
  createdAt: apiKeys.createdAt,
  expiresAt: apiKeys.expiresAt,
  revokedAt: apiKeys.revokedAt,
  lastUsedAt: apiKeys.lastUsedAt,
  lastUsedIp: apiKeys.lastUsedIp,
};

/** The store's keys, newest first (revoked ones too, marked). */
export async function listApiKeyRows(db: Db, tenantId: number): Promise<ApiKeyRow[]> {
  return listStoreKeyRows(db, apiKeys, listed, tenantId);
}

export type NewApiKey = Pick<
  typeof apiKeys.$inferInsert,
  'tenantId' | 'name' | 'scopes' | 'prefix' | 'secretHash' | 'createdBy' | 'expiresAt'
>;

export async function insertApiKey(db: Db, values: NewApiKey): Promise<number> {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return row!.id;
}

export async function findApiKeyRow(db: Db, tenantId: number, id: number): Promise<ApiKeyRow | undefined> {
  return findStoreKeyRow(db, apiKeys, listed, tenantId, id);
}

/** Revokes the key now (a second revoke keeps the first time); false when the store has no such key. */
export async function revokeApiKeyRow(db: Db, tenantId: number, id: number): Promise<boolean> {
  return revokeStoreKeyRow(db, apiKeys, tenantId, id);
}

export type KeyForRequest = {
  id: number;
  tenantId: number;
  name: string;
  scopes: string[];
  prefix: string;
  createdBy: number;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  tenantName: string;
  tenantSlug: string;
};

/** The key with this hash, one unique-index lookup (platform path: any store's). */
export async function findKeyByHash(db: Db, secretHash: string): Promise<KeyForRequest | undefined> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      tenantId: apiKeys.tenantId,
      name: apiKeys.name,
      scopes: apiKeys.scopes,
      prefix: apiKeys.prefix,
      createdBy: apiKeys.createdBy,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      tenantName: tenants.name,
      tenantSlug: tenants.slug,
    })
    .from(apiKeys)
    .innerJoin(tenants, eq(tenants.id, apiKeys.tenantId))
    .where(eq(apiKeys.secretHash, secretHash));
  return row;
}

/** Notes a use, unless one was noted after `notBefore` (at most one write a minute per key). */
export async function noteKeyUse(db: Db, id: number, ip: string, notBefore: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()`, lastUsedIp: ip })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, notBefore))));
}
