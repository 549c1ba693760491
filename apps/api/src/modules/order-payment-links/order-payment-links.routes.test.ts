// Collecting what an order owes (ADR 0077): a dearer edit makes the order partially paid and e-mails
// a payment link; "Send payment link" sends a new one; the customer pays it through the checkout's
// card form and confirm path; the payment is recorded once however often it is confirmed or paid;
// a later refund gives back from both payments. Refused states, permissions and stores.

import { sandboxTestCards } from '@storefleet/contracts';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, orderEvents, orderPaymentLinks, sandboxPaymentIntents } from '../../db/schema/index.ts';
import { checkoutCookieOf, ordersOf, payInSandbox } from '../checkout/checkout.test-support.ts';
import {
  buyTeesAndHoodie,
  linesOf,
  orderRow,
  postRefund,
  useTwoShopsAndTheirTeam,
} from '../refunds/refunds.test-support.ts';

const { t, shopA, shopB, who } = useTwoShopsAndTheirTeam('owed');

/** A paid order (£90.00) edited to three tees: £25.00 owed. */
async function owingOrder(email = 'ada@example.com') {
  const { orderId, paymentIntentId } = await buyTeesAndHoodie(t.app, shopA, email, (_id, secret) =>
    payInSandbox(t.app, secret),
  );
  const { tee } = await linesOf(t.db, orderId);
  const edited = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/edits`,
    headers: { cookie: who.ownerA },
    payload: { change: [{ orderItemId: tee.id, quantity: 3 }] },
  });
  expect(edited.statusCode, edited.body).toBe(200);
  return { orderId, paymentIntentId };
}

const emailsOf = (orderId: number, subject: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, orderId), like(emailOutbox.subject, subject)));

/** The newest payment link an e-mail of the order carries. */
async function linkTokenOf(orderId: number): Promise<string> {
  const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));
  const texts = mails.map((m) => m.text ?? '').filter((text) => text.includes('/pay/order/'));
  return /\/pay\/order\/([A-Za-z0-9_-]+)/.exec(texts.at(-1)!)![1]!;
}

const sendLink = (orderId: number, cookie: string | undefined, query = '') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/payment-link${query}`,
    headers: cookie ? { cookie } : {},
  });

/** A browser opening the link and paying with the sandbox card; confirming is left to the caller. */
async function openAndPay(token: string) {
  const { customerName, customerEmail, shippingAddress } = (
    await t.app.inject({ method: 'GET', url: `/api/orders/pay/${token}` })
  ).json();
  const view = { customerName, customerEmail, shippingAddress };
  const intent = await t.app.inject({ method: 'POST', url: `/api/orders/pay/${token}/payment-intent` });
  expect(intent.statusCode, intent.body).toBe(200);
  const cookie = checkoutCookieOf(intent)!;
  const { clientSecret, paymentIntentId, amount } = intent.json();
  expect((await payInSandbox(t.app, clientSecret, sandboxTestCards.success)).statusCode).toBe(200);
  const confirm = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/confirm-payment',
      headers: { cookie },
      payload: { paymentIntentId, orderData: { ...view, tenantId: shopA.tenant.id } },
    });
  return { confirm, paymentIntentId: paymentIntentId as string, amount: amount as string };
}

const paidEvents = (orderId: number) =>
  t.db
    .select()
    .from(orderEvents)
    .where(
      and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'paid'), eq(orderEvents.source, 'customer')),
    );

describe('a dearer edit is collected through a payment link', () => {
  it('edit → link in the e-mail → paid once, even when confirmed twice', async () => {
    const { orderId } = await owingOrder();
    expect(await orderRow(t.db, orderId)).toMatchObject({
      amountDueMinor: 2500,
      paymentStatus: 'partially_paid',
      status: 'paid',
    });
    const [edited] = await emailsOf(orderId, 'Your order #% was updated');
    expect(edited!.text).toContain('Still to pay: £25.00.');
    // At the store's own address, its subdomain here (docs/deployment.md, "Every link at the store's address").
    expect(edited!.text).toContain(`${t.config.PUBLIC_URL.replace('://', '://owed-a.')}/pay/order/`);
    const token = await linkTokenOf(orderId);
    // The token is kept only as its hash.
    const [stored] = await t.db
      .select()
      .from(orderPaymentLinks)
      .where(eq(orderPaymentLinks.orderId, orderId));
    expect(stored!.tokenHash).not.toBe(token);

    const view = await t.app.inject({ method: 'GET', url: `/api/orders/pay/${token}` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      amount: '25.00',
      currency: 'GBP',
      status: 'open',
      storeName: shopA.tenant.name,
    });

    const ordersBefore = (await ordersOf(t.db, shopA.tenant.id)).length;
    const pay = await openAndPay(token);
    expect(pay.amount).toBe('25.00');
    const first = await pay.confirm();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().orderId).toBe(orderId);
    const again = await pay.confirm();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().orderId).toBe(orderId);

    expect((await ordersOf(t.db, shopA.tenant.id)).length).toBe(ordersBefore);
    expect(await orderRow(t.db, orderId)).toMatchObject({
      amountDueMinor: 0,
      paymentStatus: 'paid',
      status: 'paid',
      totalMinor: 11500,
    });
    const events = await paidEvents(orderId);
    expect(events).toHaveLength(1);
    expect(events[0]!.message).toContain('£25.00 due paid by the customer');
    expect(await emailsOf(orderId, 'Payment received for order #%')).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/pay/${token}` })).json().status).toBe(
      'paid',
    );
    const reopened = await t.app.inject({ method: 'POST', url: `/api/orders/pay/${token}/payment-intent` });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toBe('This amount has already been paid. Thank you.');
  });

  it('two payments of one link at once: one is recorded, the other refused and given back', async () => {
    const { orderId } = await owingOrder('grace@example.com');
    const token = await linkTokenOf(orderId);
    const a = await openAndPay(token);
    const b = await openAndPay(token);
    const answers = await Promise.all([a.confirm(), b.confirm()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toContain('already been paid');
    expect(await paidEvents(orderId)).toHaveLength(1);
    expect((await orderRow(t.db, orderId)).amountDueMinor).toBe(0);
    const refusedIntent = answers[0]!.statusCode === 409 ? a.paymentIntentId : b.paymentIntentId;
    const [intent] = await t.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, refusedIntent));
    expect(['refunded', 'canceled']).toContain(intent!.status);
  });

  it('a later refund gives back from both payments: the checkout’s first, then the link’s', async () => {
    const { orderId, paymentIntentId } = await owingOrder('refund-all@example.com');
    // Before the link is paid, only what was paid can be refunded.
    const tooMuch = await postRefund(t.app, who.ownerA, orderId, { amount: '95.00' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain('£90.00');
    const pay = await openAndPay(await linkTokenOf(orderId));
    expect((await pay.confirm()).statusCode).toBe(200);
    const refund = await postRefund(t.app, who.ownerA, orderId, { amount: '100.00' });
    expect(refund.statusCode, refund.body).toBe(201);
    const intents = await t.db.select().from(sandboxPaymentIntents);
    const first = intents.find((i) => i.id === paymentIntentId)!;
    const link = intents.find((i) => i.id === pay.paymentIntentId)!;
    expect(first.refundedMinor).toBe(9000);
    expect(link.refundedMinor).toBe(1000);
    expect(await orderRow(t.db, orderId)).toMatchObject({
      refundedMinor: 10000,
      paymentStatus: 'partially_refunded',
    });
    const rest = await postRefund(t.app, who.ownerA, orderId, { amount: '15.00' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await orderRow(t.db, orderId)).toMatchObject({ refundedMinor: 11500, paymentStatus: 'refunded' });
  });
  it('brings the customer back to the store address the link was opened on (the checkout cookie is host-only)', async () => {
    const { orderId } = await owingOrder('return@example.com');
    const storeOrigin = t.config.PUBLIC_URL.replace('://', `://${shopA.tenant.slug}.`);
    const intent = await t.app.inject({
      method: 'POST',
      url: `/api/orders/pay/${await linkTokenOf(orderId)}/payment-intent`,
      headers: { host: new URL(storeOrigin).host },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json().returnUrl).toBe(
      `${storeOrigin}/order-confirmation?provider=sandbox&tenantId=${shopA.tenant.id}`,
    );
  });
});

describe('POST /api/admin/orders/{id}/payment-link', () => {
  it('sends a new link (the earlier one stops working) and records it on the timeline', async () => {
    const { orderId } = await owingOrder('again@example.com');
    const earlier = await linkTokenOf(orderId);
    const sent = await sendLink(orderId, who.ordersStaff);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      sent: true,
      to: 'again@example.com',
      amountDue: '25.00',
      currency: 'GBP',
    });
    expect(sent.body).not.toContain('/pay/order/');
    const [mail] = await emailsOf(orderId, 'Order #%: £25.00 to pay');
    expect(mail!.text).toContain('/pay/order/');
    const latest = await linkTokenOf(orderId);
    expect(latest).not.toBe(earlier);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/pay/${earlier}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/pay/${latest}` })).statusCode).toBe(200);
    const [event] = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'payment_link')));
    expect(event!.message).toContain('Payment link for £25.00 sent to again@example.com');
  });

  it('refuses an order that owes nothing, an expired link and an unknown token, in words', async () => {
    const { orderId } = await buyTeesAndHoodie(t.app, shopA, 'nothing@example.com', (_id, secret) =>
      payInSandbox(t.app, secret),
    );
    const none = await sendLink(orderId, who.ownerA);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('This order has nothing left to pay');

    const owing = await owingOrder('late@example.com');
    const token = await linkTokenOf(owing.orderId);
    await t.db
      .update(orderPaymentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orderPaymentLinks.orderId, owing.orderId));
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/pay/${token}` })).json().status).toBe(
      'expired',
    );
    const late = await t.app.inject({ method: 'POST', url: `/api/orders/pay/${token}/payment-intent` });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This payment link has expired. Please ask the store for a new one.');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/orders/pay/not-a-real-token-at-all-xx' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'This payment link is not valid. Please ask the store for a new one.',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/pay/bad' })).statusCode).toBe(400);
  });

  it('needs the orders permission and keeps each store to its own orders', async () => {
    const { orderId } = await owingOrder('perm@example.com');
    expect((await sendLink(orderId, undefined)).statusCode).toBe(401);
    expect((await sendLink(orderId, who.customer)).statusCode).toBe(403);
    expect((await sendLink(orderId, who.productsStaff)).statusCode).toBe(403);
    expect((await sendLink(orderId, who.ownerB)).statusCode).toBe(404);
    expect((await sendLink(orderId, who.ownerB, `?tenantId=${shopA.tenant.id}`)).statusCode).toBe(403);
    expect((await sendLink(orderId, who.admin, `?tenantId=${shopB.tenant.id}`)).statusCode).toBe(404);
    const byAdmin = await sendLink(orderId, who.admin, `?tenantId=${shopA.tenant.id}`);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });
});
