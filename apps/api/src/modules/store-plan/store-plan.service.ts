// The store owner's own plan (spec admin §2 Subscription Management, §4 trial and
// cancel). What a choice does is decided by planChangeOf (ADR 0036): during a
// trial at once and unbilled; a dearer plan bills the prorated difference and starts when paid
// (ADR 0012); a cheaper one is scheduled for the period's end and applied by a job. Cancel: only an
// active paid plan, effective at the end of the paid period, when a job ends it.
import type { SubscriptionSummary } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { calendarMonthOf } from '../../lib/calendar-month.ts';
import { ConflictError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import {
  billPlanChange,
  billPlanUpgrade,
  chargeBill,
  findPaidPeriodEnd,
  findPendingUpgrade,
  lockStoreBilling,
  withdrawPendingUpgrade,
} from '../billing/billing.service.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { findPlanForReference } from '../plans/plans.service.ts';
import { setTenantSubscription } from '../tenants/tenant-plan.service.ts';
import { getTenant, type TenantRow } from '../tenants/tenants.service.ts';
import { offeredPlan, planChangeOf } from './store-plan.quote.ts';

export const END_SUBSCRIPTIONS_JOB = 'store-plan.end-due';
export const APPLY_SCHEDULED_JOB = 'store-plan.apply-scheduled';

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
    scheduledPlan: row.scheduledPlan,
    scheduledPlanAt: row.scheduledPlanAt?.toISOString() ?? null,
  };
}

const unscheduled = { scheduledPlan: null, scheduledPlanAt: null } as const;

/**
 * Upgrade, switch or downgrade (ADR 0036), as quoted by GET /api/subscription/change-quote: the
 * amount billed is recomputed here, never taken from the caller. Choosing the current plan again
 * takes back what waits: a cancellation, a scheduled downgrade or an unpaid upgrade.
 */
export async function upgradeSubscription(
  ctx: Ctx,
  { now = new Date(), ...input }: { planId: number; tenantId?: number; now?: Date },
): Promise<SubscriptionSummary> {
  const summary = await changeSubscription(ctx, { now, ...input });
  if (!summary.pendingPlan || summary.billingId === null) return summary;
  // A card on file pays the quoted amount at once (ADR 0084); the plan applies when it is paid.
  const outcome = await chargeBill(ctx, { billId: summary.billingId, now, force: true, dunning: false });
  if (outcome !== 'paid') return summary;
  return toSummary(await getTenant(ctx, summary.tenantId), summary.billingId);
}

async function changeSubscription(
  ctx: Ctx,
  { now, ...input }: { planId: number; tenantId?: number; now: Date },
): Promise<SubscriptionSummary> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId: input.tenantId, write: true });
  const plan = await offeredPlan(ctx, input.planId);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    await lockStoreBilling(tx);
    const tenant = await getTenant(tx, tenantId);
    const change = await planChangeOf(tx, tenant, plan, now);
    const current = change.current;
    const pending = await findPendingUpgrade(tx, { currentPlanId: current?.id, now });
    const withdrawPending = async () => {
      if (pending && current) await withdrawPendingUpgrade(tx, { pending, current, now });
    };
    switch (change.kind) {
      case 'current': {
        if (tenant.subscriptionEndsAt || tenant.scheduledPlan) {
          await withdrawPending();
          const row = await setTenantSubscription(tx, { subscriptionEndsAt: null, ...unscheduled });
          ctx.log.info({ tenantId, plan: plan.slug }, 'Scheduled change taken back');
          return toSummary(row, null);
        }
        if (!pending || !current) throw new ConflictError(`Your store is already on the ${plan.name} plan`);
        await withdrawPending();
        ctx.log.info({ tenantId, plan: plan.slug }, 'Unpaid upgrade withdrawn');
        return toSummary(tenant, null);
      }
      case 'trial': {
        // The trial goes on: the new plan applies now and nothing is billed before the trial ends.
        await withdrawPending();
        const row = await setTenantSubscription(tx, {
          subscriptionPlan: plan.slug,
          ...unscheduled,
        });
        ctx.log.info({ tenantId, plan: plan.slug }, 'Plan changed during the trial');
        return toSummary(row, null);
      }
      case 'downgrade': {
        await withdrawPending();
        const at = change.effectiveAt!;
        const row = await setTenantSubscription(tx, {
          subscriptionEndsAt: null,
          scheduledPlan: plan.slug,
          scheduledPlanAt: at,
        });
        await enqueueJob(
          { db },
          {
            name: APPLY_SCHEDULED_JOB,
            key: `${APPLY_SCHEDULED_JOB}:${tenantId}`,
            runAt: at,
          },
        );
        ctx.log.info({ tenantId, plan: plan.slug, at }, 'Plan change scheduled for the period end');
        return toSummary(row, null);
      }
      case 'upgrade':
      case 'start': {
        const { dueMinor, daysRemaining } = change.proration;
        if (dueMinor > 0) {
          const bill = await billPlanUpgrade(tx, {
            tenantId,
            plan,
            amountMinor: dueMinor,
            days: daysRemaining,
            now,
          });
          const row = tenant.scheduledPlan ? await setTenantSubscription(tx, unscheduled) : tenant;
          ctx.log.info({ tenantId, plan: plan.slug, billId: bill.id }, 'Upgrade waits for its bill');
          return toSummary(row, bill.id, plan.slug);
        }
        const row = await setTenantSubscription(tx, {
          subscriptionPlan: plan.slug,
          subscriptionStatus: 'active',
          subscriptionEndsAt: null,
          ...unscheduled,
        });
        ctx.log.info({ tenantId, plan: plan.slug }, 'Subscription changed');
        return toSummary(row, null);
      }
      case 'switch': {
        await withdrawPending();
        const row = await setTenantSubscription(tx, {
          subscriptionPlan: plan.slug,
          subscriptionStatus: 'active',
          subscriptionEndsAt: null,
          ...unscheduled,
        });
        const bill = await billPlanChange(tx, {
          tenantId,
          tenantName: tenant.name,
          plan,
          amountMinor: plan.priceMinor,
          now,
        });
        ctx.log.info({ tenantId, plan: plan.slug }, 'Subscription changed');
        return toSummary(row, bill?.id ?? null);
      }
    }
  });
}

export async function cancelSubscription(
  ctx: Ctx,
  { now = new Date(), ...input }: { tenantId?: number; now?: Date },
): Promise<SubscriptionSummary> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId: input.tenantId, write: true });
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
  const paidEnd = await findPaidPeriodEnd(ctx, now);
  const endsAt = paidEnd && paidEnd > monthEnd ? paidEnd : monthEnd;

  const row = await ctx.db.transaction(async (db) => {
    // A scheduled downgrade gives way to the cancellation (both would fall at the period's end).
    const updated = await setTenantSubscription(
      { ...ctx, db },
      {
        subscriptionEndsAt: endsAt,
        ...unscheduled,
      },
    );
    await enqueueJob(
      { db },
      {
        name: END_SUBSCRIPTIONS_JOB,
        key: `${END_SUBSCRIPTIONS_JOB}:${tenantId}`,
        runAt: endsAt,
      },
    );
    return updated;
  });
  ctx.log.info({ tenantId, endsAt }, 'Subscription cancelled at period end');
  return toSummary(row, null);
}
