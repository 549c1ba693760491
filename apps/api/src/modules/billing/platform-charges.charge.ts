// Charging a bill to the store's card on file off-session (ADR 0084), exactly once per attempt, and
// what a failed charge does: the bill is past due, the owner is told, and the card is tried again
// on the configured days.
import type { Ctx } from '../../context.ts';
import { platformPaymentProvider } from '../payments/platform-account.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { cardLink, emailStoreOwner, money, recordBillingStep } from './billing.timeline.ts';
import { findCardOnFile } from './card-on-file.queries.ts';
import { platformProviderName } from './platform-account.ts';
import { claimChargeAttempt, listChargeableBills, recordChargeFailed } from './platform-charges.queries.ts';
import { settleBill } from './platform-charges.settle.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days after the first failure on which the card is tried again, unless PLATFORM_BILLING_RETRY_DAYS. */
export const DEFAULT_RETRY_DAYS = [1, 3, 7];

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
    await emailStoreOwner(ctx, {
      subject: `Your Storefleet bill of ${money(bill.amountMinor)} could not be paid`,
      lines: [
        `We tried to charge ${money(bill.amountMinor)} for "${bill.description ?? 'your plan'}" to your ${card.brand} card ending ${card.last4}, and it was declined (${error}).${nextText}`,
        `Update your card so the bill is paid at once: ${cardLink(ctx)}`,
      ],
    });
  }
  return 'failed';
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
