// What choosing a plan does (ADR 0036), decided in one place for the quote the owner sees
// (GET /api/subscription/change-quote) and for the change itself (POST /api/subscription/upgrade),
// so the amount billed is always the amount quoted, recomputed on the server.
import { formatMinor, type PlanChangeKind, type PlanChangeQuote } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { calendarMonthOf, type MonthRange } from '../../lib/calendar-month.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { findPaidPeriodEnd, isInTrial } from '../billing/billing.service.ts';
import { type Proration, prorate } from '../billing/proration.service.ts';
import { findPlanForReference, getPlan } from '../plans/plans.service.ts';
import { getTenant, type TenantRow } from '../tenants/tenants.service.ts';

type PlanRow = Awaited<ReturnType<typeof getPlan>>;

export type PlanChange = {
  kind: PlanChangeKind;
  plan: PlanRow;
  current: PlanRow | undefined;
  period: MonthRange;
  proration: Proration;
  appliesAt: 'now' | 'paid' | 'periodEnd';
  effectiveAt: Date | null;
  trialEndsAt: Date | null;
};

/** A plan the owner may choose: it exists and is still offered. */
export async function offeredPlan(ctx: Ctx, planId: number): Promise<PlanRow> {
  const plan = await getPlan(ctx, planId);
  if (!plan.isActive) throw new BadRequestError(`The ${plan.name} plan is no longer offered`);
  return plan;
}

/**
 * The change from the store's plan to `plan` at `now`:
 * - a trial still running: the plan applies at once, nothing is billed (the first bill comes when
 *   the trial ends);
 * - an active plan, a dearer one: the prorated difference is billed now, the plan applies when
 *   that bill is paid (ADR 0012);
 * - an active plan, a cheaper one: scheduled for the end of the paid period;
 * - an active plan, the same price: at once;
 * - no running plan (trial over, plan ended): a free plan at once, a paid one prorated from today.
 */
export async function planChangeOf(
  ctx: Ctx,
  tenant: TenantRow,
  plan: PlanRow,
  now: Date,
): Promise<PlanChange> {
  const current = await findPlanForReference(ctx, tenant.subscriptionPlan);
  const period = calendarMonthOf(now);
  const base = { plan, current, period, effectiveAt: null, trialEndsAt: null };
  const none = prorate({ oldPriceMinor: 0, newPriceMinor: 0, period, at: now });
  const same = current?.id === plan.id;
  if (isInTrial(tenant, now)) {
    return {
      ...base,
      kind: same ? 'current' : 'trial',
      proration: none,
      appliesAt: 'now',
      trialEndsAt: tenant.trialEndsAt,
    };
  }
  if (tenant.subscriptionStatus === 'active' && current) {
    if (same) return { ...base, kind: 'current', proration: none, appliesAt: 'now' };
    const proration = prorate({
      oldPriceMinor: current.priceMinor,
      newPriceMinor: plan.priceMinor,
      period,
      at: now,
    });
    if (plan.priceMinor > current.priceMinor) {
      const appliesAt = proration.dueMinor > 0 ? 'paid' : 'now';
      return { ...base, kind: 'upgrade', proration, appliesAt };
    }
    if (plan.priceMinor < current.priceMinor) {
      // The end of the period already paid for, and never before the end of this month.
      const paidEnd = await findPaidPeriodEnd({ ...ctx, tenantId: tenant.id }, now);
      const effectiveAt = paidEnd && paidEnd > period.end ? paidEnd : period.end;
      return {
        ...base,
        kind: 'downgrade',
        proration: { ...proration, dueMinor: 0 },
        appliesAt: 'periodEnd',
        effectiveAt,
      };
    }
    return { ...base, kind: 'switch', proration: none, appliesAt: 'now' };
  }
  if (plan.priceMinor === 0) return { ...base, kind: 'switch', proration: none, appliesAt: 'now' };
  const proration = prorate({ oldPriceMinor: 0, newPriceMinor: plan.priceMinor, period, at: now });
  return { ...base, kind: 'start', proration, appliesAt: proration.dueMinor > 0 ? 'paid' : 'now' };
}

export function toQuote(change: PlanChange): PlanChangeQuote {
  const { plan, current, proration, period } = change;
  return {
    planId: plan.id,
    planName: plan.name,
    newPrice: formatMinor(plan.priceMinor),
    currentPlanName: current?.name ?? null,
    currentPrice: current ? formatMinor(current.priceMinor) : null,
    kind: change.kind,
    dueNow: formatMinor(proration.dueMinor),
    credit: formatMinor(proration.creditMinor),
    charge: formatMinor(proration.chargeMinor),
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
    daysInPeriod: proration.daysInPeriod,
    daysRemaining: proration.daysRemaining,
    appliesAt: change.appliesAt,
    effectiveAt: change.effectiveAt?.toISOString() ?? null,
    trialEndsAt: change.trialEndsAt?.toISOString() ?? null,
  };
}

/** GET /api/subscription/change-quote: the change quoted, nothing changed. */
export async function quotePlanChange(
  ctx: Ctx,
  input: { planId: number; tenantId?: number },
  now = new Date(),
): Promise<PlanChangeQuote> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId: input.tenantId });
  const plan = await offeredPlan(ctx, input.planId);
  const tenant = await getTenant(ctx, tenantId);
  return toQuote(await planChangeOf(ctx, tenant, plan, now));
}
