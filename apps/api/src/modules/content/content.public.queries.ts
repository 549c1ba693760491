// A store's content entries as key/value pairs: the only content read shoppers make.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cmsContent } from '../../db/schema/index.ts';

export async function listContentPairs(
  db: Db,
  tenantId: number,
): Promise<
  { key: string; value: string; translations: Record<string, Record<string, unknown> | undefined> }[]
> {
  return db
    .select({ key: cmsContent.key, value: cmsContent.value, translations: cmsContent.translations })
    .from(cmsContent)
    .where(eq(cmsContent.tenantId, tenantId))
    .orderBy(asc(cmsContent.key));
}

/** One key's value in each of these stores that set it, in one statement (a page may span stores). */
export async function listContentValueOfStores(
  db: Db,
  tenantIds: readonly number[],
  key: string,
): Promise<{ tenantId: number; value: string }[]> {
  if (tenantIds.length === 0) return [];
  return db
    .select({ tenantId: cmsContent.tenantId, value: cmsContent.value })
    .from(cmsContent)
    .where(and(inArray(cmsContent.tenantId, [...tenantIds]), eq(cmsContent.key, key)));
}
