// The bill of one store for one calendar month (UTC). Periods are calendar months so that the
// operator's 'Generate Monthly Billing' and a plan change land on the same row: one bill per
// store and month (unique index), never two.
import { BILLING_DUE_DAYS } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { calendarMonthOf, monthLabel } from '../../lib/calendar-month.ts';
import { ConflictError } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { type BillRow, findBillForPeriod, insertBill, updateOpenBill } from './billing.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type PeriodBillInput = {
  tenantId: number;
  tenantName: string;
  plan: { id: number; name: string };
  amountMinor: number;
  now: Date;
  /** The bill's text; '{plan} plan, {month}' unless given. */
  description?: string;
};

/** A trial still running (ADR 0036): nothing is billed until `trialEndsAt`. */
export function isInTrial(
  tenant: { subscriptionStatus: string; trialEndsAt: Date | null },
  now: Date,
): boolean {
  return tenant.subscriptionStatus === 'trial' && tenant.trialEndsAt !== null && tenant.trialEndsAt > now;
}

export const inTrial = (tenantName: string, trialEndsAt: Date) =>
  new ConflictError(
    `${tenantName} is in its trial until ${trialEndsAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}: its first bill comes when the trial ends`,
  );

export const alreadyBilled = (tenantName: string, at: Date) =>
  new ConflictError(`${tenantName} already has a bill for ${monthLabel(at)}`);

/** A new unpaid bill for the month of `now`, due in 14 days; 409 when the month is billed. */
export async function insertPeriodBill(ctx: Ctx, input: PeriodBillInput): Promise<BillRow> {
  const period = calendarMonthOf(input.now);
  if (await findBillForPeriod(ctx.db, input.tenantId, period.start)) {
    throw alreadyBilled(input.tenantName, input.now);
  }
  try {
    return await insertBill(ctx.db, {
      tenantId: input.tenantId,
      subscriptionPlanId: input.plan.id,
      status: 'unpaid',
      amountMinor: input.amountMinor,
      currency: 'GBP',
      description: input.description ?? `${input.plan.name} plan, ${monthLabel(input.now)}`,
      billingPeriodStart: period.start,
      billingPeriodEnd: period.end,
      dueDate: new Date(input.now.getTime() + BILLING_DUE_DAYS * DAY_MS),
    });
  } catch (error) {
    if (isUniqueViolation(error, 'billing_tenant_period_idx'))
      throw alreadyBilled(input.tenantName, input.now);
    throw error;
  }
}

/**
 * A plan change bills the month at the new plan's price: a month not billed yet gets its bill;
 * an open (unpaid or overdue) bill is changed to the new plan; a month already paid is left as
 * it is (no part-month charges), and the new price applies from the next bill.
 */
export async function billPlanChange(ctx: Ctx, input: PeriodBillInput): Promise<BillRow | null> {
  const period = calendarMonthOf(input.now);
  const existing = await findBillForPeriod(ctx.db, input.tenantId, period.start);
  if (!existing) return input.amountMinor > 0 ? insertPeriodBill(ctx, input) : null;
  if (existing.status === 'paid') return null;
  const free = input.amountMinor === 0;
  const updated = await updateOpenBill(ctx.db, input.tenantId, existing.id, {
    subscriptionPlanId: input.plan.id,
    amountMinor: input.amountMinor,
    description: `${input.plan.name} plan, ${monthLabel(input.now)}`,
    // Nothing is owed on a free plan, so its bill closes at once.
    ...(free ? { status: 'paid', paidAt: input.now, notes: 'Nothing to pay on a free plan' } : {}),
  });
  return updated ?? null;
}
