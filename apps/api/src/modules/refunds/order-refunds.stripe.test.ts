// Refunds through Stripe (the real SDK against the local fake): partial with restock and full
// without, one Stripe refund per Idempotency-Key, a charge.refunded webhook after the admin's
// refund that does not count it twice, and a refusal that leaves the order as it was.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import {
  type Shop,
  stockOf,
  stripeKeys,
  useStripeCheckoutTestApp,
} from '../checkout/checkout.test-support.ts';
import { deliverStripeEvent, stripeEvent } from '../payments/fake-stripe.test-support.ts';
import { doubleSubmit, seedProviderShop } from './provider-refunds.test-support.ts';
import {
  buyTeesAndHoodie,
  linesOf,
  ORDER_TOTAL_MINOR,
  orderRow,
  postRefund,
  refundEmailsOf,
  refundEventsOf,
  refundRowsOf,
} from './refunds.test-support.ts';

const KEYS = stripeKeys('refunds');
const { fake, t } = useStripeCheckoutTestApp(KEYS);
let shop: Shop;
let owner: string;

beforeAll(async () => {
  ({ shop, owner } = await seedProviderShop(t, 'stripe', KEYS));
});

const buy = () =>
  buyTeesAndHoodie(t.app, shop, 'grace@example.com', async (id) => {
    fake.authorise(id);
  });
const refundRequests = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');

function chargeRefunded(paymentId: string) {
  const payload = stripeEvent('charge.refunded', { id: 'ch', object: 'charge', payment_intent: paymentId });
  return deliverStripeEvent(t.app, shop.tenant.id, payload, KEYS.stripeWebhookSecret);
}

describe('refunds through Stripe', () => {
  it('refunds a line with restock, then the rest without, at Stripe', async () => {
    const { orderId, paymentIntentId } = await buy();
    const { hoodie } = await linesOf(t.db, orderId);
    const before = await stockOf(t.db, shop);
    const sent = refundRequests().length;
    const part = await postRefund(t.app, owner, orderId, {
      lines: [{ orderItemId: hoodie.id, quantity: 1 }],
      restock: true,
    });
    expect(part.statusCode, part.body).toBe(201);
    expect(fake.chargeOf(paymentIntentId)!.amount_refunded).toBe(4000);
    expect(refundRequests().at(-1)!.form.get('amount')).toBe('4000');
    expect(await orderRow(t.db, orderId)).toMatchObject({
      status: 'partially_refunded',
      refundedMinor: 4000,
    });
    expect(await stockOf(t.db, shop)).toEqual({ ...before, red: before.red + 1 });
    const rest = await postRefund(t.app, owner, orderId, { amount: '50.00', restock: false });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(fake.chargeOf(paymentIntentId)!.amount_refunded).toBe(ORDER_TOTAL_MINOR);
    expect(await orderRow(t.db, orderId)).toMatchObject({
      status: 'refunded',
      refundedMinor: ORDER_TOTAL_MINOR,
    });
    expect(await stockOf(t.db, shop)).toEqual({ ...before, red: before.red + 1 });
    expect(refundRequests().length - sent).toBe(2);
    expect(await refundEventsOf(t.db, orderId)).toHaveLength(2);
    expect(await refundEmailsOf(t.db, orderId)).toHaveLength(2);
  });

  it('a double submit sends Stripe one refund', async () => {
    const { orderId, paymentIntentId } = await buy();
    const sent = refundRequests().length;
    const answers = await doubleSubmit(t.app, owner, orderId, { amount: '12.00' });
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(refundRequests().length - sent).toBe(1);
    expect(fake.chargeOf(paymentIntentId)!.amount_refunded).toBe(1200);
    expect(await refundRowsOf(t.db, orderId)).toHaveLength(1);
  });

  it("the charge.refunded webhook after the admin's refund does not count it twice", async () => {
    const { orderId, paymentIntentId } = await buy();
    expect((await postRefund(t.app, owner, orderId, { amount: '30.00' })).statusCode).toBe(201);
    expect((await chargeRefunded(paymentIntentId)).statusCode).toBe(200);
    expect((await chargeRefunded(paymentIntentId)).statusCode).toBe(200);
    expect(await orderRow(t.db, orderId)).toMatchObject({
      status: 'partially_refunded',
      refundedMinor: 3000,
    });
    // A refund made in Stripe's dashboard is still picked up, on top of ours.
    fake.refundOutside(paymentIntentId, 1000);
    await chargeRefunded(paymentIntentId);
    expect(await orderRow(t.db, orderId)).toMatchObject({ refundedMinor: 4000 });
    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: { cookie: owner },
    });
    expect(summary.json()).toMatchObject({ refunded: '40.00', remaining: '50.00' });
    expect(await refundEventsOf(t.db, orderId)).toHaveLength(1);
  });

  it("Stripe's refusal answers 502 with its reason and leaves the order as it was", async () => {
    const { orderId, paymentIntentId } = await buy();
    const { tee } = await linesOf(t.db, orderId);
    const before = await stockOf(t.db, shop);
    fake.refuseRefunds('Charge ch_1 has been charged back; cannot issue a refund.');
    try {
      const res = await postRefund(t.app, owner, orderId, {
        lines: [{ orderItemId: tee.id, quantity: 2 }],
        restock: true,
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(
        'Stripe refused the request: Charge ch_1 has been charged back; cannot issue a refund.',
      );
    } finally {
      fake.refuseRefunds(undefined);
    }
    expect(await orderRow(t.db, orderId)).toMatchObject({ status: 'paid', refundedMinor: 0 });
    expect(await stockOf(t.db, shop)).toEqual(before);
    expect(fake.chargeOf(paymentIntentId)!.amount_refunded).toBe(0);
    expect(await refundEventsOf(t.db, orderId)).toEqual([]);
    expect(await refundEmailsOf(t.db, orderId)).toEqual([]);
    expect((await refundRowsOf(t.db, orderId))[0]).toMatchObject({ status: 'failed' });
    // A failed refund holds nothing: a new attempt (a new key) refunds the lines.
    const retry = await postRefund(t.app, owner, orderId, { lines: [{ orderItemId: tee.id, quantity: 2 }] });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await orderRow(t.db, orderId)).toMatchObject({ refundedMinor: 5000 });
  });
});

describe('an order in another currency (docs/decisions/0105)', () => {
  it('is refunded in its currency at Stripe; a payment taken in another is refused before any refund', async () => {
    const { orderId, paymentIntentId } = await buy();
    await t.db.update(orders).set({ currency: 'EUR', exchangeRate: '1.165' }).where(eq(orders.id, orderId));
    // The payment was taken in pounds: Stripe would refund pounds, so nothing is asked of it.
    const before = refundRequests().length;
    const refused = await postRefund(t.app, owner, orderId, { amount: '5.00' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe('This payment was taken in GBP, so it cannot be refunded in EUR.');
    expect(refundRequests()).toHaveLength(before);

    // Taken in euros, as checkout charges an EUR order: refunded in euros.
    fake.intents.get(paymentIntentId)!.currency = 'eur';
    const refund = await postRefund(t.app, owner, orderId, { amount: '12.50' });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(refundRequests()).toHaveLength(before + 1);
    expect(refundRequests().at(-1)!.form.get('amount')).toBe('1250');
    const [email] = await refundEmailsOf(t.db, orderId);
    expect(email!.text).toContain('€12.50');
  });
});
