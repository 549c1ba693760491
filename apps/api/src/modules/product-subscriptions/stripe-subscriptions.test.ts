// Subscriptions on a Stripe store, against the fake Stripe server with the real SDK: the checkout
// saves the card on a Customer (setup_future_usage), a trial saves it with a SetupIntent, and
// renewals are off-session PaymentIntents; a declined renewal is an answer, not an outage.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenantCtx } from '../../context.ts';
import { productSubscriptions } from '../../db/schema/index.ts';
import {
  confirmPayment,
  createIntent,
  storeGatewayKeys,
  stripeKeys,
  useStripeCheckoutTestApp,
} from '../checkout/checkout.test-support.ts';
import {
  jobCtx,
  renewalOrdersOf,
  type SubscriptionShop,
  seedSubscriptionShop,
  subscriptionsOf,
} from './product-subscriptions.test-support.ts';
import { renewSubscription } from './renew-subscription.service.ts';

const KEYS = stripeKeys('subs');
const { fake, t } = useStripeCheckoutTestApp(KEYS);
let shop: SubscriptionShop;
/** As the renewal job runs: acting for the subscription's store. */
const storeCtx = () => tenantCtx(jobCtx(t), shop.tenant.id);

beforeAll(async () => {
  shop = await seedSubscriptionShop(t.db, 'stripe-subs');
  await storeGatewayKeys(t.db, t.config, shop.tenant.id, KEYS);
});

describe('Stripe subscriptions', () => {
  it('saves the card on a Customer at checkout and renews with an off-session charge', async () => {
    const intent = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [{ id: shop.beans.id, quantity: 1, purchaseType: 'subscription' } as never],
    });
    expect(intent.statusCode).toBe(200);
    const { paymentIntentId, provider } = intent.json();
    expect(provider).toBe('stripe');
    const created = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents')!;
    expect(created.form.get('setup_future_usage')).toBe('off_session');
    expect(fake.customers.has(created.form.get('customer')!)).toBe(true);

    fake.authorise(paymentIntentId);
    const confirmed = await confirmPayment(t.app, paymentIntentId, 'stripe.sub@example.com', shop.tenant.id);
    expect(confirmed.statusCode).toBe(200);
    const [sub] = await subscriptionsOf(t.db, shop.tenant.id);
    expect(sub).toMatchObject({
      paymentProvider: 'stripe',
      providerCustomerId: created.form.get('customer'),
    });
    expect(sub!.providerPaymentMethodId).toMatch(/^pm_/);

    const now = new Date(sub!.nextBillingDate!.getTime() + 1000);
    const renewed = await renewSubscription(storeCtx(), { subscriptionId: sub!.id, now });
    expect(renewed.outcome).toBe('renewed');
    const charge = fake.requests.filter(
      (r) => r.path === '/v1/payment_intents' && r.form.get('off_session') === 'true',
    );
    expect(charge).toHaveLength(1);
    expect(charge[0]!.form.get('payment_method')).toBe(sub!.providerPaymentMethodId);
    expect(charge[0]!.form.get('amount')).toBe('1200');
    const [order] = await renewalOrdersOf(t.db, shop.tenant.id);
    expect(order).toMatchObject({ id: renewed.orderId, paymentProvider: 'stripe', totalMinor: 1200 });
    expect(fake.intents.get(order!.paymentIntentId!)?.status).toBe('succeeded');
  });

  it('a declined off-session charge schedules a retry', async () => {
    const [sub] = await subscriptionsOf(t.db, shop.tenant.id);
    fake.declineOffSession(sub!.providerPaymentMethodId!);
    const now = new Date(sub!.nextBillingDate!.getTime() + 1000);
    const result = await renewSubscription(storeCtx(), { subscriptionId: sub!.id, now });
    expect(result).toMatchObject({ outcome: 'retry', orderId: null });
    expect(result.message).toContain('Your card was declined.');
    const [after] = await t.db
      .select()
      .from(productSubscriptions)
      .where(eq(productSubscriptions.id, sub!.id));
    expect(after).toMatchObject({ status: 'active', failedAttempts: 1 });
  });

  it('a trial-only cart saves the card with a SetupIntent and charges nothing now', async () => {
    const intent = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      items: [{ id: shop.tea.id, quantity: 1, purchaseType: 'subscription' } as never],
    });
    expect(intent.statusCode).toBe(200);
    const { paymentIntentId, amount, clientSecret } = intent.json();
    expect(amount).toBe('0.00');
    expect(paymentIntentId).toMatch(/^seti_/);
    expect(clientSecret).toMatch(/^seti_.+_secret_/);
    fake.confirmSetup(paymentIntentId);
    const confirmed = await confirmPayment(t.app, paymentIntentId, 'trial@example.com', shop.tenant.id);
    expect(confirmed.statusCode).toBe(200);
    const sub = (await subscriptionsOf(t.db, shop.tenant.id)).find((s) => s.productId === shop.tea.id)!;
    expect(sub).toMatchObject({ status: 'active', amountMinor: 900, interval: 'weekly' });
    expect(sub.providerPaymentMethodId).toMatch(/^pm_/);
    expect(fake.setupIntents.get(paymentIntentId)?.customer).toBe(sub.providerCustomerId);
  });
});
