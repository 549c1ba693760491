// Paid plan upgrades (ADR 0012): a plan that costs more than the store has paid for the current
// period takes effect only when its bill is paid. The upgrade raises (or changes) the bill; marking
// that bill paid while its period runs gives the store the bill's plan. The amount is prorated to
// the day (ADR 0036).
import { BILLING_DUE_DAYS } from '@storefleet/contracts';
import { actingTenant, type Ctx } from '../../context.ts';
import { calendarMonthOf, monthLabel } from '../../lib/calendar-month.ts';
import { getPlan } from '../plans/plans.service.ts';
import { setTenantSubscription } from '../tenants/tenant-plan.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import {
  type BillRow,
  deleteOpenBill,
  insertBill,
  listBillsCovering,
  lockTenantBilling,
  updateOpenBill,
} from './billing.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const isOpen = (bill: BillRow) => ['unpaid', 'overdue', 'past_due'].includes(bill.status);

/** What the store has paid for the period containing `at`: the month's bill and any upgrade bill. */
export async function paidForPeriodMinor(ctx: Ctx, at: Date): Promise<number> {
  const bills = await listBillsCovering(ctx.db, actingTenant(ctx), at);
  return bills.filter((b) => b.status === 'paid').reduce((sum, b) => sum + b.amountMinor, 0);
}

/** Call first in the plan change's transaction: one change of a store's plan at a time. */
export function lockStoreBilling(ctx: Ctx): Promise<void> {
  return lockTenantBilling(ctx.db, actingTenant(ctx));
}

/**
 * The bill for an upgrade to `plan` that waits to be paid (ADR 0036): `amountMinor` is the quote's
 * prorated amount due now, for the days from `now` to the month's end. An open change bill of the
 * month is changed (a second upgrade before paying), otherwise one is added; the month's own bill
 * is left as it is.
 */
type UpgradeInput = {
  tenantId: number;
  plan: { id: number; name: string };
  amountMinor: number;
  /** The days the amount covers (the quote's daysRemaining), for the bill's description. */
  days: number;
  now: Date;
};

export async function billPlanUpgrade(ctx: Ctx, input: UpgradeInput): Promise<BillRow> {
  const { tenantId, plan, now, amountMinor, days } = input;
  const month = calendarMonthOf(now);
  const covering = await listBillsCovering(ctx.db, tenantId, now);
  const isMonthBill = (b: BillRow) => b.billingPeriodStart?.getTime() === month.start.getTime();
  const change = {
    subscriptionPlanId: plan.id,
    amountMinor,
    description: `Upgrade to the ${plan.name} plan, ${days === 1 ? '1 day' : `${days} days`} of ${monthLabel(now)}`,
  };
  const openChange = covering.find((b) => !isMonthBill(b) && isOpen(b));
  if (openChange) {
    const changed = await updateOpenBill(ctx.db, tenantId, openChange.id, change);
    if (changed) return changed;
  }
  return insertBill(ctx.db, {
    tenantId,
    status: 'unpaid',
    currency: 'GBP',
    ...change,
    billingPeriodStart: now,
    billingPeriodEnd: month.end,
    dueDate: new Date(now.getTime() + BILLING_DUE_DAYS * DAY_MS),
  });
}

/** The open bill of the current period naming another plan than the store's: an unpaid upgrade. */
export async function findPendingUpgrade(
  ctx: Ctx,
  { currentPlanId, now }: { currentPlanId: number | undefined; now: Date },
): Promise<BillRow | undefined> {
  const covering = await listBillsCovering(ctx.db, actingTenant(ctx), now);
  return covering.find((b) => isOpen(b) && b.subscriptionPlanId !== currentPlanId);
}

/**
 * The owner chose their current plan again while an upgrade waited to be paid: the upgrade bill
 * goes, or the month's bill is put back to the current plan and price.
 */
export async function withdrawPendingUpgrade(
  ctx: Ctx,
  {
    pending,
    current,
    now,
  }: { pending: BillRow; current: { id: number; name: string; priceMinor: number }; now: Date },
): Promise<void> {
  if (pending.billingPeriodStart?.getTime() !== calendarMonthOf(now).start.getTime()) {
    await deleteOpenBill(ctx.db, pending.tenantId, pending.id);
    return;
  }
  await updateOpenBill(ctx.db, pending.tenantId, pending.id, {
    subscriptionPlanId: current.id,
    amountMinor: current.priceMinor,
    description: `${current.name} plan, ${monthLabel(now)}`,
  });
}

/**
 * A bill just marked paid whose period is running gives the store its plan, active, when the store
 * is not already on it (a trial, an ended plan, or an upgrade waiting for this payment). A
 * cancellation already scheduled on the same plan is left as it is.
 */
export async function applyPaidPlan(ctx: Ctx, bill: BillRow, now: Date): Promise<boolean> {
  if (!bill.subscriptionPlanId) return false;
  const { billingPeriodStart: start, billingPeriodEnd: end } = bill;
  if (!start || !end || start > now || end <= now) return false;
  const [tenant, plan] = await Promise.all([
    getTenant(ctx, bill.tenantId),
    getPlan(ctx, bill.subscriptionPlanId),
  ]);
  if (tenant.subscriptionPlan === plan.slug && tenant.subscriptionStatus === 'active') return false;
  await setTenantSubscription(
    { ...ctx, tenantId: bill.tenantId },
    {
      subscriptionPlan: plan.slug,
      subscriptionStatus: 'active',
      subscriptionEndsAt: null,
      scheduledPlan: null,
      scheduledPlanAt: null,
    },
  );
  ctx.log.info({ tenantId: bill.tenantId, plan: plan.slug, billId: bill.id }, 'Paid plan took effect');
  return true;
}
