// A store's content entries for its admin: full rows (id, type, description). Every query names the store.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cmsContent } from '../../db/schema/index.ts';

export type ContentRow = typeof cmsContent.$inferSelect;
export type ContentValues = Pick<ContentRow, 'key' | 'type' | 'value' | 'description'>;

export function listContentEntries(db: Db, tenantId: number): Promise<ContentRow[]> {
  return db.select().from(cmsContent).where(eq(cmsContent.tenantId, tenantId)).orderBy(asc(cmsContent.key));
}

export async function findContentEntry(
  db: Db,
  tenantId: number,
  key: string,
): Promise<ContentRow | undefined> {
  const [row] = await db
    .select()
    .from(cmsContent)
    .where(and(eq(cmsContent.tenantId, tenantId), eq(cmsContent.key, key)));
  return row;
}

export async function insertContentEntry(
  db: Db,
  tenantId: number,
  values: ContentValues,
): Promise<ContentRow> {
  const [row] = await db
    .insert(cmsContent)
    .values({ ...values, tenantId })
    .returning();
  return row!;
}

export async function updateContentEntry(
  db: Db,
  tenantId: number,
  id: number,
  values: ContentValues,
): Promise<ContentRow | undefined> {
  const [row] = await db
    .update(cmsContent)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(cmsContent.tenantId, tenantId), eq(cmsContent.id, id)))
    .returning();
  return row;
}

export async function deleteContentEntry(db: Db, tenantId: number, key: string): Promise<boolean> {
  const rows = await db
    .delete(cmsContent)
    .where(and(eq(cmsContent.tenantId, tenantId), eq(cmsContent.key, key)))
    .returning({ id: cmsContent.id });
  return rows.length > 0;
}
