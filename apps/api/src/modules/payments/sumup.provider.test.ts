// The SumUp adapter's real fetch calls against a local server that answers like SumUp.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSumup, startFakeSumup } from './fake-sumup.test-support.ts';
import { WebhookRejectedError } from './payments.errors.ts';
import { createSumupProvider } from './sumup.provider.ts';

const keys = { apiKey: 'sup_sk_adapter_key_123456', merchantCode: 'MC123' };
let fake: FakeSumup;

beforeAll(async () => {
  fake = await startFakeSumup(keys.apiKey);
});
afterAll(() => fake.close());

const input = {
  amountMinor: 1999,
  currency: 'GBP',
  description: 'Order at Shop',
  reference: 'ref-sumup-1',
  tenantId: 3,
  returnUrl: 'http://localhost/order-confirmation?provider=sumup&tenantId=3',
  webhookUrl: 'http://localhost/api/webhooks/sumup/3',
  paymentMethods: ['card'],
};

describe('sumup provider', () => {
  it('creates a checkout with the merchant code, amount in pounds and our webhook as return_url', async () => {
    const sumup = createSumupProvider(keys, fake.url);
    const created = await sumup.createIntent(input);
    expect(created.clientSecret).toBe(created.id);
    expect(fake.checkouts.get(created.id)).toMatchObject({
      amount: 19.99,
      currency: 'GBP',
      merchant_code: 'MC123',
      checkout_reference: 'ref-sumup-1',
      return_url: input.webhookUrl,
      redirect_url: input.returnUrl,
    });
    expect(fake.requests.every((r) => r.key === keys.apiKey)).toBe(true);
  });

  it('maps statuses, refunds what is left only once, and cancels a pending checkout', async () => {
    const sumup = createSumupProvider(keys, fake.url);
    const paid = await sumup.createIntent({ ...input, reference: 'ref-2' });
    expect((await sumup.retrieve(paid.id)).state).toBe('requires_payment');
    fake.pay(paid.id);
    expect(await sumup.retrieve(paid.id)).toMatchObject({
      state: 'succeeded',
      amountMinor: 1999,
      refundedMinor: 0,
    });
    expect((await sumup.refund(paid.id, { idempotencyKey: 'k' })).refundedMinor).toBe(1999);
    await sumup.refund(paid.id, { idempotencyKey: 'k' });
    expect(fake.requests.filter((r) => r.path.startsWith('/v0.1/me/refund/'))).toHaveLength(1);

    const failed = await sumup.createIntent({ ...input, reference: 'ref-3' });
    fake.fail(failed.id);
    expect((await sumup.retrieve(failed.id)).state).toBe('failed');

    const pending = await sumup.createIntent({ ...input, reference: 'ref-4' });
    await sumup.cancel(pending.id);
    expect((await sumup.retrieve(pending.id)).state).toBe('canceled');
  });

  it('reports a partial refund made in the SumUp dashboard', async () => {
    const sumup = createSumupProvider(keys, fake.url);
    const { id } = await sumup.createIntent({ ...input, reference: 'ref-5' });
    fake.pay(id);
    fake.refundOutside(id, 5);
    expect(await sumup.retrieve(id)).toMatchObject({ state: 'succeeded', refundedMinor: 500 });
  });

  it('turns a refused key into a readable 502', async () => {
    const sumup = createSumupProvider({ ...keys, apiKey: 'sup_sk_wrong' }, fake.url);
    await expect(sumup.createIntent(input)).rejects.toMatchObject({
      statusCode: 502,
      message: "SumUp refused this store's API key. Check the payment settings.",
    });
  });

  it('reads a webhook as "re-read this checkout", refusing junk', async () => {
    const sumup = createSumupProvider(keys, fake.url);
    const body = (value: unknown) => ({ rawBody: Buffer.from(JSON.stringify(value)), headers: {} });
    expect(await sumup.verifyWebhook(body({ event_type: 'CHECKOUT_STATUS_CHANGED', id: 'abc-123' }))).toEqual(
      {
        kind: 'payment',
        eventId: 'abc-123',
        paymentId: 'abc-123',
      },
    );
    expect((await sumup.verifyWebhook(body({ event_type: 'OTHER', id: 'abc' }))).kind).toBe('ignored');
    await expect(sumup.verifyWebhook(body({ id: '../../etc' }))).rejects.toBeInstanceOf(WebhookRejectedError);
    await expect(
      sumup.verifyWebhook({ rawBody: Buffer.from('not json'), headers: {} }),
    ).rejects.toBeInstanceOf(WebhookRejectedError);
  });
});
