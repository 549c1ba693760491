// What the launch checklist reads of other modules' tables: whether the store has a live product
// and an active shipping option, as one aggregate (docs/architecture.md allows reads in aggregates).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { products, shippingOptions } from '../../db/schema/index.ts';

export async function countLaunchReadiness(
  db: Db,
  tenantId: number,
): Promise<{ liveProducts: number; activeShippingOptions: number }> {
  const [row] = await db
    .select({
      liveProducts: sql<number>`(${db
        .select({ n: sql`count(*)` })
        .from(products)
        .where(and(eq(products.tenantId, tenantId), eq(products.isDraft, false)))})::int`,
      activeShippingOptions: sql<number>`(${db
        .select({ n: sql`count(*)` })
        .from(shippingOptions)
        .where(and(eq(shippingOptions.tenantId, tenantId), eq(shippingOptions.isActive, true)))})::int`,
    })
    .from(sql`(select 1) as one`);
  return row ?? { liveProducts: 0, activeShippingOptions: 0 };
}
