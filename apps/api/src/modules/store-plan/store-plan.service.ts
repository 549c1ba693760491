// The store owner's own plan (spec admin §2 Subscription Management, §4 trial and cancel;
// issue 7 §7). Upgrade or switch: a plan the store has paid for applies at once and the month is
// billed; a dearer one takes effect when its bill is paid (ADR 0012). Cancel: only an active paid
// plan, effective at the end of the paid period, when a job ends it.
import type { SubscriptionSummary } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { calendarMonthOf } from '../../lib/calendar-month.ts';
import { BadRequestError, ConflictError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.ts';
import {
  billPlanChange,
  billPlanUpgrade,
  findPaidPeriodEnd,
  findPendingUpgrade,
  lockStoreBilling,
  paidForPeriodMinor,
  withdrawPendingUpgrade,
} from '../billing/billing.service.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { findPlanForReference, getPlan } from '../plans/plans.service.ts';
import { setTenantSubscription } from '../tenants/tenant-plan.service.ts';
import { getTenant, type TenantRow } from '../tenants/tenants.service.ts';

export const END_SUBSCRIPTIONS_JOB = 'store-plan.end-due';

function toSummary(
  row: TenantRow,
  billingId: number | null,
  pendingPlan: string | null = null,
): SubscriptionSummary {
  return {
    tenantId: row.id,
    subscriptionPlan: row.subscriptionPlan,
    subscriptionStatus: row.subscriptionStatus,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    subscriptionEndsAt: row.subscriptionEndsAt?.toISOString() ?? null,
    billingId,
    pendingPlan,
  };
}

/**
 * Upgrade or switch (ADR 0012). A plan that costs no more than what the store has (an active plan
 * at least as dear, or a period already paid at its price) applies at once and the month is billed
 * as before; a dearer one waits for its bill: the bill is raised now and the plan changes when the
 * operator marks it paid. Choosing the current plan again withdraws an upgrade still unpaid.
 */
export async function upgradeSubscription(
  ctx: Ctx,
  input: { planId: number; tenantId?: number },
  now = new Date(),
): Promise<SubscriptionSummary> {
  const tenantId = await requireTenantAdmin(ctx, input.tenantId, { write: true });
  const plan = await getPlan(ctx, input.planId);
  if (!plan.isActive) throw new BadRequestError(`The ${plan.name} plan is no longer offered`);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    await lockStoreBilling(tx, tenantId);
    const tenant = await getTenant(tx, tenantId);
    const current = await findPlanForReference(tx, tenant.subscriptionPlan);
    const isActive = tenant.subscriptionStatus === 'active';
    const isCurrent = current?.id === plan.id && isActive;
    if (isCurrent && !tenant.subscriptionEndsAt) {
      const pending = await findPendingUpgrade(tx, tenantId, current.id, now);
      if (!pending) throw new ConflictError(`Your store is already on the ${plan.name} plan`);
      await withdrawPendingUpgrade(tx, pending, current, now);
      ctx.log.info({ tenantId, plan: plan.slug }, 'Unpaid upgrade withdrawn');
      return toSummary(tenant, null);
    }
    const paid = await paidForPeriodMinor(tx, tenantId, now);
    const costsNoMore =
      plan.priceMinor === 0 ||
      (isActive && current !== undefined && plan.priceMinor <= current.priceMinor) ||
      plan.priceMinor <= paid;
    if (!costsNoMore) {
      const bill = await billPlanUpgrade(tx, { tenantId, tenantName: tenant.name, plan, now });
      ctx.log.info({ tenantId, plan: plan.slug, billId: bill.id }, 'Upgrade waits for its bill');
      return toSummary(tenant, bill.id, plan.slug);
    }
    const row = await setTenantSubscription(tx, tenantId, {
      subscriptionPlan: plan.slug,
      subscriptionStatus: 'active',
      subscriptionEndsAt: null,
    });
    // Taking back a cancellation of the same plan changes nothing that is billed.
    const bill = isCurrent
      ? null
      : await billPlanChange(tx, {
          tenantId,
          tenantName: tenant.name,
          plan,
          amountMinor: plan.priceMinor,
          now,
        });
    ctx.log.info({ tenantId, plan: plan.slug }, 'Subscription changed');
    return toSummary(row, bill?.id ?? null);
  });
}

export async function cancelSubscription(
  ctx: Ctx,
  input: { tenantId?: number },
  now = new Date(),
): Promise<SubscriptionSummary> {
  const tenantId = await requireTenantAdmin(ctx, input.tenantId, { write: true });
  const tenant = await getTenant(ctx, tenantId);
  const plan = await findPlanForReference(ctx, tenant.subscriptionPlan);
  if (tenant.subscriptionStatus !== 'active' || !plan || plan.priceMinor === 0) {
    throw new ConflictError('Only an active paid plan can be cancelled');
  }
  if (tenant.subscriptionEndsAt) {
    throw new ConflictError(
      `Your subscription is already set to end on ${tenant.subscriptionEndsAt.toLocaleDateString('en-GB', { timeZone: 'UTC' })}`,
    );
  }
  // The end of the period already paid for, and never before the end of this month's period.
  const monthEnd = calendarMonthOf(now).end;
  const paidEnd = await findPaidPeriodEnd(ctx, tenantId, now);
  const endsAt = paidEnd && paidEnd > monthEnd ? paidEnd : monthEnd;

  const row = await ctx.db.transaction(async (db) => {
    const updated = await setTenantSubscription({ ...ctx, db }, tenantId, { subscriptionEndsAt: endsAt });
    await enqueueJob(db, {
      name: END_SUBSCRIPTIONS_JOB,
      key: `${END_SUBSCRIPTIONS_JOB}:${tenantId}`,
      runAt: endsAt,
    });
    return updated;
  });
  ctx.log.info({ tenantId, endsAt }, 'Subscription cancelled at period end');
  return toSummary(row, null);
}
