// The operator's side of platform billing (ADR 0085): the revenue view over every store, one store's
// billing timeline, and refunding or waiving a bill. Super admin only.
import {
  type BillingOverview,
  type BillingRecord,
  formatMinor,
  formatMoney,
  type OperatorTimeline,
} from '@storefleet/contracts';
import { actAsTenant, type Ctx, platformDb } from '../../context.ts';
import { calendarMonthOf } from '../../lib/calendar-month.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { requireSuperAdmin } from '../auth/authorize.service.ts';
import { platformPaymentProvider } from '../payments/platform-account.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { applyPaidPlan } from './billing.plan-change.ts';
import { findBillById } from './billing.queries.ts';
import { emailStoreOwner, recordBillingStep } from './billing.timeline.ts';
import { toBillingRecord } from './billing.view.ts';
import {
  cancellationsByMonth,
  markBillRefunded,
  markBillWaived,
  mrrByCurrency,
  pastDueBills,
  revenueByMonth,
  storeCounts,
  storesPerPlan,
  suspensionsByMonth,
} from './billing-overview.queries.ts';
import { listBillingEvents } from './card-on-file.queries.ts';
import { restoreIfPaidUp } from './platform-charges.settle.ts';
import { issuePlatformCreditNote } from './platform-invoices.service.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const monthKey = (at: Date) => at.toISOString().slice(0, 7);

/** The `count` calendar months ending with the one containing `now`, newest first ('2027-03'). */
function monthsBack(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    monthKey(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1))),
  );
}

/** GET /api/super-admin/billing/overview: MRR, store counts, revenue and churn by month, failures, plans. */
export async function getBillingOverview(
  ctx: Ctx,
  { months, now = new Date() }: { months: number; now?: Date },
): Promise<BillingOverview> {
  requireSuperAdmin(ctx);
  const db = platformDb(ctx);
  const keys = monthsBack(now, months);
  const since = calendarMonthOf(new Date(`${keys.at(-1)}-01T00:00:00Z`)).start;
  const [mrr, stores, revenue, failed, cancelled, suspended, plans] = await Promise.all([
    mrrByCurrency(db, now),
    storeCounts(db),
    revenueByMonth(db, since),
    pastDueBills(db),
    cancellationsByMonth(db, since, now),
    suspensionsByMonth(db, since, now),
    storesPerPlan(db),
  ]);
  const countIn = (rows: { month: string; stores: number }[], month: string) =>
    rows.find((r) => r.month === month)?.stores ?? 0;
  return {
    asOf: now.toISOString(),
    mrr: mrr.map((r) => ({ amount: formatMinor(Number(r.minor)), currency: r.currency, stores: r.stores })),
    stores,
    revenueByMonth: keys.map((month) => ({
      month,
      totals: revenue
        .filter((r) => r.month === month)
        .map((r) => ({ amount: formatMinor(Number(r.minor)), currency: r.currency, bills: r.bills })),
    })),
    failedPayments: failed.map(({ bill, tenantName }) => ({
      billId: bill.id,
      tenantId: bill.tenantId,
      tenantName,
      description: bill.description,
      amount: formatMinor(bill.amountMinor),
      currency: bill.currency,
      pastDueSince: iso(bill.pastDueAt),
      attempts: bill.chargeAttempts,
      lastError: bill.lastChargeError,
      nextRetryAt: iso(bill.nextChargeAt),
    })),
    churn: keys.map((month) => ({
      month,
      cancelled: countIn(cancelled, month),
      suspended: countIn(suspended, month),
    })),
    plans: plans.map((p) => ({
      planId: p.planId,
      name: p.name,
      slug: p.slug,
      price: formatMinor(p.priceMinor),
      currency: p.currency,
      isActive: p.isActive,
      stores: p.stores,
    })),
  };
}

/** GET /api/super-admin/tenants/{id}/billing-timeline: the store's billing events, newest first. */
export async function getOperatorTimeline(ctx: Ctx, { id }: { id: number }): Promise<OperatorTimeline> {
  requireSuperAdmin(ctx);
  const tenant = await getTenant(ctx, id);
  // The operator names the store: the request acts for it from here.
  actAsTenant(ctx, tenant.id);
  const events = await listBillingEvents(ctx.db, tenant.id, 200);
  return {
    tenantId: tenant.id,
    tenantName: tenant.name,
    billingHold: tenant.billingHold,
    events: events.map((e) => ({
      id: e.id,
      billId: e.billingId,
      kind: e.kind,
      message: e.message,
      amount: e.amountMinor === null ? null : formatMinor(e.amountMinor),
      currency: e.currency,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

/** The bill the operator names, with the request then acting for its store. */
async function operatorBill(ctx: Ctx, id: number) {
  requireSuperAdmin(ctx);
  const bill = await findBillById(platformDb(ctx), id);
  if (!bill) throw new NotFoundError('Billing record not found');
  actAsTenant(ctx, bill.tenantId);
  return bill;
}

const money = (minor: number) => formatMoney(formatMinor(minor));

/**
 * POST /api/billing/{id}/refund: a paid bill charged to a card is refunded in full through the
 * platform's provider (Stripe or the sandbox, the one that took the payment), then marked refunded,
 * and its invoice is answered by a credit note.
 * A bill paid outside Storefleet (a transfer) is refunded the same way, outside: 409.
 */
export async function refundBill(
  ctx: Ctx,
  { id, reason, now = new Date() }: { id: number; reason: string; now?: Date },
): Promise<BillingRecord> {
  const bill = await operatorBill(ctx, id);
  if (bill.status !== 'paid') {
    throw new ConflictError(`Only a paid bill can be refunded; this one is ${bill.status.replace('_', ' ')}`);
  }
  const paymentId = bill.providerPaymentId;
  if (!paymentId) {
    throw new ConflictError(
      'This bill was not paid by card through Storefleet: refund it the way it was paid, outside Storefleet',
    );
  }
  const provider = platformPaymentProvider(ctx, paymentId.startsWith('sbpi_') ? 'sandbox' : 'stripe');
  // One key per bill: a repeated request (a double click, a retry) refunds once.
  await provider.refund(paymentId, { idempotencyKey: `platform-bill-${bill.id}-refund` });
  const refunded = await markBillRefunded(ctx.db, {
    tenantId: bill.tenantId,
    id: bill.id,
    note: `Refunded: ${reason}`,
    now,
  });
  if (!refunded) throw new ConflictError('This bill has already been refunded');
  // An invoiced bill is answered by a credit note for the whole of it (ADR 0086).
  const note = refunded.invoiceNumber
    ? await issuePlatformCreditNote(ctx, { billId: bill.id, amountMinor: bill.amountMinor, reason, now })
    : null;
  ctx.log.info({ billId: bill.id, tenantId: bill.tenantId }, 'Bill refunded');
  await recordBillingStep(ctx, {
    tenantId: bill.tenantId,
    kind: 'refunded',
    message: `${money(bill.amountMinor)} refunded to the card by the platform operator: ${reason}${note ? ` (credit note ${note.number})` : ''}`,
    bill: refunded,
    now,
    audit: false,
  });
  // The owner hears of it: the amount with its currency, and the credit note answering the invoice.
  await emailStoreOwner(ctx, {
    subject: `Storefleet refunded ${money(bill.amountMinor)} ${bill.currency}`,
    lines: [
      `The platform refunded ${money(bill.amountMinor)} ${bill.currency} to your card for "${bill.description ?? 'your plan'}".`,
      `Reason: ${reason}`,
      ...(note
        ? [
            `Credit note ${note.number} answers invoice ${refunded.invoiceNumber}; it is under Billing History on Subscription Management: ${ctx.config.PUBLIC_URL}/subscription`,
          ]
        : []),
      'The refund can take a few days to reach your card. Your plan is unchanged.',
    ],
  });
  return toBillingRecord({ ...refunded, tenantName: bill.tenantName, planName: bill.planName });
}

/**
 * POST /api/billing/{id}/waive: an open bill (unpaid, overdue or past due) is forgiven. It is never
 * charged again, dunning stops, and a store held for it is restored, as when a bill is paid; an
 * upgrade's bill gives the store its plan, as paying it would.
 */
export async function waiveBill(
  ctx: Ctx,
  { id, reason, now = new Date() }: { id: number; reason: string; now?: Date },
): Promise<BillingRecord> {
  const bill = await operatorBill(ctx, id);
  if (!['unpaid', 'overdue', 'past_due'].includes(bill.status)) {
    throw new ConflictError(
      `Only an unpaid, overdue or past-due bill can be waived; this one is ${bill.status.replace('_', ' ')}`,
    );
  }
  const waived = await ctx.db.transaction(async (db) => {
    const row = await markBillWaived(db, {
      tenantId: bill.tenantId,
      id: bill.id,
      note: `Waived: ${reason}`,
      now,
    });
    if (row) await applyPaidPlan({ ...ctx, db }, row, now);
    return row;
  });
  if (!waived) {
    throw new ConflictError('The card is being charged for this bill right now: try again in a minute');
  }
  ctx.log.info({ billId: bill.id, tenantId: bill.tenantId }, 'Bill waived');
  await recordBillingStep(ctx, {
    tenantId: bill.tenantId,
    kind: 'waived',
    message: `${money(bill.amountMinor)} waived by the platform operator: ${reason}`,
    bill: waived,
    now,
    audit: false,
  });
  await emailStoreOwner(ctx, {
    subject: `Storefleet waived your bill of ${money(bill.amountMinor)} ${bill.currency}`,
    lines: [
      `The platform waived ${money(bill.amountMinor)} ${bill.currency} for "${bill.description ?? 'your plan'}": you do not owe it and it will not be charged.`,
      `Reason: ${reason}`,
      `Your bills are under Billing History on Subscription Management: ${ctx.config.PUBLIC_URL}/subscription`,
    ],
  });
  await restoreIfPaidUp(ctx, now);
  return toBillingRecord({ ...waived, tenantName: bill.tenantName, planName: bill.planName });
}
