// What Generate Monthly Billing proposes for a store (ADR 0097): the month split by the plans in
// force in it, each plan billing its share of the days with the proration's rounding, so a plan
// changed on the 28th bills 27 days of the old one and the rest of the new, never a full month.
// Days of a trial that ended in the month bill nothing, and bills already raised for part of the
// month (an upgrade charged at once, the rest of the month after the trial) are taken off.
import { formatMinor, formatMoney, type MonthlyBillProposal } from '@storefleet/contracts';
import { actAsTenant, type Ctx } from '../../context.ts';
import { calendarMonthOf, type MonthRange } from '../../lib/calendar-month.ts';
import { requireSuperAdmin } from '../auth/authorize.service.ts';
import { findPlanForReference } from '../plans/plans.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { inTrial, isInTrial } from './billing.period.ts';
import { findBillForPeriod, listPartBillsOf } from './billing.queries.ts';
import { listPlanChangesBetween } from './plan-changes.queries.ts';
import { type PeriodPart, type PlanInForce, splitPeriodByPlans } from './proration.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type PartPlan = { id: number | null; name: string; priceMinor: number };

/** The days of a trial that ended inside the month: a part that bills nothing. */
const TRIAL: PartPlan = { id: null, name: 'Trial', priceMinor: 0 };

export type MonthlyProposal = {
  proposal: MonthlyBillProposal;
  amountMinor: number;
  /** The plan the bill names: the one in force at the period's end. */
  planId: number | null;
  period: MonthRange;
};

/** '1–27 Nov', or '30 Nov' for a single day. */
function daysLabel(part: PeriodPart<PartPlan>): string {
  const last = new Date(part.end.getTime() - DAY_MS);
  const month = last.toLocaleDateString('en-GB', { month: 'short', timeZone: 'UTC' });
  const first = part.start.getUTCDate();
  return first === last.getUTCDate() ? `${first} ${month}` : `${first}–${last.getUTCDate()} ${month}`;
}

/** 'Starter 1–27 Nov £26.99, Growth 28–30 Nov £8.00'. */
export function partsSummary(parts: PeriodPart<PartPlan>[]): string {
  return parts
    .map((p) => `${p.plan.name} ${daysLabel(p)} ${formatMoney(formatMinor(p.amountMinor))}`)
    .join(', ');
}

/** The plans in force in `period` for a store now on `currentSlug`, in the order they took effect. */
async function plansInForce(ctx: Ctx, tenantId: number, currentSlug: string, period: MonthRange) {
  const changes = await listPlanChangesBetween(ctx.db, tenantId, period.start, period.end);
  const steps = [
    { slug: changes[0]?.fromPlan ?? currentSlug, from: period.start },
    ...changes.map((c) => ({ slug: c.toPlan, from: c.changedAt })),
  ];
  const bySlug = new Map<string, PartPlan>();
  for (const { slug } of steps) {
    if (bySlug.has(slug)) continue;
    const plan = await findPlanForReference(ctx, slug);
    bySlug.set(
      slug,
      plan
        ? { id: plan.id, name: plan.name, priceMinor: plan.priceMinor }
        : { id: null, name: slug, priceMinor: 0 },
    );
  }
  return steps.map(({ slug, from }) => ({ plan: bySlug.get(slug)!, from }));
}

/**
 * `plans` with the days before `trialEnd` on the free trial, when the trial ended inside the
 * period: the plan in force at its end starts then.
 */
function afterTrial(
  plans: PlanInForce<PartPlan>[],
  trialEnd: Date | null,
  period: MonthRange,
): PlanInForce<PartPlan>[] {
  if (!trialEnd || trialEnd <= period.start || trialEnd >= period.end) return plans;
  const atEnd = plans.filter((p) => p.from <= trialEnd).at(-1) ?? plans[0]!;
  return [
    { plan: TRIAL, from: period.start },
    { plan: atEnd.plan, from: trialEnd },
    ...plans.filter((p) => p.from > trialEnd),
  ];
}

/** GET /api/billing/generate-monthly/proposal?tenantId=: the month's bill, part by part. */
export async function proposeMonthlyBill(
  ctx: Ctx,
  { tenantId, now = new Date() }: { tenantId: number; now?: Date },
): Promise<MonthlyProposal> {
  requireSuperAdmin(ctx);
  const tenant = await getTenant(ctx, tenantId);
  if (isInTrial(tenant, now)) throw inTrial(tenant.name, tenant.trialEndsAt!);
  // The operator names the store: the request acts for it from here.
  actAsTenant(ctx, tenant.id);
  const period = calendarMonthOf(now);
  const parts = splitPeriodByPlans(
    period,
    afterTrial(
      await plansInForce(ctx, tenant.id, tenant.subscriptionPlan, period),
      tenant.trialEndsAt,
      period,
    ),
  );
  const partBills = await listPartBillsOf(ctx.db, tenant.id, period);
  const billedMinor = partBills.reduce((sum, b) => sum + b.amountMinor, 0);
  const amountMinor = Math.max(0, parts.reduce((sum, p) => sum + p.amountMinor, 0) - billedMinor);
  const last = parts.at(-1)!.plan;
  const billed = await findBillForPeriod(ctx.db, tenant.id, period.start);
  return {
    amountMinor,
    planId: last.id,
    period,
    proposal: {
      tenantId: tenant.id,
      tenantName: tenant.name,
      periodStart: period.start.toISOString(),
      periodEnd: period.end.toISOString(),
      daysInPeriod: Math.round((period.end.getTime() - period.start.getTime()) / DAY_MS),
      planId: last.id,
      amount: formatMinor(amountMinor),
      currency: 'GBP',
      parts: parts.map((p) => ({
        planId: p.plan.id,
        planName: p.plan.name,
        start: p.start.toISOString(),
        end: p.end.toISOString(),
        days: p.days,
        amount: formatMinor(p.amountMinor),
      })),
      summary:
        partsSummary(parts) +
        (billedMinor > 0 ? `, less ${formatMoney(formatMinor(billedMinor))} billed before` : ''),
      billedAlready: partBills.map((b) => ({
        billId: b.id,
        description: b.description ?? `Bill #${b.id}`,
        amount: formatMinor(b.amountMinor),
      })),
      alreadyBilled: Boolean(billed),
    },
  };
}
