// Variant price rows (product_variants): the only catalogue file that touches that table.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { anyRow, firstRow, insertedRow, inTenant } from '../../db/rows.ts';
import { productVariants } from '../../db/schema/index.ts';

export type ProductVariantRow = typeof productVariants.$inferSelect;
export type ProductVariantValues = {
  variantCombination: Record<string, string>;
  priceMinor: number;
  /** Undefined: unchanged (a CSV row has no variant compare-at column). */
  compareAtPriceMinor?: number | null;
  stock: number;
  /** Undefined: unchanged on an update, the default (5) on a new row. */
  lowStockThreshold?: number;
  sku: string | null;
  isActive: boolean;
  /** Its own grams; null: the product's; undefined: unchanged (none on a new row). */
  weightGrams?: number | null;
};

/** Stock back above the alert level clears the e-mail's flag: the next low sale e-mails again. */
export function variantLowStockReset(values: Pick<ProductVariantValues, 'stock' | 'lowStockThreshold'>) {
  const threshold = values.lowStockThreshold ?? productVariants.lowStockThreshold;
  return {
    lowStockNotified: sql<boolean>`case when ${values.stock} > ${threshold} then false else ${productVariants.lowStockNotified} end`,
  };
}

export async function listProductVariantRows(db: Db, tenantId: number, productId: number) {
  return db
    .select()
    .from(productVariants)
    .where(inTenant(productVariants, tenantId, { productId }))
    .orderBy(asc(productVariants.id));
}

export async function insertProductVariantRow(
  db: Db,
  tenantId: number,
  productId: number,
  values: ProductVariantValues,
): Promise<ProductVariantRow> {
  return insertedRow(
    db
      .insert(productVariants)
      .values({ ...values, tenantId, productId })
      .returning(),
  );
}

export async function updateProductVariantRow(
  db: Db,
  tenantId: number,
  productId: number,
  id: number,
  values: ProductVariantValues,
): Promise<ProductVariantRow | undefined> {
  return firstRow(
    db
      .update(productVariants)
      .set({ ...values, ...variantLowStockReset(values) })
      .where(inTenant(productVariants, tenantId, { productId, id }))
      .returning(),
  );
}

export async function deleteProductVariantRow(db: Db, tenantId: number, productId: number, id: number) {
  return anyRow(
    db
      .delete(productVariants)
      .where(inTenant(productVariants, tenantId, { productId, id }))
      .returning({ id: productVariants.id }),
  );
}

/** How many of the store's price rows name this attribute (its id is a key of the combination). */
export async function countRowsUsingAttribute(
  db: Db,
  tenantId: number,
  attributeId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.tenantId, tenantId),
        sql`${productVariants.variantCombination} ? ${String(attributeId)}`,
      ),
    );
  return row?.n ?? 0;
}
