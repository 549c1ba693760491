// Stripe end to end: the store's own keys, the real SDK against a local fake, signed webhooks that
// finalize a payment the browser never confirmed, replays, refunds and disputes.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, createUser, loginCookie, testConfig } from '../../../test/app.ts';
import { orderEvents, orders, processedWebhookEvents } from '../../db/schema/index.ts';
import {
  confirmPayment,
  emailsOf,
  ordersOf,
  type Shop,
  seedShop,
  startCardCheckout,
  stockOf,
  storeGatewayKeys,
  useCheckoutTestApp,
} from '../checkout/checkout.test-support.ts';
import { countJobs } from '../jobs/jobs.test-support.ts';
import { deliverStripeEvent, stripeEvent, useFakeStripe } from './fake-stripe.test-support.ts';

const A = {
  stripePublicKey: 'pk_test_store_a',
  stripeSecretKey: 'sk_test_store_a_secret_1',
  stripeWebhookSecret: 'whsec_store_a_1',
};
const B = {
  stripePublicKey: 'pk_test_store_b',
  stripeSecretKey: 'sk_test_store_b_secret_2',
  stripeWebhookSecret: 'whsec_store_b_2',
};

const fake = useFakeStripe();
const t = useCheckoutTestApp({
  config: () => testConfig({ STRIPE_API_URL: fake.url }),
  secrets: [A.stripeSecretKey, A.stripeWebhookSecret, B.stripeSecretKey, B.stripeWebhookSecret],
});
let shopA: Shop;
let shopB: Shop;

beforeAll(async () => {
  shopA = await seedShop(t.db, 'stripe-a', { teeStock: 20 });
  shopB = await seedShop(t.db, 'stripe-b');
  await storeGatewayKeys(t.db, t.config, shopA.tenant.id, A);
  await storeGatewayKeys(t.db, t.config, shopB.tenant.id, B);
  await t.db.execute(
    sql`update tenants set email_support_address = 'orders@stripe-a.test' where id = ${shopA.tenant.id}`,
  );
});

const deliver = (tenantId: number, payload: string, secret: string, timestamp?: number) =>
  deliverStripeEvent(t.app, tenantId, payload, secret, timestamp);

const grace = { customerName: 'Grace Hopper', shippingAddress: '1 Harbour St, Leith, EH6 1AA' };

async function stripeCheckout(shop: Shop, email: string, quantity = 1) {
  const intent = await startCardCheckout(t.app, shop, { customerEmail: email, ...grace }, quantity);
  expect(intent.provider).toBe('stripe');
  return intent.paymentIntentId as string;
}

describe('a payment the browser never confirmed', () => {
  let paymentId: string;

  it('becomes an order through the signed webhook, and the authorisation is captured', async () => {
    paymentId = await stripeCheckout(shopA, 'grace@example.com', 2);
    fake.authorise(paymentId);
    const response = await deliver(
      shopA.tenant.id,
      stripeEvent('payment_intent.amount_capturable_updated', { id: paymentId }),
      A.stripeWebhookSecret,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const [order] = await ordersOf(t.db, shopA.tenant.id);
    expect(order).toMatchObject({
      paymentProvider: 'stripe',
      paymentIntentId: paymentId,
      customerEmail: 'grace@example.com',
      customerName: 'Grace Hopper',
      totalMinor: 5000,
      status: 'paid',
    });
    expect(fake.intents.get(paymentId)!.status).toBe('succeeded');
    expect((await stockOf(t.db, shopA)).tee).toBe(18);
    expect(await emailsOf(t.db, shopA.tenant.id, 'New order #%')).toHaveLength(1);
  });

  it('the same event delivered 10 times changes nothing more', async () => {
    const payload = stripeEvent('payment_intent.succeeded', { id: paymentId }, 'evt_replayed');
    for (let i = 0; i < 10; i++)
      expect((await deliver(shopA.tenant.id, payload, A.stripeWebhookSecret)).statusCode).toBe(200);
    expect(await ordersOf(t.db, shopA.tenant.id)).toHaveLength(1);
    expect((await stockOf(t.db, shopA)).tee).toBe(18);
    expect(await emailsOf(t.db, shopA.tenant.id, 'Your % order #%')).toHaveLength(1);
    const recorded = await t.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, 'evt_replayed'));
    expect(recorded).toHaveLength(1);
  });

  it('a later confirm-payment from the browser answers the same order', async () => {
    const response = await confirmPayment(t.app, paymentId, 'grace@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json().orderId).toBe((await ordersOf(t.db, shopA.tenant.id))[0]!.id);
  });
});

describe('webhook deliveries that cannot be trusted', () => {
  it.each([
    ['a bad signature', (p: string) => deliver(shopA.tenant.id, p, 'whsec_forged')],
    [
      'a stale timestamp',
      (p: string) => deliver(shopA.tenant.id, p, A.stripeWebhookSecret, Math.floor(Date.now() / 1000) - 3600),
    ],
    [
      "store B's secret on store A's endpoint",
      (p: string) => deliver(shopA.tenant.id, p, B.stripeWebhookSecret),
    ],
    [
      "store A's secret on store B's endpoint",
      (p: string) => deliver(shopB.tenant.id, p, A.stripeWebhookSecret),
    ],
  ])('%s: 400 and nothing changes', async (_label, send) => {
    const paymentId = await stripeCheckout(shopA, 'untrusted@example.com');
    fake.authorise(paymentId);
    const before = {
      orders: (await ordersOf(t.db, shopA.tenant.id)).length,
      stock: await stockOf(t.db, shopA),
    };
    const eventsBefore = await t.db.select().from(processedWebhookEvents);
    const response = await send(stripeEvent('payment_intent.amount_capturable_updated', { id: paymentId }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_error');
    expect((await ordersOf(t.db, shopA.tenant.id)).length).toBe(before.orders);
    expect(await stockOf(t.db, shopA)).toEqual(before.stock);
    expect(await t.db.select().from(processedWebhookEvents)).toEqual(eventsBefore);
    expect(fake.intents.get(paymentId)!.status).toBe('requires_capture');
  });

  it('a store without a webhook secret answers 400, an unknown store 404', async () => {
    const bare = await seedShop(t.db, 'stripe-bare');
    const response = await deliver(
      bare.tenant.id,
      stripeEvent('payment_intent.succeeded', { id: 'pi_x' }),
      A.stripeWebhookSecret,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Stripe webhooks are not set up for this store');
    expect((await deliver(999_999, stripeEvent('x', {}), A.stripeWebhookSecret)).statusCode).toBe(404);
  });
});

describe('payment status after the sale', () => {
  async function paidOrder(email: string) {
    const paymentId = await stripeCheckout(shopA, email);
    fake.authorise(paymentId);
    const confirmed = await confirmPayment(t.app, paymentId, email);
    expect(confirmed.statusCode).toBe(200);
    return { paymentId, orderId: confirmed.json().orderId as number };
  }
  const statusOf = async (orderId: number) =>
    (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  /** Store A's signed webhook about `paymentId`, carrying `object` (a charge or a dispute). */
  const notifyA = (type: string, object: { id: string; object: string }, paymentId: string) =>
    deliver(
      shopA.tenant.id,
      stripeEvent(type, { ...object, payment_intent: paymentId }),
      A.stripeWebhookSecret,
    );
  const charge = { id: 'ch', object: 'charge' };

  it('queues the finalize safety net for an order whose payment was captured after its commit', async () => {
    // The commit saw an authorisation, not a payment: had this process stopped before capture and
    // notify, the job would have finished them. (A payment taken in full queues no such job.)
    const { paymentId } = await paidOrder('safety-net@example.com');
    expect(await countJobs(t.db, sql`key = ${`checkout.finalize:stripe:${paymentId}`}`)).toBe(1);
  });

  it('applies partial and full refunds, then a dispute', async () => {
    const { paymentId, orderId } = await paidOrder('refund@example.com');
    fake.refundOutside(paymentId, 1000);
    await notifyA('charge.refunded', charge, paymentId);
    expect(await statusOf(orderId)).toMatchObject({ status: 'partially_refunded', refundedMinor: 1000 });
    fake.refundOutside(paymentId, 1500);
    await notifyA('charge.refunded', charge, paymentId);
    expect(await statusOf(orderId)).toMatchObject({ status: 'refunded', refundedMinor: 2500 });
    fake.dispute(paymentId);
    await notifyA('charge.dispute.created', { id: 'dp', object: 'dispute' }, paymentId);
    expect((await statusOf(orderId)).status).toBe('disputed');
  });

  it("leaves an admin's manual status alone, still recording the refunded amount", async () => {
    const { paymentId, orderId } = await paidOrder('manual@example.com');
    await t.db
      .update(orders)
      .set({ status: 'shipped', manualStatusOverride: true })
      .where(eq(orders.id, orderId));
    fake.refundOutside(paymentId, 2500);
    await notifyA('charge.refunded', charge, paymentId);
    expect(await statusOf(orderId)).toMatchObject({
      status: 'shipped',
      refundedMinor: 2500,
      paymentStatus: 'refunded',
    });
  });

  it('moves the payment status of an order shipped by the manual override when Stripe refunds it', async () => {
    await createUser(t.db, {
      username: 'stripe-a-owner',
      password: 'stripe-a-owner-pass',
      memberOf: [shopA.tenant.id],
    });
    const owner = await loginCookie(t.app, 'stripe-a-owner', 'stripe-a-owner-pass');
    const { paymentId, orderId } = await paidOrder('override@example.com');
    const moved = await callApi(t.app, 'PUT', `/api/admin/orders/${orderId}/status`, owner, {
      status: 'shipped',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await statusOf(orderId)).toMatchObject({
      status: 'shipped',
      manualStatusOverride: true,
      paymentStatus: 'paid',
    });

    fake.refundOutside(paymentId, 1000);
    expect((await notifyA('charge.refunded', charge, paymentId)).statusCode).toBe(200);
    expect(await statusOf(orderId)).toMatchObject({
      status: 'shipped',
      paymentStatus: 'partially_refunded',
      refundedMinor: 1000,
    });
    // The same report again changes nothing and records nothing more.
    expect((await notifyA('charge.refunded', charge, paymentId)).statusCode).toBe(200);
    fake.refundOutside(paymentId, 1500);
    expect((await notifyA('charge.refunded', charge, paymentId)).statusCode).toBe(200);
    expect(await statusOf(orderId)).toMatchObject({
      status: 'shipped',
      paymentStatus: 'refunded',
      refundedMinor: 2500,
    });
    const timeline = await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(orderEvents.id);
    expect(
      timeline.filter((e) => e.source === 'provider' && e.kind === 'status_changed').map((e) => e.message),
    ).toEqual([
      'Payment partially refunded by Stripe; the status stays Shipped, as set by hand',
      'Payment refunded by Stripe; the status stays Shipped, as set by hand',
    ]);
  });

  it('moves the payment status of a disputed order that Stripe then refunds', async () => {
    const { paymentId, orderId } = await paidOrder('disputed-refund@example.com');
    fake.dispute(paymentId);
    await notifyA('charge.dispute.created', { id: 'dp2', object: 'dispute' }, paymentId);
    fake.refundOutside(paymentId, 2500);
    await notifyA('charge.refunded', charge, paymentId);
    expect(await statusOf(orderId)).toMatchObject({
      status: 'disputed',
      paymentStatus: 'refunded',
      refundedMinor: 2500,
    });
  });
});

describe('stock that ran out during a Stripe payment', () => {
  it('voids the authorisation instead of charging, and says so', async () => {
    const scarce = await seedShop(t.db, 'stripe-scarce', { teeStock: 1 });
    await storeGatewayKeys(t.db, t.config, scarce.tenant.id, A);
    const first = await stripeCheckout(scarce, 'first@example.com');
    const second = await stripeCheckout(scarce, 'second@example.com');
    fake.authorise(first);
    fake.authorise(second);
    expect((await confirmPayment(t.app, first, 'first@example.com')).statusCode).toBe(200);
    const late = await confirmPayment(t.app, second, 'second@example.com');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Sorry, "Tee" sold out while you were paying, so no order was placed. Your payment has been cancelled, so you have not been charged.',
    );
    expect(fake.intents.get(second)!.status).toBe('canceled');
    expect(fake.intents.get(first)!.status).toBe('succeeded');
  });
});
