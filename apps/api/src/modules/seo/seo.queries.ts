// When each page of a store's sitemap last changed: its live products and its content entries.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cmsContent, products } from '../../db/schema/index.ts';

/** The store's live (not draft) products' handles and last changes, in display order: their pages. */
export async function listLiveProductPages(
  db: Db,
  tenantId: number,
): Promise<{ handle: string; updatedAt: Date }[]> {
  return db
    .select({ handle: products.handle, updatedAt: products.updatedAt })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.isDraft, false)))
    .orderBy(asc(products.sortOrder), asc(products.id));
}

/** Each content key's last change in the store. */
export async function contentChanges(db: Db, tenantId: number): Promise<Map<string, Date>> {
  const rows = await db
    .select({ key: cmsContent.key, at: cmsContent.updatedAt })
    .from(cmsContent)
    .where(eq(cmsContent.tenantId, tenantId));
  return new Map(rows.map((row) => [row.key, row.at]));
}
