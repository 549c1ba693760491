// The store's chosen colour template (tenants.color_template).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tenants } from '../../db/schema/index.ts';

export async function updateColorTemplate(db: Db, tenantId: number, colorTemplate: string): Promise<boolean> {
  const rows = await db
    .update(tenants)
    .set({ colorTemplate, updatedAt: new Date() })
    .where(eq(tenants.id, tenantId))
    .returning({ id: tenants.id });
  return rows.length > 0;
}
