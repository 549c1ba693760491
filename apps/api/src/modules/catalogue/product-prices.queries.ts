// Prices set explicitly in a store's other currencies (docs/decisions/0105): rows of
// `product_prices`, for a product (variant_id null) or one of its variants. Every query names the store.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { productPrices } from '../../db/schema/index.ts';

export type ProductPriceRow = {
  productId: number;
  variantId: number | null;
  currency: string;
  priceMinor: number;
};

const columns = {
  productId: productPrices.productId,
  variantId: productPrices.variantId,
  currency: productPrices.currency,
  priceMinor: productPrices.priceMinor,
};

/** The explicit prices of these products (and their variants), in every currency or in one; the product's first. */
export function listProductPriceRows(
  db: Db,
  tenantId: number,
  productIds: number[],
  currency?: string,
): Promise<ProductPriceRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select(columns)
    .from(productPrices)
    .where(
      and(
        eq(productPrices.tenantId, tenantId),
        inArray(productPrices.productId, productIds),
        currency === undefined ? undefined : eq(productPrices.currency, currency),
      ),
    )
    .orderBy(asc(productPrices.currency), sql`${productPrices.variantId} asc nulls first`);
}

/** Replaces the product's explicit prices with `rows` (none: every price is converted again). */
export async function replaceProductPriceRows(
  db: Db,
  tenantId: number,
  productId: number,
  rows: Omit<ProductPriceRow, 'productId'>[],
): Promise<void> {
  await db
    .delete(productPrices)
    .where(and(eq(productPrices.tenantId, tenantId), eq(productPrices.productId, productId)));
  if (rows.length === 0) return;
  await db.insert(productPrices).values(rows.map((row) => ({ ...row, tenantId, productId })));
}
