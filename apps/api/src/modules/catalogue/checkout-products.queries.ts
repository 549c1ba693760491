// What checkout reads of a store's catalogue to price a cart. Reads only: stock is changed through
// product-stock.service.ts inside the order transaction.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedOnce, UNNAMED } from '../../db/prepared.ts';
import { products, productVariants, variantAttributes } from '../../db/schema/index.ts';

export async function listProductsForCheckout(db: Db, tenantId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return cartProducts(db).execute({ tenantId, ids });
}

/**
 * Built once per handle (db/prepared.ts), the ids as one array parameter: one statement text for
 * any cart's length.
 */
const cartProducts = preparedOnce((db) =>
  db
    .select({
      id: products.id,
      name: products.name,
      priceMinor: products.priceMinor,
      inStock: products.inStock,
      weightGrams: products.weightGrams,
      sizes: products.sizes,
      isDraft: products.isDraft,
      isSubscription: products.isSubscription,
      hasSubscription: products.hasSubscription,
      subscriptionPriceMinor: products.subscriptionPriceMinor,
      subscriptionInterval: products.subscriptionInterval,
      subscriptionTrialDays: products.subscriptionTrialDays,
      vatRate: products.vatRate,
      /** For discount codes that apply to categories. */
      category: products.category,
      /** The name and option names in other languages, for the buyer's e-mails (docs/decisions/0095). */
      translations: products.translations,
    })
    .from(products)
    .where(
      and(
        eq(products.tenantId, sql.placeholder('tenantId')),
        sql`${products.id} = any(${sql.placeholder('ids')})`,
      ),
    )
    .prepare(UNNAMED),
);
export type CheckoutProduct = Awaited<ReturnType<typeof listProductsForCheckout>>[number];

export async function listVariantRowsForCheckout(db: Db, tenantId: number, productIds: number[]) {
  if (productIds.length === 0) return [];
  return cartVariants(db).execute({ tenantId, productIds });
}

const cartVariants = preparedOnce((db) =>
  db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      isActive: productVariants.isActive,
      variantCombination: productVariants.variantCombination,
      priceMinor: productVariants.priceMinor,
      stock: productVariants.stock,
      weightGrams: productVariants.weightGrams,
    })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.tenantId, sql.placeholder('tenantId')),
        sql`${productVariants.productId} = any(${sql.placeholder('productIds')})`,
      ),
    )
    .prepare(UNNAMED),
);
export type CheckoutVariantRow = Awaited<ReturnType<typeof listVariantRowsForCheckout>>[number];

/** Variant-attribute id (as a string key) → name, for resolveVariantRow. */
export async function mapVariantAttributeNames(db: Db, tenantId: number): Promise<Record<string, string>> {
  const rows = await db
    .select({ id: variantAttributes.id, name: variantAttributes.name })
    .from(variantAttributes)
    .where(eq(variantAttributes.tenantId, tenantId));
  return Object.fromEntries(rows.map((r) => [String(r.id), r.name]));
}
