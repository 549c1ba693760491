// Paid plan upgrades (ADR 0012): a plan that costs more than the store has paid for the current
// period takes effect only when its bill is paid. The upgrade raises (or changes) the bill; marking
// that bill paid while its period runs gives the store the bill's plan.
import { BILLING_DUE_DAYS } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import { calendarMonthOf, monthLabel } from '../../lib/calendar-month.ts';
import { getPlan } from '../plans/plans.service.ts';
import { setTenantSubscription } from '../tenants/tenant-plan.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { insertPeriodBill, type PeriodBillInput } from './billing.period.ts';
import {
  type BillRow,
  deleteOpenBill,
  insertBill,
  listBillsCovering,
  lockTenantBilling,
  updateOpenBill,
} from './billing.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const isOpen = (bill: BillRow) => bill.status === 'unpaid' || bill.status === 'overdue';

/** What the store has paid for the period containing `at`: the month's bill and any upgrade bill. */
export async function paidForPeriodMinor(ctx: Ctx, tenantId: number, at: Date): Promise<number> {
  const bills = await listBillsCovering(ctx.db, tenantId, at);
  return bills.filter((b) => b.status === 'paid').reduce((sum, b) => sum + b.amountMinor, 0);
}

/** Call first in the plan change's transaction: one change of a store's plan at a time. */
export function lockStoreBilling(ctx: Ctx, tenantId: number): Promise<void> {
  return lockTenantBilling(ctx.db, tenantId);
}

/**
 * The bill for an upgrade to `plan` that waits to be paid. A month without a bill gets one; an open
 * bill of the month is changed to the plan; a month already paid on a cheaper plan gets an upgrade
 * bill for the difference, from now to the month's end (changed, not added, on a second upgrade).
 */
type UpgradeInput = Omit<PeriodBillInput, 'amountMinor' | 'plan'> & {
  plan: { id: number; name: string; priceMinor: number };
};

export async function billPlanUpgrade(ctx: Ctx, input: UpgradeInput): Promise<BillRow> {
  const { tenantId, plan, now } = input;
  const month = calendarMonthOf(now);
  const covering = await listBillsCovering(ctx.db, tenantId, now);
  const monthBill = covering.find((b) => b.billingPeriodStart?.getTime() === month.start.getTime());
  if (!monthBill) return insertPeriodBill(ctx, { ...input, amountMinor: plan.priceMinor });
  const description = `${plan.name} plan, ${monthLabel(now)}`;
  if (isOpen(monthBill)) {
    const changed = await updateOpenBill(ctx.db, tenantId, monthBill.id, {
      subscriptionPlanId: plan.id,
      amountMinor: plan.priceMinor,
      description,
    });
    if (changed) return changed;
  }
  const paid = covering.filter((b) => b.status === 'paid').reduce((sum, b) => sum + b.amountMinor, 0);
  const difference = {
    subscriptionPlanId: plan.id,
    amountMinor: plan.priceMinor - paid,
    description: `Upgrade to the ${description}`,
  };
  const openUpgrade = covering.find((b) => b !== monthBill && isOpen(b));
  if (openUpgrade) {
    const changed = await updateOpenBill(ctx.db, tenantId, openUpgrade.id, difference);
    if (changed) return changed;
  }
  return insertBill(ctx.db, {
    tenantId,
    status: 'unpaid',
    currency: 'GBP',
    ...difference,
    billingPeriodStart: now,
    billingPeriodEnd: month.end,
    dueDate: new Date(now.getTime() + BILLING_DUE_DAYS * DAY_MS),
  });
}

/** The open bill of the current period naming another plan than the store's: an unpaid upgrade. */
export async function findPendingUpgrade(
  ctx: Ctx,
  tenantId: number,
  currentPlanId: number | undefined,
  now: Date,
): Promise<BillRow | undefined> {
  const covering = await listBillsCovering(ctx.db, tenantId, now);
  return covering.find((b) => isOpen(b) && b.subscriptionPlanId !== currentPlanId);
}

/**
 * The owner chose their current plan again while an upgrade waited to be paid: the upgrade bill
 * goes, or the month's bill is put back to the current plan and price.
 */
export async function withdrawPendingUpgrade(
  ctx: Ctx,
  pending: BillRow,
  current: { id: number; name: string; priceMinor: number },
  now: Date,
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
  await setTenantSubscription(ctx, bill.tenantId, {
    subscriptionPlan: plan.slug,
    subscriptionStatus: 'active',
    subscriptionEndsAt: null,
  });
  ctx.log.info({ tenantId: bill.tenantId, plan: plan.slug, billId: bill.id }, 'Paid plan took effect');
  return true;
}
