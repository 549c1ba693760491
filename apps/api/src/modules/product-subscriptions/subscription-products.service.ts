// The store's subscription products (spec admin §2 Product Subscriptions, §5, §7; ADR 0008):
// 'Create Subscription Product' makes a product sold only as a subscription; 'Convert Product'
// lets an ordinary product also be bought as one.
import {
  type AdminProduct,
  type ConvertToSubscriptionInput,
  type CreateSubscriptionProductInput,
  convertToSubscriptionInputSchema,
  createSubscriptionProductInputSchema,
  formatMinor,
  type ProductSubscriptionStats,
  SUBSCRIPTION_PRODUCT_STOCK,
} from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { addProduct, checkProductImageUrl } from '../catalogue/product-save.service.ts';
import {
  countProductsSoldAsSubscription,
  findProduct,
  listProductsSoldAsSubscription,
  makeProductSubscribable,
} from '../catalogue/products.service.ts';
import { subscriptionTotals } from './product-subscriptions.queries.ts';

export async function listSubscriptionProducts(
  ctx: Ctx,
  requestedTenantId?: number,
): Promise<AdminProduct[]> {
  await requireTenantAdmin(ctx, { requestedTenantId });
  return listProductsSoldAsSubscription(ctx);
}

export async function getSubscriptionStats(
  ctx: Ctx,
  requestedTenantId?: number,
): Promise<ProductSubscriptionStats> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId });
  const totals = await subscriptionTotals(ctx.db, tenantId);
  return {
    subscriptionProducts: await countProductsSoldAsSubscription(ctx),
    activeSubscriptions: totals.active,
    monthlyRevenue: formatMinor(totals.monthlyMinor),
  };
}

/** POST /api/products: the store is the acting tenant (DESIGN §4), never the body's literal 1. */
export async function createSubscriptionProduct(
  ctx: Ctx,
  {
    requestedTenantId,
    product: body,
  }: { requestedTenantId: number | undefined; product: CreateSubscriptionProductInput },
): Promise<AdminProduct> {
  await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const input = parseOrThrow(createSubscriptionProductInputSchema, body);
  // The image was uploaded through /api/upload/image for this store (or is one of its products').
  await checkProductImageUrl(ctx, input.image);
  // Catalogue adds it: the same per-store lock and plan-limit check as the product form.
  return addProduct(ctx, {
    name: input.name,
    description: input.description,
    priceMinor: input.price,
    image: input.image,
    // A category not yet made is made by addProduct, in its transaction.
    category: input.category,
    inStock: SUBSCRIPTION_PRODUCT_STOCK,
    sizes: [],
    isDraft: false,
    isSubscription: true,
    hasSubscription: true,
    subscriptionPriceMinor: input.price,
    subscriptionInterval: input.subscriptionInterval,
    subscriptionTrialDays: input.subscriptionTrialDays,
  });
}

/** PATCH /api/products/{id}/convert-to-subscription: only a product not yet sold as a subscription. */
export async function convertToSubscription(
  ctx: Ctx,
  {
    requestedTenantId,
    productId,
    subscription: body,
  }: { requestedTenantId: number | undefined; productId: number; subscription: ConvertToSubscriptionInput },
): Promise<AdminProduct> {
  await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const input = parseOrThrow(convertToSubscriptionInputSchema, body);
  const product = await findProduct(ctx, productId);
  if (!product) throw new NotFoundError('Product not found');
  const converted = await makeProductSubscribable(ctx, { id: productId, ...input });
  if (!converted) throw new ConflictError(`"${product.name}" is already sold as a subscription`);
  return converted;
}
