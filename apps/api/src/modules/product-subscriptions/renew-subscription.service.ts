// Renewing one product subscription (ADR 0008): claim the period → charge the saved card
// off-session → on success, in one transaction, the renewal order, the next billing date and the
// receipt; on failure, a retry on the schedule or, after the last one, past due.
import type { RenewNowResponse, SubscriptionInterval } from '@storefleet/contracts';
import { actingTenant, type Ctx } from '../../context.ts';
import { findUserLanguage } from '../auth/users.service.ts';
import { queueEmail } from '../email/email.service.ts';
import { emailBrandOf } from '../email/email-brand.service.ts';
import { orderLinesInLanguage } from '../orders/order-lines-language.service.ts';
import { findOrder } from '../orders/order-payment.service.ts';
import { createOrder } from '../orders/place-order.service.ts';
import type { ProviderPayment } from '../payments/payment-provider.types.ts';
import { providerNamed } from '../payments/provider-registry.service.ts';
import { getTenant, type TenantRow } from '../tenants/tenants.service.ts';
import { nextBillingDate } from './billing-interval.ts';
import {
  advanceBillingDate,
  findSubscription,
  type SubscriptionWithProduct,
  setFailedAttempts,
  updateSubscription,
} from './product-subscriptions.queries.ts';
import { renewalFailedEmail, renewalReceiptEmail } from './renewal-emails.ts';
import {
  claimNewRenewal,
  findRenewal,
  findRenewalAhead,
  finishRenewal,
  type RenewalRow,
  reclaimRenewal,
} from './subscription-renewals.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** After the 1st, 2nd and 3rd failed attempt, try again this much later; the 4th failure is final. */
export const RENEWAL_RETRY_DELAYS_MS = [1 * DAY_MS, 3 * DAY_MS, 5 * DAY_MS];
export const RENEWAL_MAX_ATTEMPTS = RENEWAL_RETRY_DELAYS_MS.length + 1;
/** A claim older than this whose worker never recorded an outcome may be charged again (same key). */
export const RENEWAL_CLAIM_LEASE_MS = 10 * 60 * 1000;

export type RenewOptions = {
  now?: Date /** The admin's "renew now": charge the next period today. */;
  early?: boolean;
};

const outcome = (kind: RenewNowResponse['outcome'], message: string, orderId: number | null = null) => ({
  outcome: kind,
  message,
  orderId,
});

const dateOf = (at: Date) => at.toLocaleDateString('en-GB', { timeZone: 'UTC', dateStyle: 'long' });

async function alreadyRenewed(ctx: Ctx, renewal: RenewalRow): Promise<RenewNowResponse> {
  const period = dateOf(renewal.periodStart);
  if (renewal.status === 'charging') {
    return outcome('skipped', `The period from ${period} is being charged now; nothing more was charged.`);
  }
  const placed = renewal.orderId ? await findOrder(ctx, renewal.orderId) : undefined;
  const order = placed ? ` (order #${placed.orderNumber ?? placed.id})` : '';
  return outcome(
    'skipped',
    `Already renewed for the period from ${period}${order}; nothing more was charged.`,
    renewal.orderId,
  );
}

/** The period's claim: a new one, or the next attempt of a retry or an abandoned charge. */
async function claimPeriod(ctx: Ctx, sub: SubscriptionWithProduct, period: Date, now: Date, early: boolean) {
  const claim = await claimNewRenewal(ctx.db, {
    tenantId: sub.tenantId,
    subscriptionId: sub.id,
    periodStart: period,
    amountMinor: sub.amountMinor,
  });
  if (claim) return claim;
  const existing = await findRenewal(ctx.db, sub.tenantId, sub.id, period);
  if (!existing || existing.status === 'paid' || existing.status === 'failed') return undefined;
  return reclaimRenewal(ctx.db, sub.tenantId, existing.id, {
    now,
    retryDueBy: early ? new Date(8.64e15) : now,
    staleBefore: new Date(now.getTime() - RENEWAL_CLAIM_LEASE_MS),
  });
}

/**
 * What the customer reads of a renewal (docs/decisions/0095): the language of the order that started
 * the subscription, else the account's when the store offers it, else the store's default; the
 * product and its options named in it.
 */
export type RenewalWords = { language: string; productName: string; variantString: string };

async function renewalWords(
  ctx: Ctx,
  tenant: TenantRow,
  sub: SubscriptionWithProduct,
): Promise<RenewalWords> {
  const first = sub.orderId === null ? undefined : await findOrder(ctx, sub.orderId);
  const account = first || sub.userId === null ? null : await findUserLanguage(ctx, sub.userId);
  const language =
    first?.language ?? (account && tenant.languages.includes(account) ? account : tenant.defaultLanguage);
  const shown = await orderLinesInLanguage(ctx, {
    language,
    defaultLanguage: tenant.defaultLanguage,
    lines: [
      {
        id: sub.id,
        productId: sub.productId,
        productName: sub.productName,
        selectedVariants: sub.selectedVariants,
        variantString: sub.variantString,
      },
    ],
  });
  const words = shown.get(sub.id);
  return {
    language,
    productName: words?.name ?? sub.productName,
    variantString: words?.variantString ?? sub.variantString ?? '',
  };
}

async function charge(ctx: Ctx, tenant: TenantRow, sub: SubscriptionWithProduct, claim: RenewalRow) {
  if (!sub.paymentProvider || !sub.providerPaymentMethodId) {
    return { state: 'failed', failureMessage: 'No card was saved for this subscription.' } as const;
  }
  try {
    return await providerNamed(ctx, { tenant, name: sub.paymentProvider }).chargeSavedCard({
      savedCard: { customerId: sub.providerCustomerId, paymentMethodId: sub.providerPaymentMethodId },
      amountMinor: claim.amountMinor,
      currency: tenant.currency,
      description: `${sub.productName} subscription at ${tenant.name}`,
      tenantId: tenant.id,
      idempotencyKey: `renewal-${claim.id}-attempt-${claim.attempts}`,
    });
  } catch (error) {
    ctx.log.error({ err: error, subscriptionId: sub.id }, 'renewal charge could not be made');
    return { state: 'failed', failureMessage: 'The card provider could not be reached.' } as const;
  }
}

async function recordPaid(
  ctx: Ctx,
  tenant: TenantRow,
  sub: SubscriptionWithProduct,
  claim: RenewalRow,
  payment: ProviderPayment,
  words: RenewalWords,
) {
  const next = nextBillingDate(claim.periodStart, sub.interval as SubscriptionInterval, sub.billingAnchorDay);
  return ctx.db.transaction(async (tx) => {
    // The unique (provider, payment id) key of orders makes the renewal order exactly-once per charge.
    const placed = await createOrder(
      { db: tx },
      {
        order: {
          tenantId: sub.tenantId,
          userId: sub.userId,
          customerEmail: sub.customerEmail,
          customerName: sub.customerName ?? 'Customer',
          subtotalMinor: claim.amountMinor,
          totalMinor: claim.amountMinor,
          currency: tenant.currency,
          // Its later notices (a refund) speak the subscription's language too.
          language: words.language,
          status: 'paid',
          paymentProvider: sub.paymentProvider,
          paymentIntentId: payment.id,
          shippingMethod: 'Subscription renewal',
        },
        items: [
          {
            productId: sub.productId,
            productName: sub.productName,
            quantity: sub.quantity,
            priceMinor: Math.round(claim.amountMinor / sub.quantity),
            selectedVariants: sub.selectedVariants,
            variantString: sub.variantString,
            purchaseType: 'subscription',
          },
        ],
        skipDuplicatePayment: true,
        placedBy: 'system',
      },
    );
    const orderId = placed?.id;
    await finishRenewal(tx, sub.tenantId, claim.id, {
      status: 'paid',
      paymentId: payment.id,
      orderId: orderId ?? null,
      lastError: null,
    });
    await advanceBillingDate(tx, sub.tenantId, sub.id, claim.periodStart, next);
    if (placed && orderId) {
      const order = {
        orderId,
        orderNumber: placed.orderNumber,
        customerName: sub.customerName ?? 'Customer',
        customerEmail: sub.customerEmail,
        shippingAddress: null,
        shippingMethod: null,
        subtotalMinor: claim.amountMinor,
        shippingMinor: 0,
        totalMinor: claim.amountMinor,
        language: words.language,
        lines: [
          {
            name: words.productName,
            variantString: words.variantString,
            quantity: sub.quantity,
            unitPriceMinor: Math.round(claim.amountMinor / sub.quantity),
          },
        ],
      };
      const email = renewalReceiptEmail(emailBrandOf(tenant, words.language), order, words.productName, next);
      await queueEmail({ ...ctx, db: tx }, { tenantId: tenant.id, to: sub.customerEmail, orderId, ...email });
    }
    return placed ?? null;
  });
}

async function recordFailure(
  ctx: Ctx,
  tenant: TenantRow,
  sub: SubscriptionWithProduct,
  claim: RenewalRow,
  reason: string,
  now: Date,
  words: RenewalWords,
) {
  const final = claim.attempts >= RENEWAL_MAX_ATTEMPTS;
  const retryAt = final
    ? null
    : new Date(now.getTime() + (RENEWAL_RETRY_DELAYS_MS[claim.attempts - 1] ?? DAY_MS));
  await ctx.db.transaction(async (tx) => {
    await finishRenewal(tx, sub.tenantId, claim.id, {
      status: final ? 'failed' : 'retry',
      nextAttemptAt: retryAt,
      lastError: reason,
    });
    await setFailedAttempts(tx, sub.tenantId, sub.id, claim.attempts);
    if (final) await updateSubscription(tx, sub.tenantId, sub.id, ['active'], { status: 'past_due' });
    const email = renewalFailedEmail(emailBrandOf(tenant, words.language), {
      customerName: sub.customerName ?? 'Customer',
      productName: words.productName,
      amountMinor: claim.amountMinor,
      reason,
      retryAt,
      language: words.language,
    });
    await queueEmail({ ...ctx, db: tx }, { tenantId: tenant.id, to: sub.customerEmail, ...email });
  });
  return final
    ? outcome('failed', `The payment failed (${reason}); the subscription is now past due.`)
    : outcome('retry', `The payment failed (${reason}); it will be tried again.`);
}

/** One subscription of the acting store. */
export async function renewSubscription(
  ctx: Ctx,
  { subscriptionId, ...options }: { subscriptionId: number } & RenewOptions,
): Promise<RenewNowResponse> {
  const tenantId = actingTenant(ctx);
  const now = options.now ?? new Date();
  const sub = await findSubscription(ctx.db, tenantId, subscriptionId);
  if (sub?.status !== 'active' || !sub.nextBillingDate) {
    return outcome('skipped', 'Only active subscriptions are renewed.');
  }
  const period = sub.nextBillingDate;
  if (!options.early && period > now) return outcome('skipped', 'This subscription is not due yet.');
  if (options.early) {
    // "Renew now" takes at most one period ahead: pressed again before that period has begun, it
    // answers with the renewal already made and charges nothing.
    const ahead = await findRenewalAhead(ctx.db, tenantId, subscriptionId, now);
    if (ahead) return alreadyRenewed(ctx, ahead);
  }
  const claim = await claimPeriod(ctx, sub, period, now, options.early ?? false);
  if (!claim) return outcome('skipped', 'This period is already paid or being charged.');

  const tenant = await getTenant(ctx, tenantId);
  // Read before the charge, so nothing but writing it down comes between a payment and its order.
  const words = await renewalWords(ctx, tenant, sub);
  const payment = await charge(ctx, tenant, sub, claim);
  if (payment.state === 'succeeded' && 'id' in payment) {
    const placed = await recordPaid(ctx, tenant, sub, claim, payment, words);
    const paid = placed ? `Renewed: order #${placed.orderNumber} was paid.` : 'Renewed: the order was paid.';
    return outcome('renewed', paid, placed?.id ?? null);
  }
  return recordFailure(
    ctx,
    tenant,
    sub,
    claim,
    payment.failureMessage ?? 'The payment was refused.',
    now,
    words,
  );
}
