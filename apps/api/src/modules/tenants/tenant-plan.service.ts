// Writes to a store's plan fields for the subscription lifecycle: upgrade or switch,
// a cancellation taking effect at the period end, and the job that ends it then.
import { actingTenant, type Ctx } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { applyScheduledPlansDue, endSubscriptionsDue, updateTenantRow } from './tenants.admin.queries.ts';
import type { TenantRow } from './tenants.queries.ts';

export type TenantSubscriptionFields = {
  subscriptionPlan?: string;
  subscriptionStatus?: 'trial' | 'active' | 'canceled';
  subscriptionEndsAt?: Date | null;
  scheduledPlan?: string | null;
  scheduledPlanAt?: Date | null;
};

/** The caller has already checked who may change this store (requireTenantAdmin with write). */
export async function setTenantSubscription(ctx: Ctx, fields: TenantSubscriptionFields): Promise<TenantRow> {
  const row = await updateTenantRow(ctx.db, actingTenant(ctx), fields);
  if (!row) throw new NotFoundError('Tenant not found');
  return row;
}

/** Ends every cancelled subscription whose end date has come; resolves to the stores ended. */
export function endDueSubscriptions(ctx: Pick<Ctx, 'db'>, now = new Date()): Promise<number[]> {
  return endSubscriptionsDue(ctx.db, now);
}

/** Applies every scheduled plan change (a downgrade) whose date has come; resolves to the stores changed. */
export function applyDueScheduledPlans(ctx: Pick<Ctx, 'db'>, now = new Date()): Promise<number[]> {
  return applyScheduledPlansDue(ctx.db, now);
}

/**
 * Dunning's hold on the acting store (ADR 0084): 'read_only' (its admins cannot write, the store
 * front sells), 'suspended' (with `status` suspended: the closed-store page), or null when paid.
 */
export async function setTenantBillingHold(
  ctx: Ctx,
  fields: { billingHold: 'read_only' | 'suspended' | null; status?: 'active' | 'suspended' },
): Promise<TenantRow> {
  const row = await updateTenantRow(ctx.db, actingTenant(ctx), fields);
  if (!row) throw new NotFoundError('Tenant not found');
  return row;
}
