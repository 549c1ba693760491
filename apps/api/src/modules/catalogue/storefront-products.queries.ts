// The store front's reads of a store's catalogue: live products in the owner's order, their active
// variant-price rows, and the names of the variant attributes those rows refer to.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inTenant } from '../../db/rows.ts';
import { products, productVariants, variantAttributes } from '../../db/schema/index.ts';

export type LiveProductRow = typeof products.$inferSelect;

export async function listLiveProducts(db: Db, tenantId: number): Promise<LiveProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.isDraft, false)))
    .orderBy(asc(products.sortOrder), asc(products.id));
}

export type ActiveVariantRow = {
  id: number;
  productId: number;
  variantCombination: Record<string, string>;
  priceMinor: number;
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
