// Bills that pay themselves (ADR 0084). An hourly job raises each period's bill (the plan's price;
// a trial that has ended with a card on file gets the rest of its month, prorated as in ADR 0012),
// charges the card on file off-session, and runs dunning: a failed charge makes the bill past due,
// e-mails the owner and is retried on the configured days; after the grace period the store's admin
// is read-only, after 30 days the store is suspended; paying restores it at once. Every step is an
// event on the store's billing timeline and an entry in its audit log.
import { BILLING_DUE_DAYS, formatMinor, formatMoney } from '@storefleet/contracts';
import { actingTenant, type Ctx, platformDb, tenantCtx } from '../../context.ts';
import { calendarMonthOf, monthLabel } from '../../lib/calendar-month.ts';
import { recordSystemWrite } from '../audit-log/audit-log.service.ts';
import { findStoreOwnerEmail } from '../auth/users.service.ts';
import { queueEmail } from '../email/email.service.ts';
import { platformPaymentProvider } from '../payments/platform-account.service.ts';
import { findPlanForReference } from '../plans/plans.service.ts';
import { setTenantBillingHold } from '../tenants/tenant-plan.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { applyPaidPlan } from './billing.plan-change.ts';
import { type BillRow, insertBill, listBillsCovering } from './billing.queries.ts';
import { findCardOnFile, insertBillingEvent } from './card-on-file.queries.ts';
import { platformProviderName } from './platform-account.ts';
import {
  claimChargeAttempt,
  listBillsToCharge,
  listChargeableBills,
  listPastDueBills,
  listStoresInDunning,
  listStoresToBill,
  recordBillPaidByCard,
  recordChargeFailed,
} from './platform-charges.queries.ts';
import { platformEmail } from './platform-email.ts';
import {
  issueMissingInvoices,
  issuePlatformInvoice,
  sendPaidBillReceipt,
} from './platform-invoices.service.ts';
import { prorate } from './proration.service.ts';
import { notifyOrderLimits } from './usage-limits.service.ts';

export const CHARGE_DUE_JOB = 'billing.charge-due';
/** Hourly, off the hour. */
export const CHARGE_DUE_CRON = '19 * * * *';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days after the first failure on which the card is tried again, unless PLATFORM_BILLING_RETRY_DAYS. */
export const DEFAULT_RETRY_DAYS = [1, 3, 7];
/** Days past due before the store's admin turns read-only; a plan's `limits.graceDays` overrides it. */
export const DEFAULT_GRACE_DAYS = 14;
/** Days past due before the store is suspended (the closed-store page). */
export const SUSPEND_AFTER_DAYS = 30;
const ACTOR = 'Platform billing';

const money = (minor: number) => formatMoney(formatMinor(minor));

export function retryDaysOf(ctx: Pick<Ctx, 'config'>): number[] {
  const configured = ctx.config.PLATFORM_BILLING_RETRY_DAYS;
  if (!configured) return DEFAULT_RETRY_DAYS;
  return configured
    .split(',')
    .map(Number)
    .sort((a, b) => a - b);
}

/** When a past-due bill is tried again: the first retry day still to come, else never (null). */
export function nextRetryAt(retryDays: number[], pastDueAt: Date, now: Date): Date | null {
  for (const days of retryDays) {
    const at = new Date(pastDueAt.getTime() + days * DAY_MS);
    if (at > now) return at;
  }
  return null;
}

/** One step on the store's billing timeline, also written to its audit log. `ctx` acts for the store. */
export async function recordBillingStep(
  ctx: Ctx,
  step: {
    tenantId: number;
    kind: string;
    message: string;
    bill?: BillRow;
    now: Date;
    /** false when a person's request made the step: the audit hooks record it already. */
    audit?: boolean;
  },
): Promise<void> {
  const { tenantId, kind, message, bill, now } = step;
  await insertBillingEvent(ctx.db, {
    tenantId,
    billingId: bill?.id ?? null,
    kind,
    message,
    amountMinor: bill?.amountMinor ?? null,
    currency: bill?.currency ?? null,
    createdAt: now,
  });
  if (step.audit === false) return;
  await recordSystemWrite(ctx, {
    tenantId,
    actorName: ACTOR,
    entityType: 'billing',
    entityId: bill ? String(bill.id) : null,
    route: `job ${CHARGE_DUE_JOB}`,
    after: {
      event: kind,
      message,
      ...(bill ? { amount: formatMinor(bill.amountMinor), currency: bill.currency } : {}),
    },
  });
}

/** A plain e-mail from Storefleet to the owner of the store `ctx` acts for; none without an owner's address. */
export function emailStoreOwner(ctx: Ctx, { subject, lines }: { subject: string; lines: string[] }) {
  return emailOwner(ctx, actingTenant(ctx), subject, lines);
}

async function emailOwner(ctx: Ctx, tenantId: number, subject: string, lines: string[]) {
  const to = await findStoreOwnerEmail({ db: ctx.db, tenantId });
  if (!to) return;
  const tenant = await getTenant(ctx, tenantId);
  await queueEmail(ctx, { tenantId, to, ...platformEmail(subject, lines, tenant.name) });
}

const cardLink = (ctx: Ctx) => `${ctx.config.PUBLIC_URL}/subscription`;

export type ChargeOutcome = 'paid' | 'failed' | 'skipped';

/**
 * Charges bill `billId` of the acting store to its card on file, exactly once per attempt: the
 * attempt is claimed in the database first and its idempotency key names the bill and the attempt,
 * so a retried job, a second instance or a crash between the charge and its record charge once.
 * `dunning`: a failure makes the bill past due and schedules a retry (a period bill); an upgrade's
 * bill only keeps the failure (its plan waits, ADR 0012). `force`: charge now, not at the bill's time.
 */
export async function chargeBill(
  ctx: Ctx,
  {
    billId,
    now,
    force = false,
    dunning = true,
  }: { billId: number; now: Date; force?: boolean; dunning?: boolean },
): Promise<ChargeOutcome> {
  const tenantId = ctx.tenantId!;
  const providerName = platformProviderName(ctx.config);
  const [tenant, card] = await Promise.all([getTenant(ctx, tenantId), findCardOnFile(ctx.db, tenantId)]);
  if (!providerName || !card || card.provider !== providerName || tenant.paysByTransfer) return 'skipped';
  const claim = await claimChargeAttempt(ctx.db, { billId, tenantId, now, force });
  if (!claim) return 'skipped';
  const { bill, attempt } = claim;
  const provider = platformPaymentProvider(ctx, providerName);
  const payment = await provider.chargeSavedCard({
    savedCard: { customerId: card.customerId, paymentMethodId: card.paymentMethodId },
    amountMinor: bill.amountMinor,
    currency: bill.currency,
    description: bill.description ?? `Storefleet bill ${bill.id}`,
    tenantId,
    idempotencyKey: `platform-bill-${bill.id}-attempt-${attempt}`,
  });
  if (payment.state === 'succeeded') {
    await settleBill(ctx, {
      billId: bill.id,
      paymentId: payment.id,
      method: providerName === 'stripe' ? 'stripe' : 'other',
      notes: `Charged to the ${card.brand} card ending ${card.last4}${providerName === 'sandbox' ? ' (test card)' : ''}`,
      now,
    });
    return 'paid';
  }
  const error = payment.failureMessage ?? 'The card was declined.';
  const pastDueAt = bill.pastDueAt ?? now;
  const next = dunning ? nextRetryAt(retryDaysOf(ctx), pastDueAt, now) : null;
  const failed = await recordChargeFailed(ctx.db, {
    billId: bill.id,
    tenantId,
    error,
    nextChargeAt: next,
    pastDue: dunning,
    now,
  });
  if (!failed) return 'skipped';
  const nextText = next ? ` We will try again on ${next.toUTCString().slice(0, 16)}.` : '';
  await recordBillingStep(ctx, {
    tenantId,
    kind: 'charge_failed',
    message: `The ${card.brand} card ending ${card.last4} was declined for ${money(bill.amountMinor)}: ${error}${nextText}`,
    bill: failed,
    now,
  });
  if (dunning) {
    await emailOwner(ctx, tenantId, `Your Storefleet bill of ${money(bill.amountMinor)} could not be paid`, [
      `We tried to charge ${money(bill.amountMinor)} for "${bill.description ?? 'your plan'}" to your ${card.brand} card ending ${card.last4}, and it was declined (${error}).${nextText}`,
      `Update your card so the bill is paid at once: ${cardLink(ctx)}`,
    ]);
  }
  return 'failed';
}

/**
 * A bill paid by the card (the job's charge or the platform's Stripe webhook, whichever comes
 * first; the other changes nothing): the bill's plan applies and a held store is restored.
 */
export async function settleBill(
  ctx: Ctx,
  input: { billId: number; paymentId: string; method: string; notes: string; now: Date },
): Promise<boolean> {
  const tenantId = ctx.tenantId!;
  const paid = await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const row = await recordBillPaidByCard(db, { ...input, tenantId });
    if (row) {
      await applyPaidPlan(tx, row, input.now);
      await issuePlatformInvoice(tx, { billId: row.id, now: input.now });
    }
    return row;
  });
  if (!paid) return false;
  await sendPaidBillReceipt(ctx, paid.id);
  await recordBillingStep(ctx, {
    tenantId,
    kind: 'paid',
    message: `${money(paid.amountMinor)} paid for "${paid.description ?? 'your plan'}". ${input.notes}.`,
    bill: paid,
    now: input.now,
  });
  await restoreIfPaidUp(ctx, input.now);
  return true;
}

/** Lifts dunning's hold on the acting store when it owes nothing past due any more. */
export async function restoreIfPaidUp(ctx: Ctx, now: Date): Promise<void> {
  const tenantId = ctx.tenantId!;
  const tenant = await getTenant(ctx, tenantId);
  if (!tenant.billingHold) return;
  if ((await listPastDueBills(ctx.db, tenantId)).length > 0) return;
  const reopen = tenant.billingHold === 'suspended' && tenant.status === 'suspended';
  await setTenantBillingHold(ctx, { billingHold: null, ...(reopen ? { status: 'active' } : {}) });
  await recordBillingStep(ctx, {
    tenantId,
    kind: 'restored',
    message: reopen
      ? 'Paid up: the store is open again and its admin can make changes.'
      : 'Paid up: the store’s admin can make changes again.',
    now,
  });
}

/** A card just saved (or replaced): the store's open period bills are charged at once. */
export async function retryOpenBills(ctx: Ctx, now: Date): Promise<void> {
  const bills = await listChargeableBills(ctx.db, ctx.tenantId!);
  for (const bill of bills) {
    if (bill.status === 'past_due' || bill.nextChargeAt !== null) {
      await chargeBill(ctx, { billId: bill.id, now, force: true });
    }
  }
}

/** Raises each store's period bill when one is owed; resolves to the bills raised. */
async function raiseDueBills(ctx: Ctx, now: Date): Promise<BillRow[]> {
  const raised: BillRow[] = [];
  for (const store of await listStoresToBill(platformDb(ctx), now)) {
    const storeCtx = tenantCtx(ctx, store.tenantId);
    if ((await listBillsCovering(storeCtx.db, store.tenantId, now)).length > 0) continue;
    const month = calendarMonthOf(now);
    const trialEnding = store.subscriptionStatus === 'trial';
    // A trial that has ended pays for the rest of this month (ADR 0012's start, old price 0); a paid
    // plan pays the month from its first day.
    const amountMinor = trialEnding
      ? prorate({ oldPriceMinor: 0, newPriceMinor: store.priceMinor, period: month, at: now }).dueMinor
      : store.priceMinor;
    const payable = store.hasCard && !store.paysByTransfer;
    let bill: BillRow;
    try {
      bill = await insertBill(storeCtx.db, {
        tenantId: store.tenantId,
        subscriptionPlanId: store.planId,
        status: 'unpaid',
        amountMinor,
        currency: 'GBP',
        description: trialEnding
          ? `${store.planName} plan from the end of the trial, ${monthLabel(now)}`
          : `${store.planName} plan, ${monthLabel(now)}`,
        billingPeriodStart: trialEnding ? now : month.start,
        billingPeriodEnd: month.end,
        dueDate: new Date(now.getTime() + BILLING_DUE_DAYS * DAY_MS),
        nextChargeAt: payable ? now : null,
      });
    } catch (error) {
      // Another instance raised it first (the unique month bill, ADR 0005).
      if ((error as { code?: string }).code === '23505' || String(error).includes('duplicate key')) continue;
      throw error;
    }
    raised.push(bill);
    await recordBillingStep(storeCtx, {
      tenantId: store.tenantId,
      kind: 'bill_raised',
      message: `Bill of ${money(amountMinor)} raised for "${bill.description}"${payable ? ', to be charged to the card on file' : ', sent by e-mail'}.`,
      bill,
      now,
    });
    if (!payable) {
      await emailOwner(storeCtx, store.tenantId, `Your Storefleet bill of ${money(amountMinor)}`, [
        `Your bill for "${bill.description}" is ${money(amountMinor)}, due by ${bill.dueDate!.toUTCString().slice(0, 16)}.`,
        store.paysByTransfer
          ? 'Please pay it by bank transfer as agreed with the platform.'
          : `Add a card to have your bills paid automatically: ${cardLink(ctx)}`,
      ]);
    }
  }
  return raised;
}

/** Read-only after the grace period, suspended after 30 days, for each store with a bill past due. */
async function runDunning(ctx: Ctx, now: Date): Promise<void> {
  for (const { tenantId } of await listStoresInDunning(platformDb(ctx))) {
    const storeCtx = tenantCtx(ctx, tenantId);
    const [oldest] = await listPastDueBills(storeCtx.db, tenantId);
    if (!oldest?.pastDueAt) {
      await restoreIfPaidUp(storeCtx, now);
      continue;
    }
    const tenant = await getTenant(storeCtx, tenantId);
    const plan = await findPlanForReference(storeCtx, tenant.subscriptionPlan);
    const limits = (plan?.limits ?? {}) as { graceDays?: number | null };
    const graceDays = limits.graceDays ?? DEFAULT_GRACE_DAYS;
    const daysPastDue = (now.getTime() - oldest.pastDueAt.getTime()) / DAY_MS;
    if (daysPastDue >= SUSPEND_AFTER_DAYS && tenant.billingHold !== 'suspended') {
      // An operator's own suspension or deactivation is left as it is.
      if (tenant.status !== 'active') continue;
      await setTenantBillingHold(storeCtx, { billingHold: 'suspended', status: 'suspended' });
      await recordBillingStep(storeCtx, {
        tenantId,
        kind: 'suspended',
        message: `Suspended: ${money(oldest.amountMinor)} unpaid for ${SUSPEND_AFTER_DAYS} days. Paying reopens the store at once.`,
        bill: oldest,
        now,
      });
      await emailOwner(storeCtx, tenantId, 'Your store is suspended: a bill is unpaid', [
        `Your bill of ${money(oldest.amountMinor)} has been unpaid for ${SUSPEND_AFTER_DAYS} days, so your store is closed to shoppers.`,
        `Update your card to pay it and reopen the store at once: ${cardLink(ctx)}`,
      ]);
    } else if (daysPastDue >= graceDays && !tenant.billingHold && daysPastDue < SUSPEND_AFTER_DAYS) {
      await setTenantBillingHold(storeCtx, { billingHold: 'read_only' });
      await recordBillingStep(storeCtx, {
        tenantId,
        kind: 'read_only',
        message: `Read-only: ${money(oldest.amountMinor)} unpaid for ${graceDays} days. The store front keeps selling.`,
        bill: oldest,
        now,
      });
      await emailOwner(storeCtx, tenantId, 'Your store admin is read-only: a bill is unpaid', [
        `Your bill of ${money(oldest.amountMinor)} has been unpaid for ${graceDays} days, so changes in your store's admin are disabled. Your store front keeps selling.`,
        `Update your card to pay it: ${cardLink(ctx)}`,
      ]);
    }
  }
}

/** The hourly job: raise the bills owed, charge those due, then dunning. `ctx` is the job's. */
export async function runPlatformBilling(ctx: Ctx, now = new Date()) {
  const raised = await raiseDueBills(ctx, now);
  let paid = 0;
  let failed = 0;
  for (const due of await listBillsToCharge(platformDb(ctx), now)) {
    const outcome = await chargeBill(tenantCtx(ctx, due.tenantId), { billId: due.id, now });
    if (outcome === 'paid') paid++;
    if (outcome === 'failed') failed++;
  }
  await runDunning(ctx, now);
  // Stores over their plan's orders this month: the owner is told once a month (ADR 0087).
  await notifyOrderLimits(ctx, now);
  // Bills paid before invoices were numbered get theirs (ADR 0086).
  await issueMissingInvoices(ctx, now);
  return { raised: raised.length, paid, failed };
}
