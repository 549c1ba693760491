// The store front's reads of a store's catalogue: live products in the owner's order, their active
// variant-price rows, and the names of the variant attributes those rows refer to.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inTenant } from '../../db/rows.ts';
import { products, productVariants, variantAttributes } from '../../db/schema/index.ts';
import { type ProductSearchStep, productSearchOrder, productSearchWhere } from './product-search.queries.ts';

export type LiveProductRow = typeof products.$inferSelect;

export async function listLiveProducts(db: Db, tenantId: number): Promise<LiveProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.isDraft, false)))
    .orderBy(asc(products.sortOrder), asc(products.id));
}

/**
 * The live products matching `search`, most relevant first, at most `limit` (ADR 0033): those with
 * every word, else those that resemble it (a typo).
 */
export async function searchLiveProducts(
  db: Db,
  tenantId: number,
  search: string,
  limit: number,
): Promise<LiveProductRow[]> {
  const step = (s: ProductSearchStep) =>
    db
      .select()
      .from(products)
      .where(and(eq(products.tenantId, tenantId), eq(products.isDraft, false), productSearchWhere(search, s)))
      .orderBy(...productSearchOrder(search, s))
      .limit(limit);
  const found = await step('words');
  return found.length > 0 ? found : step('similar');
}

export type ActiveVariantRow = {
  id: number;
  productId: number;
  variantCombination: Record<string, string>;
  priceMinor: number;
  compareAtPriceMinor: number | null;
  stock: number;
};

export async function listActiveVariantRows(
  db: Db,
  tenantId: number,
  productIds: number[],
): Promise<ActiveVariantRow[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      variantCombination: productVariants.variantCombination,
      priceMinor: productVariants.priceMinor,
      compareAtPriceMinor: productVariants.compareAtPriceMinor,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(
      inTenant(productVariants, tenantId, { isActive: true }, inArray(productVariants.productId, productIds)),
    )
    .orderBy(asc(productVariants.id));
}

export async function listVariantAttributeNames(
  db: Db,
  tenantId: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: variantAttributes.id, name: variantAttributes.name })
    .from(variantAttributes)
    .where(eq(variantAttributes.tenantId, tenantId));
}
