// Customer subscriptions: the store's list, the customer's own list, and the pause / resume /
// cancel rules (ADR 0008), the same for a store admin and for the customer who subscribed.
import type { ProductSubscription, RenewNowResponse, SubscriptionAction } from '@storefleet/contracts';
import { actAsTenant, type Ctx, platformDb } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin, requireUser } from '../auth/authorize.service.ts';
import {
  findSubscription,
  findSubscriptionTenantForUser,
  listTenantSubscriptions,
  listUserSubscriptions,
  type SubscriptionWithProduct,
  updateSubscription,
} from './product-subscriptions.queries.ts';
import { renewSubscription } from './renew-subscription.service.ts';
import { toProductSubscription } from './subscription-view.ts';

export async function listStoreSubscriptions(
  ctx: Ctx,
  {
    requestedTenantId,
    limit,
    offset,
  }: { requestedTenantId: number | undefined; limit: number; offset: number },
): Promise<{ items: ProductSubscription[]; total: number }> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId });
  const { items, total } = await listTenantSubscriptions(ctx.db, tenantId, { limit, offset });
  return { items: items.map(toProductSubscription), total };
}

export async function listMySubscriptions(
  ctx: Ctx,
  requestedTenantId?: number,
): Promise<ProductSubscription[]> {
  const actor = requireUser(ctx);
  // A customer's own rows: in the store the request names, made the acting one, or in every store
  // they bought from (the platform path, always filtered to their user id).
  if (requestedTenantId !== undefined) actAsTenant(ctx, requestedTenantId);
  const db = requestedTenantId === undefined ? platformDb(ctx) : ctx.db;
  return (await listUserSubscriptions(db, actor.userId, requestedTenantId)).map(toProductSubscription);
}

/** The rules: only active pauses; paused or past due resumes; anything not cancelled cancels. */
async function applyAction(ctx: Ctx, sub: SubscriptionWithProduct, action: SubscriptionAction, now: Date) {
  const { tenantId, id } = sub;
  if (action === 'pause') {
    if (!(await updateSubscription(ctx.db, tenantId, id, ['active'], { status: 'paused' }))) {
      throw new ConflictError('Only an active subscription can be paused');
    }
  } else if (action === 'resume') {
    // Billing restarts today when the paid period ran out while paused (or past due): no back-charges.
    const overdue = !sub.nextBillingDate || sub.nextBillingDate <= now;
    const values = overdue
      ? { status: 'active', nextBillingDate: now, billingAnchorDay: now.getUTCDate(), failedAttempts: 0 }
      : { status: 'active', failedAttempts: 0 };
    if (!(await updateSubscription(ctx.db, tenantId, id, ['paused', 'past_due'], values))) {
      throw new ConflictError('Only a paused or past due subscription can be resumed');
    }
  } else if (
    !(await updateSubscription(ctx.db, tenantId, id, ['active', 'paused', 'past_due'], {
      status: 'cancelled',
      canceledAt: now,
    }))
  ) {
    throw new ConflictError('This subscription is already cancelled');
  }
  const after = await findSubscription(ctx.db, tenantId, id);
  return toProductSubscription(after ?? sub);
}

export async function changeStoreSubscription(
  ctx: Ctx,
  {
    requestedTenantId,
    subscriptionId: id,
    action,
  }: { requestedTenantId: number | undefined; subscriptionId: number; action: SubscriptionAction },
): Promise<ProductSubscription> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const sub = await findSubscription(ctx.db, tenantId, id);
  if (!sub) throw new NotFoundError('Subscription not found');
  return applyAction(ctx, sub, action, new Date());
}

export async function changeMySubscription(
  ctx: Ctx,
  { subscriptionId: id, action }: { subscriptionId: number; action: SubscriptionAction },
): Promise<ProductSubscription> {
  const actor = requireUser(ctx);
  // The id names the store: found among the customer's own rows, then acted on as that store.
  const tenantId = await findSubscriptionTenantForUser(platformDb(ctx), actor.userId, id);
  if (tenantId !== undefined) actAsTenant(ctx, tenantId);
  const sub = tenantId === undefined ? undefined : await findSubscription(ctx.db, tenantId, id);
  if (!sub) throw new NotFoundError('Subscription not found');
  return applyAction(ctx, sub, action, new Date());
}

/** "Renew now": the store charges the next period today instead of on its billing date. */
export async function renewStoreSubscriptionNow(
  ctx: Ctx,
  {
    requestedTenantId,
    subscriptionId: id,
  }: { requestedTenantId: number | undefined; subscriptionId: number },
): Promise<RenewNowResponse> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const sub = await findSubscription(ctx.db, tenantId, id);
  if (!sub) throw new NotFoundError('Subscription not found');
  if (sub.status !== 'active') throw new ConflictError('Only an active subscription can be renewed');
  return renewSubscription(ctx, { subscriptionId: id, early: true });
}
