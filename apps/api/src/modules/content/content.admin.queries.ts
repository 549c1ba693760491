// A store's content entries for its admin: full rows (id, type, description). Every query names the store.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { anyRow, firstRow, insertedRow, inTenant } from '../../db/rows.ts';
import { cmsContent } from '../../db/schema/index.ts';

export type ContentRow = typeof cmsContent.$inferSelect;
export type ContentValues = Pick<ContentRow, 'key' | 'type' | 'value' | 'description'> &
  Partial<Pick<ContentRow, 'translations'>>;

export function listContentEntries(db: Db, tenantId: number): Promise<ContentRow[]> {
  return db.select().from(cmsContent).where(eq(cmsContent.tenantId, tenantId)).orderBy(asc(cmsContent.key));
}

export function findContentEntry(db: Db, tenantId: number, key: string): Promise<ContentRow | undefined> {
  return firstRow(
    db
      .select()
      .from(cmsContent)
      .where(inTenant(cmsContent, tenantId, { key })),
  );
}

export function insertContentEntry(db: Db, tenantId: number, values: ContentValues): Promise<ContentRow> {
  return insertedRow(
    db
      .insert(cmsContent)
      .values({ ...values, tenantId })
      .returning(),
  );
}

export function updateContentEntry(db: Db, tenantId: number, id: number, values: ContentValues) {
  return firstRow(
    db
      .update(cmsContent)
      .set({ ...values, updatedAt: new Date() })
      .where(inTenant(cmsContent, tenantId, { id }))
      .returning(),
  );
}

export async function deleteContentEntry(db: Db, tenantId: number, key: string): Promise<boolean> {
  return anyRow(
    db
      .delete(cmsContent)
      .where(inTenant(cmsContent, tenantId, { key }))
      .returning({ id: cmsContent.id }),
  );
}
