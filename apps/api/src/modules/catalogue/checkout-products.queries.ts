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

/** What checkout reads of a product. */
const cartProductColumns = {
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
};

/** The store's products of the cart: the ids as one array parameter, one text for any cart's length. */
const cartProductsOfStore = and(
  eq(products.tenantId, sql.placeholder('tenantId')),
  sql`${products.id} = any(${sql.placeholder('ids')})`,
);

/** Built once per handle (db/prepared.ts). */
const cartProducts = preparedOnce((db) =>
  db.select(cartProductColumns).from(products).where(cartProductsOfStore).prepare(UNNAMED),
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

/**
 * The cart's products and their variant-price rows in one statement (checkout's reprice, once per
 * order): each product carries its rows as a JSON array in the shape listVariantRowsForCheckout
 * answers (money as JSON numbers, as the bigint columns map to numbers). Built once per handle. The
 * outer columns are written qualified: drizzle leaves a one-table select's columns unqualified.
 */
export async function listCartCatalogue(
  db: Db,
  tenantId: number,
  ids: number[],
): Promise<{ products: CheckoutProduct[]; variants: CheckoutVariantRow[] }> {
  if (ids.length === 0) return { products: [], variants: [] };
  const rows = await cartCatalogue(db).execute({ tenantId, ids });
  return {
    products: rows.map(({ variants: _variants, ...product }) => product),
    variants: rows.flatMap((row) => row.variants),
  };
}

const cartCatalogue = preparedOnce((db) =>
  db
    .select({
      ...cartProductColumns,
      variants: sql<CheckoutVariantRow[]>`coalesce((
        select json_agg(json_build_object(
          'id', v.id, 'productId', v.product_id, 'isActive', v.is_active,
          'variantCombination', v.variant_combination, 'priceMinor', v.price_minor, 'stock', v.stock,
          'weightGrams', v.weight_grams) order by v.id)
        from ${productVariants} v
        where v.tenant_id = "products"."tenant_id" and v.product_id = "products"."id"), '[]'::json)`,
    })
    .from(products)
    .where(cartProductsOfStore)
    .prepare(UNNAMED),
);

/** Variant-attribute id (as a string key) → name, for resolveVariantRow. */
export async function mapVariantAttributeNames(db: Db, tenantId: number): Promise<Record<string, string>> {
  const rows = await db
    .select({ id: variantAttributes.id, name: variantAttributes.name })
    .from(variantAttributes)
    .where(eq(variantAttributes.tenantId, tenantId));
  return Object.fromEntries(rows.map((r) => [String(r.id), r.name]));
}
