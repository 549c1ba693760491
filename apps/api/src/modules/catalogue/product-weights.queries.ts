// Products weight-rated shipping cannot weigh (docs/decisions/0102): the admin product list marks
// them and filters on them, and the shipping screen counts them. A product without a weight of its
// own is weighed by its active variant rows when it has some and every one has a weight.
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { products, productVariants } from '../../db/schema/index.ts';

const activeRows = sql`from ${productVariants} v where v.tenant_id = ${products.tenantId} and v.product_id = ${products.id} and v.is_active`;

/** Whether the product row of the surrounding query has no weight for a weight rate. */
export const productWeightMissing: SQL<boolean> = sql<boolean>`(${products.weightGrams} is null and (
  not exists (select 1 ${activeRows}) or exists (select 1 ${activeRows} and v.weight_grams is null)))`;

/** The list filter: only the products without a weight. */
export function weightMissingWhere(filter: 'all' | 'missing' | undefined): SQL | undefined {
  return filter === 'missing' ? productWeightMissing : undefined;
}

/** How many of the store's products have no weight (drafts included: they may go live). */
export async function countProductsWithoutWeight(db: Db, tenantId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), productWeightMissing));
  return row?.n ?? 0;
}
