// The uploads table: one row per stored file, so a store's storage use is a sum (DESIGN §8).
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cmsContent, uploads } from '../../db/schema/index.ts';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: Db, values: typeof uploads.$inferInsert): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  return row!;
}

/**
 * Within a transaction: waits for any other upload of the store to finish its quota check, so two
 * parallel uploads cannot both fit a quota that holds only one (released at commit).
 */
export async function lockTenantStorage(db: Db, tenantId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727200, ${tenantId})`);
}

export async function sumUploadBytes(db: Db, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${uploads.bytes}), 0)::bigint` })
    .from(uploads)
    .where(eq(uploads.tenantId, tenantId));
  return Number(row?.bytes ?? 0);
}

export async function findUploadByUrl(db: Db, tenantId: number, url: string): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenantId), eq(uploads.url, url)));
  return row;
}

/**
 * Deletes the store's upload rows at these URLs, except one a content entry (header image, logo)
 * still names: a read of cms_content only, as the guard. Returns the deleted rows' storage keys.
 */
export async function deleteUploadRowsByUrl(db: Db, tenantId: number, urls: string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const namedByContent = db
    .select({ id: cmsContent.id })
    .from(cmsContent)
    .where(and(eq(cmsContent.tenantId, tenantId), eq(cmsContent.value, uploads.url)));
  const rows = await db
    .delete(uploads)
    .where(and(eq(uploads.tenantId, tenantId), inArray(uploads.url, urls), notExists(namedByContent)))
    .returning({ storageKey: uploads.storageKey });
  return rows.map((row) => row.storageKey);
}
