// Product reads and the small product actions of the admin screens: delete, live/draft, reorder,
// and what the Product Subscriptions screen (product-subscriptions module) reads and changes.
import type { AdminProduct, AdminProductListQuery } from '@storefleet/contracts';
import { actingTenant, type Ctx, readDb } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { queueWebhookEvents } from '../webhooks/webhook-events.service.ts';
import { deleteReleasedImages, droppedImageUrls, releaseProductImages } from './product-images.ts';
import { toAdminProduct } from './product-view.ts';
import { countProductsWithoutWeight as countProductWeightGaps } from './product-weights.queries.ts';
import {
  countSubscriptionProductRows,
  deleteProductRow,
  findProductRow,
  listProductOrder,
  listProductRows,
  listSubscriptionProductRows,
  lockTenantProducts,
  markProductSubscribable,
  updateProductRow,
  writeProductOrder,
} from './products.queries.ts';

export type ProductPage = { items: AdminProduct[]; total: number };

export async function listAdminProducts(ctx: Ctx, query: AdminProductListQuery): Promise<ProductPage> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId: query.tenantId });
  // A read-heavy list: from the replica when it already holds this admin's own saves (ADR 0018).
  const { rows, total } = await listProductRows(readDb(ctx), tenantId, query);
  return { items: rows.map(toAdminProduct), total };
}

/** GET /api/products/{tenantId} (DESIGN §9): a member's or super admin's view, drafts included. */
export async function listStoreProducts(
  ctx: Ctx,
  { requestedTenantId, ...page }: { requestedTenantId: number; limit: number; offset: number },
): Promise<ProductPage> {
  return listAdminProducts(ctx, {
    tenantId: requestedTenantId,
    status: 'all',
    stock: 'all',
    weight: 'all',
    ...page,
  });
}

/**
 * How many of a product's customer subscriptions have not ended: product-subscriptions' count,
 * handed to the catalogue plugin by app.ts (that module builds on the catalogue, not the reverse).
 */
export type LiveSubscriptionCount = (ctx: Pick<Ctx, 'db' | 'tenantId'>, productId: number) => Promise<number>;

export async function deleteProduct(
  ctx: Ctx,
  {
    requestedTenantId,
    id,
    liveSubscriptions,
  }: { requestedTenantId: number | undefined; id: number; liveSubscriptions: LiveSubscriptionCount },
) {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const subscriptions = await liveSubscriptions(ctx, id);
  if (subscriptions > 0) {
    throw new ConflictError(
      `This product has ${subscriptions} customer subscription(s). Cancel them first, or set the product to draft.`,
    );
  }
  const existing = await findProductRow(ctx.db, tenantId, id);
  if (!existing) throw new NotFoundError('Product not found');
  // Its images no other product shows are released with it (ADR 0034), their files after the commit.
  const released = await ctx.db.transaction(async (tx) => {
    if (!(await deleteProductRow(tx, tenantId, id))) throw new NotFoundError('Product not found');
    await queueWebhookEvents(
      { db: tx, tenantId },
      { events: [{ type: 'product.deleted', data: { id, name: existing.name, handle: existing.handle } }] },
    );
    return releaseProductImages({ ...ctx, db: tx }, tenantId, droppedImageUrls(existing, []));
  });
  await deleteReleasedImages(ctx, released);
}

export async function setProductDraft(
  ctx: Ctx,
  { requestedTenantId, id, isDraft }: { requestedTenantId: number | undefined; id: number; isDraft: boolean },
): Promise<AdminProduct> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await updateProductRow(tx, tenantId, id, { isDraft });
    if (!updated) throw new NotFoundError('Product not found');
    await queueWebhookEvents(
      { db: tx, tenantId },
      { events: [{ type: 'product.updated', data: toAdminProduct(updated) }] },
    );
    return updated;
  });
  return toAdminProduct(row);
}

/**
 * PUT /api/admin/products/reorder. The listed products take the places they held between them,
 * in the new order; the others keep theirs. So a screen showing a filtered list (only drafts, one
 * category) reorders what it shows without scrambling what it hides; a full list simply sets the order.
 */
export async function reorderProducts(
  ctx: Ctx,
  { requestedTenantId, productIds }: { requestedTenantId: number | undefined; productIds: number[] },
): Promise<void> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  await ctx.db.transaction(async (tx) => {
    await lockTenantProducts(tx, tenantId);
    const current = await listProductOrder(tx, tenantId);
    const known = new Set(current);
    if (productIds.some((id) => !known.has(id))) {
      throw new NotFoundError('One or more of those products do not exist in this store');
    }
    const listed = new Set(productIds);
    const queue = [...productIds];
    const next = current.map((id) => (listed.has(id) ? (queue.shift() as number) : id));
    await writeProductOrder(tx, tenantId, next);
  });
}

/** For a caller that has already checked the actor may act on the acting store. */
export async function findProduct(ctx: Ctx, id: number): Promise<AdminProduct | undefined> {
  const row = await findProductRow(ctx.db, actingTenant(ctx), id);
  return row && toAdminProduct(row);
}

/** Products sold only as a subscription or also as one (the Product Subscriptions screen). */
export async function listProductsSoldAsSubscription(ctx: Ctx): Promise<AdminProduct[]> {
  return (await listSubscriptionProductRows(ctx.db, actingTenant(ctx))).map(toAdminProduct);
}

export function countProductsSoldAsSubscription(ctx: Ctx): Promise<number> {
  return countSubscriptionProductRows(ctx.db, actingTenant(ctx));
}

/** Lets an ordinary product also be bought as a subscription; undefined when it already is one. */
export async function makeProductSubscribable(
  ctx: Ctx,
  { id, ...terms }: { id: number; subscriptionInterval: string; subscriptionTrialDays: number },
): Promise<AdminProduct | undefined> {
  const row = await markProductSubscribable(ctx.db, actingTenant(ctx), id, terms);
  return row && toAdminProduct(row);
}

/** How many of the acting store's products have no weight for a weight rate (docs/decisions/0102). */
export function countProductsWithoutWeight(ctx: Ctx): Promise<number> {
  return countProductWeightGaps(ctx.db, actingTenant(ctx));
}
