// A store's content entries as key/value pairs: the only content read shoppers make.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cmsContent } from '../../db/schema/index.ts';

export async function listContentPairs(db: Db, tenantId: number): Promise<{ key: string; value: string }[]> {
  return db
    .select({ key: cmsContent.key, value: cmsContent.value })
    .from(cmsContent)
    .where(eq(cmsContent.tenantId, tenantId))
    .orderBy(asc(cmsContent.key));
}
