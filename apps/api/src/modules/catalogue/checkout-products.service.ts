// The catalogue as checkout's reprice step reads it: the cart's products, their variant-price rows
// and the store's attribute names, with prices in minor units straight from the database, and the
// prices set explicitly in the currency the cart is priced in.
import { actingTenant, type Ctx } from '../../context.ts';
import {
  listCartCatalogue,
  listProductsForCheckout as listProductRows,
  listVariantRowsForCheckout as listVariantRows,
  mapVariantAttributeNames as mapAttributeNames,
} from './checkout-products.queries.ts';
import { listProductPriceRows } from './product-prices.queries.ts';

export type { CheckoutProduct } from './checkout-products.queries.ts';

export function listProductsForCheckout(ctx: Pick<Ctx, 'db' | 'tenantId'>, ids: number[]) {
  return listProductRows(ctx.db, actingTenant(ctx), ids);
}

/** The cart's products and their variant-price rows, in one statement (checkout's reprice). */
export function listCartProductsAndVariants(ctx: Pick<Ctx, 'db' | 'tenantId'>, ids: number[]) {
  return listCartCatalogue(ctx.db, actingTenant(ctx), ids);
}

export function listVariantRowsForCheckout(ctx: Pick<Ctx, 'db' | 'tenantId'>, productIds: number[]) {
  return listVariantRows(ctx.db, actingTenant(ctx), productIds);
}

/** Variant-attribute id (as a string key) → name, for resolveVariantRow. */
export function mapVariantAttributeNames(ctx: Pick<Ctx, 'db' | 'tenantId'>) {
  return mapAttributeNames(ctx.db, actingTenant(ctx));
}

/**
 * The prices set explicitly in `currency` for these products and their variants (docs/decisions/0105),
 * keyed `p{productId}` / `v{variantId}`: they win over the converted base price.
 */
export async function mapExplicitPricesForCheckout(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  { productIds, currency }: { productIds: number[]; currency: string },
): Promise<Map<string, number>> {
  const rows = await listProductPriceRows(ctx.db, actingTenant(ctx), productIds, currency);
  return new Map(
    rows.map((row) => [row.variantId === null ? `p${row.productId}` : `v${row.variantId}`, row.priceMinor]),
  );
}
