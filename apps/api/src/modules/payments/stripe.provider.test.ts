// The Stripe adapter through the real `stripe` SDK, against a local server that answers like Stripe.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { useFakeStripe } from './fake-stripe.test-support.ts';
import { WebhookRejectedError } from './payments.errors.ts';
import { createStripeProvider } from './stripe.provider.ts';

const keys = { secretKey: 'sk_test_adapter_key_123456', webhookSecret: 'whsec_adapter_secret_123456' };
const fake = useFakeStripe();

const intentInput = {
  amountMinor: 5499,
  currency: 'GBP',
  description: 'Order at Shop',
  reference: 'ref-1',
  tenantId: 7,
  returnUrl: 'http://localhost/order-confirmation',
  webhookUrl: 'http://localhost/api/webhooks/stripe/7',
  paymentMethods: ['card'],
};

describe('stripe provider', () => {
  it("creates a manual-capture intent for the server's amount with the store's own key", async () => {
    const stripe = createStripeProvider(keys, fake.url);
    const created = await stripe.createIntent(intentInput);
    expect(created.clientSecret.startsWith(`${created.id}_secret_`)).toBe(true);
    const request = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents')!;
    expect(request.key).toBe(keys.secretKey);
    expect(request.form.get('amount')).toBe('5499');
    expect(request.form.get('currency')).toBe('gbp');
    expect(request.form.get('capture_method')).toBe('manual');
    expect(request.form.get('metadata[tenantId]')).toBe('7');
  });

  it('reads states back, captures an authorised payment and refunds it once per key', async () => {
    const stripe = createStripeProvider(keys, fake.url);
    const { id } = await stripe.createIntent({ ...intentInput, reference: 'ref-2' });
    expect((await stripe.retrieve(id)).state).toBe('requires_payment');
    fake.decline(id, 'Your card was declined.');
    expect(await stripe.retrieve(id)).toMatchObject({
      state: 'requires_payment',
      failureMessage: 'Your card was declined.',
    });
    fake.authorise(id);
    expect(await stripe.retrieve(id)).toMatchObject({
      state: 'requires_capture',
      amountMinor: 5499,
      currency: 'GBP',
    });
    expect((await stripe.capture(id)).state).toBe('succeeded');
    expect((await stripe.capture(id)).state).toBe('succeeded');

    await stripe.refund(id, { idempotencyKey: 'refund-once' });
    const again = await stripe.refund(id, { idempotencyKey: 'refund-once' });
    expect(again).toMatchObject({ refundedMinor: 5499 });
    expect(fake.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(2);
    expect(fake.chargeOf(id)!.amount_refunded).toBe(5499);
  });

  it('voids an authorisation instead of taking the money', async () => {
    const stripe = createStripeProvider(keys, fake.url);
    const { id } = await stripe.createIntent({ ...intentInput, reference: 'ref-3' });
    fake.authorise(id);
    await stripe.cancel(id);
    expect((await stripe.retrieve(id)).state).toBe('canceled');
    await stripe.cancel(id);
  });

  it('turns a refused key into a readable 502', async () => {
    const stripe = createStripeProvider({ ...keys, secretKey: 'rk_wrong' }, fake.url);
    await expect(stripe.createIntent(intentInput)).rejects.toMatchObject({
      statusCode: 502,
      message: "Stripe refused this store's secret key. Check the payment settings.",
    });
  });

  describe('webhooks', () => {
    const stripe = () => createStripeProvider(keys, fake.url);
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_123' } },
    });
    const sign = (secret: string, timestamp?: number) =>
      Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

    it('accepts a good signature and names the payment', async () => {
      const event = await stripe().verifyWebhook({
        rawBody: Buffer.from(payload),
        headers: { 'stripe-signature': sign(keys.webhookSecret) },
      });
      expect(event).toEqual({ kind: 'payment', eventId: 'evt_1', paymentId: 'pi_123' });
    });

    it.each([
      ['a wrong secret', () => sign('whsec_someone_else')],
      ['a stale timestamp', () => sign(keys.webhookSecret, Math.floor(Date.now() / 1000) - 600)],
      ['no signature', () => undefined],
    ])('refuses %s', async (_label, header) => {
      await expect(
        stripe().verifyWebhook({ rawBody: Buffer.from(payload), headers: { 'stripe-signature': header() } }),
      ).rejects.toBeInstanceOf(WebhookRejectedError);
    });

    it('refuses a body changed after signing', async () => {
      const header = sign(keys.webhookSecret);
      await expect(
        stripe().verifyWebhook({
          rawBody: Buffer.from(payload.replace('pi_123', 'pi_999')),
          headers: { 'stripe-signature': header },
        }),
      ).rejects.toBeInstanceOf(WebhookRejectedError);
    });
  });
});
