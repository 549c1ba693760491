// The platform's own Stripe account through the real `stripe` client against the local fake
// (ADR 0084): a card saved with a SetupIntent, the whole loop with a fixed clock, exactly one payment
// when a retried job and the platform webhook race, and an upgrade charged at once with proration.
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantCtx } from '../../context.ts';
import { platformPaymentMethods, tenants } from '../../db/schema/index.ts';
import { useFakeStripe } from '../payments/fake-stripe.test-support.ts';
import { platformPaymentProvider } from '../payments/platform-account.service.ts';
import { call, type PlatformFixture } from '../tenant-admin/platform.test-support.ts';
import {
  billsOf,
  createBillingLoopFixture,
  mailTo,
  runJobAt,
  storeRow,
  timelineKinds,
} from './platform-billing.test-support.ts';
import { claimChargeAttempt } from './platform-charges.queries.ts';

const URL = '/api/billing/payment-method';
const KEYS = {
  PLATFORM_STRIPE_SECRET_KEY: 'sk_test_platform_secret_1',
  PLATFORM_STRIPE_PUBLISHABLE_KEY: 'pk_test_platform_1',
  PLATFORM_STRIPE_WEBHOOK_SECRET: 'whsec_platform_1',
};

const fake = useFakeStripe();

describe("bills charged on the platform's Stripe account", () => {
  let t: PlatformFixture;
  let firstCard: string;
  /** Every response body, to prove no platform secret is ever answered. */
  const bodies: string[] = [];
  const offSessionCharges = () =>
    fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.form.get('off_session') === 'true',
    );

  beforeAll(async () => {
    t = await createBillingLoopFixture({
      trialEndsAt: '2027-03-10T09:00:00Z',
      ownerAEmail: 'owner-a@alpha.test',
      config: { ...KEYS, STRIPE_API_URL: fake.url },
    });
  });
  afterAll(async () => {
    expect(bodies.length).toBeGreaterThan(0);
    for (const secret of [KEYS.PLATFORM_STRIPE_SECRET_KEY, KEYS.PLATFORM_STRIPE_WEBHOOK_SECRET]) {
      expect(bodies.filter((b) => b.includes(secret))).toEqual([]);
    }
    await t.close();
  });

  /** One request through the front door, its answer kept for the secrets check. */
  async function api(...args: Parameters<typeof call> extends [unknown, ...infer R] ? R : never) {
    const res = await call(t.app, ...args);
    bodies.push(res.body);
    return res;
  }

  /** What Stripe Elements does in the browser: a SetupIntent confirmed with the card. */
  async function addCard(cookie: string, card?: Parameters<typeof fake.confirmSetup>[1]) {
    const setup = await api('POST', `${URL}/setup`, cookie);
    expect(setup.statusCode).toBe(200);
    const { setupIntentId, clientSecret } = setup.json();
    expect(clientSecret).toMatch(/^seti_.*_secret_/);
    const paymentMethodId = fake.confirmSetup(setupIntentId, card);
    return { setupIntentId, paymentMethodId };
  }

  it('saves a card with a SetupIntent on the platform account, not a store’s', async () => {
    const account = (await api('GET', URL, t.ownerA)).json();
    expect(account).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_platform_1', card: null });
    const { setupIntentId, paymentMethodId } = await addCard(t.ownerA, {
      brand: 'mastercard',
      last4: '4444',
      exp_month: 8,
      exp_year: 2033,
    });
    firstCard = paymentMethodId;
    const saved = await api('PUT', URL, t.ownerA, { setupIntentId });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().card).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
      expMonth: 8,
      expYear: 2033,
    });
    expect(fake.requests.every((r) => r.key === KEYS.PLATFORM_STRIPE_SECRET_KEY)).toBe(true);
  });

  it('refuses a SetupIntent not confirmed, or made for another store', async () => {
    const setup = (await api('POST', `${URL}/setup`, t.ownerB)).json();
    const unconfirmed = await api('PUT', URL, t.ownerB, { setupIntentId: setup.setupIntentId });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toBe('This card has not been confirmed. Please enter it again.');
    fake.confirmSetup(setup.setupIntentId);
    const stolen = await api('PUT', URL, t.ownerA, { setupIntentId: setup.setupIntentId });
    expect(stolen.statusCode).toBe(400);
    expect((await api('GET', URL, t.ownerA)).json().card.last4).toBe('4444');
    const none = await api('PUT', URL, t.ownerB, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('The card setup id is missing');
  });

  it('ends the trial with the first off-session charge, then renews', async () => {
    expect(await runJobAt(t.ctx(), '2027-03-10T09:19:00Z')).toEqual({ raised: 1, paid: 1, failed: 0 });
    const [charge] = offSessionCharges();
    expect(charge!.form.get('amount')).toBe('2128');
    expect(charge!.form.get('payment_method')).toBe(firstCard);
    expect(charge!.form.get('metadata[renewal]')).toMatch(/^platform-bill-\d+-attempt-1$/);
    expect((await storeRow(t.db, t.storeA.id)).subscriptionStatus).toBe('active');
    await runJobAt(t.ctx(), '2027-04-01T00:19:00Z');
    expect((await billsOf(t.db, t.storeA.id)).map((b) => [b.status, b.amountMinor, b.paymentMethod])).toEqual(
      [
        ['paid', 2128, 'stripe'],
        ['paid', 2999, 'stripe'],
      ],
    );
  });

  it('a decline goes past due, retries, read-only, suspended; a new card pays and restores', async () => {
    fake.declineOffSession(firstCard);
    expect((await runJobAt(t.ctx(), '2027-05-01T00:19:00Z')).failed).toBe(1);
    for (const day of ['02', '04', '08']) {
      expect((await runJobAt(t.ctx(), `2027-05-${day}T00:19:00Z`)).failed).toBe(1);
    }
    await runJobAt(t.ctx(), '2027-05-15T00:19:00Z');
    expect((await storeRow(t.db, t.storeA.id)).billingHold).toBe('read_only');
    await runJobAt(t.ctx(), '2027-05-31T00:19:00Z');
    expect(await storeRow(t.db, t.storeA.id)).toMatchObject({
      status: 'suspended',
      billingHold: 'suspended',
    });
    // Besides the receipts of the bills paid (ADR 0086):
    const notices = (await mailTo(t.db, 'owner-a@alpha.test')).filter((s) => !s.startsWith('Receipt for'));
    expect(notices).toEqual([
      'Your Storefleet bill of £29.99 could not be paid',
      'Your Storefleet bill of £29.99 could not be paid',
      'Your Storefleet bill of £29.99 could not be paid',
      'Your Storefleet bill of £29.99 could not be paid',
      'Your store admin is read-only: a bill is unpaid',
      'Your store is suspended: a bill is unpaid',
    ]);

    const { setupIntentId } = await addCard(t.ownerA);
    const res = await api('PUT', URL, t.ownerA, { setupIntentId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pastDue: null, card: { brand: 'visa', last4: '4242' } });
    expect(await storeRow(t.db, t.storeA.id)).toMatchObject({ status: 'active', billingHold: null });
    expect(fake.paymentMethods.get(firstCard)?.detached).toBe(true);
    expect((await timelineKinds(t.db, t.storeA.id)).slice(-4)).toEqual([
      'suspended',
      'card_replaced',
      'paid',
      'restored',
    ]);
  });

  it('a retried job racing the platform webhook gives one payment', async () => {
    // June's bill, raised while the store paid by transfer, then to be charged to the card.
    await t.db.update(tenants).set({ paysByTransfer: true }).where(eq(tenants.id, t.storeA.id));
    await runJobAt(t.ctx(), '2027-06-01T00:19:00Z');
    await t.db.update(tenants).set({ paysByTransfer: false }).where(eq(tenants.id, t.storeA.id));
    const june = (await billsOf(t.db, t.storeA.id)).at(-1)!;
    expect(june).toMatchObject({ status: 'unpaid', nextChargeAt: null });
    await t.db.execute(sql`update billing set next_charge_at = '2027-06-01T00:30:00Z' where id = ${june.id}`);

    // A job claims the attempt and charges, then stops before recording it.
    const store = tenantCtx(t.ctx(), t.storeA.id);
    const claim = await claimChargeAttempt(store.db, {
      billId: june.id,
      tenantId: t.storeA.id,
      now: new Date('2027-06-01T01:00:00Z'),
      force: false,
    });
    const [card] = await t.db
      .select()
      .from(platformPaymentMethods)
      .where(eq(platformPaymentMethods.tenantId, t.storeA.id));
    const paid = await platformPaymentProvider(store, 'stripe').chargeSavedCard({
      savedCard: { customerId: card!.customerId, paymentMethodId: card!.paymentMethodId },
      amountMinor: june.amountMinor,
      currency: 'GBP',
      description: 'June',
      tenantId: t.storeA.id,
      idempotencyKey: `platform-bill-${june.id}-attempt-${claim!.attempt}`,
    });
    expect(paid.state).toBe('succeeded');
    const chargesBefore = offSessionCharges().length;

    // Stripe's webhook and the retried job arrive together.
    const payload = JSON.stringify({
      id: 'evt_platform_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: paid.id, object: 'payment_intent' } },
    });
    const deliver = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/platform-stripe',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
        },
        payload,
      });
    const forged = await deliver('whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Invalid Stripe signature');
    const [hook] = await Promise.all([
      deliver(KEYS.PLATFORM_STRIPE_WEBHOOK_SECRET),
      runJobAt(t.ctx(), '2027-06-01T01:19:00Z'),
    ]);
    expect(hook.statusCode).toBe(200);
    expect((await deliver(KEYS.PLATFORM_STRIPE_WEBHOOK_SECRET)).statusCode).toBe(200);

    const after = (await billsOf(t.db, t.storeA.id)).at(-1)!;
    expect(after).toMatchObject({ status: 'paid', providerPaymentId: paid.id, chargeAttempts: 1 });
    // The job's repeat used the same idempotency key: Stripe answered with the same payment.
    const repeats = offSessionCharges().slice(chargesBefore);
    expect(new Set(fake.intents.values()).size).toBe(fake.intents.size);
    expect(
      repeats.every((r) => r.form.get('metadata[renewal]') === `platform-bill-${june.id}-attempt-1`),
    ).toBe(true);
    const succeededForJune = [...fake.intents.values()].filter(
      (i) => i.metadata.renewal?.startsWith(`platform-bill-${june.id}-`) && i.status === 'succeeded',
    );
    expect(succeededForJune).toHaveLength(1);
    expect((await timelineKinds(t.db, t.storeA.id)).filter((k) => k === 'paid')).toHaveLength(4);
  });

  it('an upgrade is charged at once, the quoted prorated amount, and applies', async () => {
    const pro = (await api('GET', '/api/subscription-plans', t.ownerA))
      .json()
      .find((p: { slug: string }) => p.slug === 'pro');
    const quote = (await api('GET', `/api/subscription/change-quote?planId=${pro.id}`, t.ownerA)).json();
    expect(quote.kind).toBe('upgrade');
    const before = offSessionCharges().length;
    const res = await api('POST', '/api/subscription/upgrade', t.ownerA, { planId: pro.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ subscriptionPlan: 'pro', pendingPlan: null });
    const [charge] = offSessionCharges().slice(before);
    expect(charge!.form.get('amount')).toBe(String(Math.round(Number(quote.dueNow) * 100)));
    const upgradeBill = (await billsOf(t.db, t.storeA.id)).at(-1)!;
    expect(upgradeBill).toMatchObject({ status: 'paid', paymentMethod: 'stripe' });
    expect(upgradeBill.description).toMatch(/^Upgrade to the Pro plan/);
  });

  it('the operator refunds a bill paid by card through Stripe (ADR 0085), once', async () => {
    const upgradeBill = (await billsOf(t.db, t.storeA.id)).at(-1)!;
    const refundsBefore = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').length;
    const res = await api('POST', `/api/billing/${upgradeBill.id}/refund`, t.admin, {
      reason: 'Upgraded by mistake',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded' });
    const refunds = fake.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/refunds')
      .slice(refundsBefore);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.form.get('payment_intent')).toBe(upgradeBill.providerPaymentId);
    const again = await api('POST', `/api/billing/${upgradeBill.id}/refund`, t.admin, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds')).toHaveLength(
      refundsBefore + 1,
    );
    expect((await timelineKinds(t.db, t.storeA.id)).at(-1)).toBe('refunded');
  });
});
