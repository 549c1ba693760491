// The catalogue as checkout's reprice step reads it: the cart's products, their variant-price rows
// and the store's attribute names, with prices in minor units straight from the database.
import { actingTenant, type Ctx } from '../../context.ts';
import {
  listProductsForCheckout as listProductRows,
  listVariantRowsForCheckout as listVariantRows,
  mapVariantAttributeNames as mapAttributeNames,
} from './checkout-products.queries.ts';

export type { CheckoutProduct } from './checkout-products.queries.ts';

export function listProductsForCheckout(ctx: Pick<Ctx, 'db' | 'tenantId'>, ids: number[]) {
  return listProductRows(ctx.db, actingTenant(ctx), ids);
}

export function listVariantRowsForCheckout(ctx: Pick<Ctx, 'db' | 'tenantId'>, productIds: number[]) {
  return listVariantRows(ctx.db, actingTenant(ctx), productIds);
}

/** Variant-attribute id (as a string key) → name, for resolveVariantRow. */
export function mapVariantAttributeNames(ctx: Pick<Ctx, 'db' | 'tenantId'>) {
  return mapAttributeNames(ctx.db, actingTenant(ctx));
}
