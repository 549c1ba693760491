// Platform billing (spec admin §2 Payment Management, §4 billing states, §5 generate and mark paid;
// DESIGN §4): the super admin sees and changes every store's bills; a store owner reads only
// their own store's bills, and cannot change them.
import {
  type BillingHistoryEntry,
  type BillingRecord,
  type BillingStats,
  type billingListQuerySchema,
  formatMinor,
  type generateBillingInputSchema,
  type markPaidInputSchema,
} from '@storefleet/contracts';
import type { z } from 'zod';
import { actAsTenant, actingTenant, type Ctx, platformDb } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { calendarMonthOf, monthLabel } from '../../lib/calendar-month.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { requireSuperAdmin, requireTenantAdmin, requireUser } from '../auth/authorize.service.ts';
import { findPlanForReference, getPlan } from '../plans/plans.service.ts';
import { countActiveStores } from '../tenant-admin/tenants.admin.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { insertPeriodBill, inTrial, isInTrial } from './billing.period.ts';
import { applyPaidPlan } from './billing.plan-change.ts';
import {
  billTotals,
  countBillRows,
  findBillById,
  findPaidPeriodEndAfter,
  listBillRows,
  updateOpenBill,
} from './billing.queries.ts';
import { recordBillingStep } from './billing.timeline.ts';
import { toBillingRecord, toHistoryEntry } from './billing.view.ts';
import { proposeMonthlyBill } from './monthly-proposal.service.ts';
import { restoreIfPaidUp } from './platform-charges.settle.ts';
import { creditNotesByBill, issuePlatformInvoice, sendPaidBillReceipt } from './platform-invoices.service.ts';

export { billPlanChange, isInTrial } from './billing.period.ts';
export {
  billPlanUpgrade,
  findPendingUpgrade,
  lockStoreBilling,
  paidForPeriodMinor,
  withdrawPendingUpgrade,
} from './billing.plan-change.ts';
export { CHARGE_DUE_JOB, emailStoreOwner, recordBillingStep } from './billing.timeline.ts';
export { chargeBill } from './platform-charges.charge.ts';
export { CHARGE_DUE_CRON, runPlatformBilling } from './platform-charges.service.ts';
export { issuePlatformCreditNote } from './platform-invoices.service.ts';

type ListQuery = z.output<typeof billingListQuerySchema>;
type GenerateInput = z.output<typeof generateBillingInputSchema>;
type MarkPaidInput = z.output<typeof markPaidInputSchema>;

/**
 * The stores whose bills the caller may read, and the handle that reads them: every store (the
 * operator's platform path) or the one store the call then acts for.
 */
async function readableBills(ctx: Ctx, requested?: number): Promise<{ tenantId?: number; db: Db }> {
  const actor = requireUser(ctx);
  if (actor.isSuperAdmin && requested === undefined) return { db: platformDb(ctx) };
  const tenantId = actor.isSuperAdmin
    ? actAsTenant(ctx, requested!)
    : await requireTenantAdmin(ctx, { requestedTenantId: requested });
  return { tenantId, db: ctx.db };
}

export async function listBilling(
  ctx: Ctx,
  query: ListQuery,
): Promise<{ items: BillingRecord[]; total: number }> {
  const { tenantId, db } = await readableBills(ctx, query.tenantId);
  const filter = { ...query, tenantId };
  const [rows, total] = await Promise.all([listBillRows(db, filter), countBillRows(db, filter)]);
  return { items: rows.map(toBillingRecord), total };
}

/** GET /api/billing/overdue: every store's overdue bills (super admin). */
export async function listOverdueBilling(ctx: Ctx): Promise<BillingRecord[]> {
  requireSuperAdmin(ctx);
  const rows = await listBillRows(platformDb(ctx), { status: 'overdue', limit: 500, offset: 0 });
  return rows.map(toBillingRecord);
}

export async function getBillingStats(ctx: Ctx, requested?: number): Promise<BillingStats> {
  const { tenantId, db } = await readableBills(ctx, requested);
  const now = new Date();
  const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const [totals, activeStores, nextBill] = await Promise.all([
    billTotals(db, tenantId, yearStart),
    tenantId === undefined
      ? countActiveStores(ctx)
      : getTenant(ctx, tenantId).then((t) => (t.status === 'active' ? 1 : 0)),
    tenantId === undefined ? null : nextPeriodBill(ctx, tenantId, now),
  ]);
  return {
    totalRevenue: formatMinor(totals.paidMinor),
    pendingRevenue: formatMinor(totals.owedMinor),
    activeStores,
    overdueCount: totals.overdueCount,
    paidThisYear: formatMinor(totals.paidThisYearMinor),
    currency: 'GBP',
    nextBill,
  };
}

/** The store's next period bill: the 1st of next month at its plan's price, while a paid plan runs. */
async function nextPeriodBill(ctx: Ctx, tenantId: number, now: Date): Promise<BillingStats['nextBill']> {
  const tenant = await getTenant(ctx, tenantId);
  if (tenant.subscriptionStatus !== 'active' || tenant.subscriptionEndsAt) return null;
  const plan = await findPlanForReference(ctx, tenant.scheduledPlan ?? tenant.subscriptionPlan);
  if (!plan || plan.priceMinor <= 0) return null;
  return { date: calendarMonthOf(now).end.toISOString(), amount: formatMinor(plan.priceMinor) };
}

/** GET /api/billing/history: the acting store's bills, newest first (owner; super admin names one). */
export async function getBillingHistory(ctx: Ctx, requested?: number): Promise<BillingHistoryEntry[]> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId: requested });
  const rows = await listBillRows(ctx.db, { tenantId, limit: 120, offset: 0 });
  const notes = await creditNotesByBill(
    ctx,
    rows.filter((row) => row.invoiceNumber).map((row) => row.id),
  );
  return rows.map((row) => toHistoryEntry(row, notes.get(row.id)));
}

/**
 * POST /api/billing/generate-monthly: this calendar month's bill for a store; once per month. Without
 * an amount it bills the proposal: each plan in force for its part of the month (ADR 0097).
 */
export async function generateMonthlyBilling(
  ctx: Ctx,
  { now = new Date(), ...input }: GenerateInput & { now?: Date },
): Promise<BillingRecord> {
  requireSuperAdmin(ctx);
  const tenant = await getTenant(ctx, input.tenantId);
  // A store still in its trial is not billed (ADR 0036): its first bill comes when the trial ends.
  if (isInTrial(tenant, now)) throw inTrial(tenant.name, tenant.trialEndsAt!);
  const plan = await getPlan(ctx, input.subscriptionPlanId);
  actAsTenant(ctx, tenant.id);
  // The proposal: each plan in force for its part of the month (ADR 0097); the operator's own
  // amount, when given, is billed instead.
  const { amountMinor, proposal } = await proposeMonthlyBill(ctx, { tenantId: tenant.id, now });
  if (input.amount === undefined && amountMinor === 0 && proposal.billedAlready.length > 0) {
    throw new ConflictError(
      `${tenant.name}'s bills for ${monthLabel(now)} already cover the month: there is nothing left to bill`,
    );
  }
  const split = proposal.parts.length > 1 || proposal.billedAlready.length > 0;
  const bill = await insertPeriodBill(ctx, {
    tenantId: tenant.id,
    tenantName: tenant.name,
    plan,
    amountMinor: input.amount ?? amountMinor,
    now,
    ...(split ? { description: `${proposal.summary} (${monthLabel(now)})` } : {}),
  });
  ctx.log.info({ billId: bill.id, tenantId: tenant.id }, 'Bill generated');
  return toBillingRecord({ ...bill, tenantName: tenant.name, planName: plan.name });
}

/** PUT /api/billing/{id}/mark-paid: an unpaid or overdue bill becomes paid (overdue ones too). */
export async function markBillingPaid(
  ctx: Ctx,
  { id, now = new Date(), ...input }: MarkPaidInput & { id: number; now?: Date },
): Promise<BillingRecord> {
  requireSuperAdmin(ctx);
  // The bill's id is all the operator names: find its store on the platform path, then act for it.
  const bill = await findBillById(platformDb(ctx), id);
  if (!bill) throw new NotFoundError('Billing record not found');
  actAsTenant(ctx, bill.tenantId);
  // Paid and, for the period running now, the bill's plan in effect: one step (ADR 0012).
  const paid = await ctx.db.transaction(async (db) => {
    const row = await updateOpenBill(db, bill.tenantId, id, {
      status: 'paid',
      paidAt: now,
      paymentMethod: input.paymentMethod,
      notes: input.notes || null,
    });
    if (!row) return row;
    await applyPaidPlan({ ...ctx, db }, row, now);
    const invoiceNumber = await issuePlatformInvoice({ ...ctx, db }, { billId: row.id, now });
    return { ...row, invoiceNumber: invoiceNumber ?? row.invoiceNumber };
  });
  if (!paid) throw new ConflictError('This bill has already been marked as paid');
  await sendPaidBillReceipt(ctx, id);
  ctx.log.info({ billId: id, tenantId: bill.tenantId }, 'Bill marked paid');
  // On the store's billing timeline; a store held by dunning is restored at once (ADR 0084).
  await recordBillingStep(ctx, {
    tenantId: bill.tenantId,
    kind: 'paid',
    message: `Marked paid by the platform operator (${input.paymentMethod.replace('_', ' ')}).`,
    bill: paid,
    now,
    audit: false,
  });
  await restoreIfPaidUp(ctx, now);
  return toBillingRecord({ ...paid, tenantName: bill.tenantName, planName: bill.planName });
}

/** The end of the latest paid period still to come for the store, if any. */
export function findPaidPeriodEnd(ctx: Ctx, now: Date): Promise<Date | undefined> {
  return findPaidPeriodEndAfter(ctx.db, actingTenant(ctx), now);
}
