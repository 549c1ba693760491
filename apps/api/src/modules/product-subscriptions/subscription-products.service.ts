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
  imageMessages,
  type ProductSubscriptionStats,
  SUBSCRIPTION_PRODUCT_STOCK,
} from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.ts';
import { toAdminProduct } from '../catalogue/product-view.ts';
import { parseOrThrow } from '../catalogue/validation.ts';
import { getTenantPlanLimits, limitOf } from '../plans/plan-limits.service.ts';
import { isTenantUpload } from '../uploads/uploads.service.ts';
import { subscriptionTotals } from './product-subscriptions.queries.ts';
import {
  countProducts,
  countSubscriptionProducts,
  findCategoryName,
  findProduct,
  insertProduct,
  isProductImage,
  listSubscriptionProductRows,
  lockStoreProducts,
  markProductSubscribable,
} from './subscription-products.queries.ts';

export async function listSubscriptionProducts(
  ctx: Ctx,
  requestedTenantId?: number,
): Promise<AdminProduct[]> {
  const tenantId = await requireTenantAdmin(ctx, requestedTenantId);
  return (await listSubscriptionProductRows(ctx.db, tenantId)).map(toAdminProduct);
}

export async function getSubscriptionStats(
  ctx: Ctx,
  requestedTenantId?: number,
): Promise<ProductSubscriptionStats> {
  const tenantId = await requireTenantAdmin(ctx, requestedTenantId);
  const totals = await subscriptionTotals(ctx.db, tenantId);
  return {
    subscriptionProducts: await countSubscriptionProducts(ctx.db, tenantId),
    activeSubscriptions: totals.active,
    monthlyRevenue: formatMinor(totals.monthlyMinor),
  };
}

async function checkPlanRoom(ctx: Ctx, tenantId: number) {
  const { planName, limits } = await getTenantPlanLimits(ctx, tenantId);
  const limit = limitOf(limits, 'maxProducts');
  if (limit !== null && (await countProducts(ctx.db, tenantId)) >= limit) {
    const plan = planName ? `Your ${planName} plan` : 'Your plan';
    throw new ConflictError(
      `${plan} allows ${limit} product${limit === 1 ? '' : 's'}. Upgrade your plan to add more.`,
    );
  }
}

/** POST /api/products: the store is the acting tenant (DESIGN §4), never the body's literal 1. */
export async function createSubscriptionProduct(
  ctx: Ctx,
  requestedTenantId: number | undefined,
  body: CreateSubscriptionProductInput,
): Promise<AdminProduct> {
  const tenantId = await requireTenantAdmin(ctx, requestedTenantId, { write: true });
  const input = parseOrThrow(createSubscriptionProductInputSchema, body);
  const category = await findCategoryName(ctx.db, tenantId, input.category);
  if (!category) {
    throw new BadRequestError(
      `There is no category "${input.category}". Create it in Category Management first.`,
    );
  }
  // The image was uploaded through /api/upload/image for this store (or is one of its products').
  const ownImage =
    (await isTenantUpload(ctx, tenantId, input.image)) ||
    (await isProductImage(ctx.db, tenantId, input.image));
  if (!ownImage) throw new BadRequestError(imageMessages.invalid);

  const row = await ctx.db.transaction(async (tx) => {
    await lockStoreProducts(tx, tenantId);
    await checkPlanRoom({ ...ctx, db: tx }, tenantId);
    return insertProduct(tx, tenantId, {
      name: input.name,
      description: input.description,
      priceMinor: input.price,
      image: input.image,
      category,
      inStock: SUBSCRIPTION_PRODUCT_STOCK,
      sizes: [],
      isDraft: false,
      isSubscription: true,
      hasSubscription: true,
      subscriptionPriceMinor: input.price,
      subscriptionInterval: input.subscriptionInterval,
      subscriptionTrialDays: input.subscriptionTrialDays,
    });
  });
  return toAdminProduct(row);
}

/** PATCH /api/products/{id}/convert-to-subscription: only a product not yet sold as a subscription. */
export async function convertToSubscription(
  ctx: Ctx,
  requestedTenantId: number | undefined,
  productId: number,
  body: ConvertToSubscriptionInput,
): Promise<AdminProduct> {
  const tenantId = await requireTenantAdmin(ctx, requestedTenantId, { write: true });
  const input = parseOrThrow(convertToSubscriptionInputSchema, body);
  const product = await findProduct(ctx.db, tenantId, productId);
  if (!product) throw new NotFoundError('Product not found');
  const row = await markProductSubscribable(ctx.db, tenantId, productId, input);
  if (!row) throw new ConflictError(`"${product.name}" is already sold as a subscription`);
  return toAdminProduct(row);
}
