// The renewal job (ADR 0008): due subscriptions are charged off-session once per period however
// many workers run, the renewal order and receipt appear, failures retry and then go past due,
// paused and cancelled subscriptions are never charged.
import { sandboxTestCards } from '@storefleet/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productSubscriptions, sandboxPaymentMethods, subscriptionRenewals } from '../../db/schema/index.ts';
import { emailsOf, useCheckoutTestApp } from '../checkout/checkout.test-support.ts';
import { nextBillingDate } from './billing-interval.ts';
import {
  DAY_MS,
  jobCtx,
  offSessionCharges,
  renewalOrdersOf,
  seedSubscriptionShop,
  subscribe,
  subscriptionsOf,
} from './product-subscriptions.test-support.ts';
import { renewDueSubscriptions } from './renew-due.service.ts';
import { RENEWAL_MAX_ATTEMPTS, RENEWAL_RETRY_DELAYS_MS } from './renew-subscription.service.ts';

const t = useCheckoutTestApp();

async function newSubscriber(slug: string, card: string = sandboxTestCards.success) {
  const shop = await seedSubscriptionShop(t.db, slug);
  await subscribe(
    t.app,
    shop.tenant.id,
    [{ id: shop.beans.id, quantity: 1, purchaseType: 'subscription' }],
    `${slug}@example.com`,
    { card },
  );
  const [sub] = await subscriptionsOf(t.db, shop.tenant.id);
  return { shop, sub: sub! };
}

describe('renewal job', () => {
  it('does nothing before the billing date', async () => {
    const { shop } = await newSubscriber('not-due');
    const result = await renewDueSubscriptions(jobCtx(t), { now: new Date(Date.now() + DAY_MS) });
    expect(result.renewed).toBe(0);
    expect(await renewalOrdersOf(t.db, shop.tenant.id)).toEqual([]);
  });

  it('charges a due subscription, makes the renewal order, advances the date and e-mails the customer', async () => {
    const { shop, sub } = await newSubscriber('due');
    const period = sub.nextBillingDate!;
    const now = new Date(period.getTime() + 60_000); // the clock moved past the billing date
    const result = await renewDueSubscriptions(jobCtx(t), { now });
    expect(result.renewed).toBeGreaterThanOrEqual(1);

    const [order] = await renewalOrdersOf(t.db, shop.tenant.id);
    expect(order).toMatchObject({ status: 'paid', totalMinor: 1200, customerEmail: 'due@example.com' });
    expect(order!.userId).toBe(sub.userId);
    const [after] = await subscriptionsOf(t.db, shop.tenant.id);
    expect(after!.nextBillingDate!.toISOString()).toBe(
      nextBillingDate(period, 'monthly', sub.billingAnchorDay).toISOString(),
    );
    expect(await offSessionCharges(t.db, shop.tenant.id)).toMatchObject([
      { status: 'succeeded', amountMinor: 1200 },
    ]);
    const mails = await emailsOf(t.db, shop.tenant.id, '%Coffee Beans renewed%');
    expect(mails.map((m) => m.toAddress)).toEqual(['due@example.com']);

    // Running again at the same moment finds nothing due.
    await renewDueSubscriptions(jobCtx(t), { now });
    expect(await renewalOrdersOf(t.db, shop.tenant.id)).toHaveLength(1);
  });

  it('two workers at once charge each period once', async () => {
    const { shop, sub } = await newSubscriber('race');
    const now = new Date(sub.nextBillingDate!.getTime() + 60_000);
    const ctx = jobCtx(t);
    await Promise.all([
      renewDueSubscriptions(ctx, { now }),
      renewDueSubscriptions(ctx, { now }),
      renewDueSubscriptions(ctx, { now }),
    ]);
    expect(await offSessionCharges(t.db, shop.tenant.id)).toHaveLength(1);
    expect(await renewalOrdersOf(t.db, shop.tenant.id)).toHaveLength(1);
    const renewals = await t.db
      .select()
      .from(subscriptionRenewals)
      .where(eq(subscriptionRenewals.subscriptionId, sub.id));
    expect(renewals).toMatchObject([{ status: 'paid', attempts: 1 }]);
  });

  it('a declined card retries on the schedule, then marks the subscription past due', async () => {
    const { shop, sub } = await newSubscriber('declined', sandboxTestCards.declinesRenewals);
    let now = new Date(sub.nextBillingDate!.getTime() + 60_000);
    const ctx = jobCtx(t);

    for (let attempt = 1; attempt < RENEWAL_MAX_ATTEMPTS; attempt++) {
      expect((await renewDueSubscriptions(ctx, { now })).retry).toBe(1);
      const [row] = await subscriptionsOf(t.db, shop.tenant.id);
      expect(row).toMatchObject({ status: 'active', failedAttempts: attempt });
      // Not retried before its time.
      expect((await renewDueSubscriptions(ctx, { now: new Date(now.getTime() + 60_000) })).retry).toBe(0);
      now = new Date(now.getTime() + RENEWAL_RETRY_DELAYS_MS[attempt - 1]! + 1000);
    }
    expect((await renewDueSubscriptions(ctx, { now })).failed).toBe(1);
    const [row] = await subscriptionsOf(t.db, shop.tenant.id);
    expect(row).toMatchObject({ status: 'past_due', failedAttempts: RENEWAL_MAX_ATTEMPTS });
    expect(await renewalOrdersOf(t.db, shop.tenant.id)).toEqual([]);
    const charges = await offSessionCharges(t.db, shop.tenant.id);
    expect(charges).toHaveLength(RENEWAL_MAX_ATTEMPTS);
    expect(charges.every((c) => c.status === 'failed' && c.lastError === 'Your card was declined.')).toBe(
      true,
    );
    expect(await emailsOf(t.db, shop.tenant.id, '%payment for Coffee Beans failed%')).toHaveLength(
      RENEWAL_MAX_ATTEMPTS,
    );

    // Past due is not charged again.
    await renewDueSubscriptions(ctx, { now: new Date(now.getTime() + 30 * DAY_MS) });
    expect(await offSessionCharges(t.db, shop.tenant.id)).toHaveLength(RENEWAL_MAX_ATTEMPTS);
  });

  it('paused and cancelled subscriptions are not charged', async () => {
    const paused = await newSubscriber('paused');
    const cancelled = await newSubscriber('cancelled');
    await t.db
      .update(productSubscriptions)
      .set({ status: 'paused' })
      .where(eq(productSubscriptions.id, paused.sub.id));
    await t.db
      .update(productSubscriptions)
      .set({ status: 'cancelled', canceledAt: new Date() })
      .where(eq(productSubscriptions.id, cancelled.sub.id));
    await renewDueSubscriptions(jobCtx(t), { now: new Date(Date.now() + 400 * DAY_MS) });
    expect(await offSessionCharges(t.db, paused.shop.tenant.id)).toEqual([]);
    expect(await offSessionCharges(t.db, cancelled.shop.tenant.id)).toEqual([]);
  });

  it('an expired saved card fails the renewal with its reason', async () => {
    const { shop, sub } = await newSubscriber('expired');
    // The card lapsed since it was saved.
    await t.db
      .update(sandboxPaymentMethods)
      .set({ expYear: new Date().getUTCFullYear() - 1 })
      .where(eq(sandboxPaymentMethods.id, sub.providerPaymentMethodId!));
    await renewDueSubscriptions(jobCtx(t), { now: new Date(sub.nextBillingDate!.getTime() + 1000) });
    const charges = await offSessionCharges(t.db, shop.tenant.id);
    expect(charges[0]).toMatchObject({ status: 'failed', lastError: 'Your card has expired.' });
    const [row] = await subscriptionsOf(t.db, shop.tenant.id);
    expect(row!.nextBillingDate!.toISOString()).toBe(sub.nextBillingDate!.toISOString());
  });
});
