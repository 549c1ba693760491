// Returns and exchanges through the front door: the customer asks, the store approves or declines,
// receives with restock and refunds exactly once through the refund path; the window, the
// quantities, another customer's order, another store and the 'orders' permission are all checked;
// an exchange's price difference is refunded (cheaper) or recorded as due (dearer).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, createUser, loginCookie } from '../../../test/app.ts';
import {
  emailOutbox,
  orderEvents,
  orderFulfilments,
  orderRefunds,
  orders,
  sandboxPaymentIntents,
} from '../../db/schema/index.ts';
import { type CartItem, payInSandbox, type Shop, stockOf } from '../checkout/checkout.test-support.ts';
import { buyItems, useTwoShopsAndTheirTeam } from '../refunds/refunds.test-support.ts';

const { t, shopA, shopB, who: team } = useTwoShopsAndTheirTeam('returns');
let who: Record<
  'admin' | 'ownerA' | 'ownerB' | 'customer' | 'ada' | 'grace' | 'ordersStaff' | 'productsStaff',
  string
>;

beforeAll(async () => {
  for (const name of ['ada', 'grace'])
    await createUser(t.db, {
      username: `${name}@example.com`,
      password: `${name}-password`,
      email: `${name}@example.com`,
    });
  who = {
    ...team,
    ada: await loginCookie(t.app, 'ada@example.com', 'ada-password'),
    grace: await loginCookie(t.app, 'grace@example.com', 'grace-password'),
  };
});

/** `items` of `shop` bought by `email` through the sandbox, confirmed. */
const buy = (app: FastifyInstance, shop: Shop, email: string, items: CartItem[]) =>
  buyItems(app, shop, email, items, (_, clientSecret) => payInSandbox(app, clientSecret));

/** Two tees (£25.00 each) and a red hoodie (£40.00), bought by Ada and shipped. */
async function shippedOrder(shop = shopA, owner: 'ownerA' | 'ownerB' = 'ownerA', items?: CartItem[]) {
  const bought = await buy(
    t.app,
    shop,
    'ada@example.com',
    items ?? [
      { id: shop.tee.id, quantity: 2 },
      { id: shop.hoodie.id, quantity: 1, selectedVariants: { Size: 'M', Colour: 'Red' } },
    ],
  );
  const shipped = await callApi(
    t.app,
    'POST',
    `/api/admin/orders/${bought.orderId}/fulfilments`,
    who[owner],
    {
      carrier: 'royal_mail',
      trackingNumber: 'AB123456789GB',
      notifyCustomer: false,
    },
  );
  expect(shipped.statusCode, shipped.body).toBe(201);
  const options = await callApi(t.app, 'GET', `/api/orders/${bought.orderId}/returns`, who.ada);
  expect(options.statusCode, options.body).toBe(200);
  const lines = options.json().lines as { orderItemId: number; name: string }[];
  return { ...bought, tee: lines[0]!.orderItemId, hoodie: lines[1]?.orderItemId ?? 0 };
}

const ask = (orderId: number, cookie: string | undefined, body: object) =>
  callApi(t.app, 'POST', `/api/orders/${orderId}/returns`, cookie, body);
const step = (returnId: number, action: string, cookie: string | undefined, body?: object, query = '') =>
  callApi(t.app, 'POST', `/api/admin/returns/${returnId}/${action}${query}`, cookie, body);

async function requested(orderId: number, lines: object[], extra: object = {}) {
  const res = await ask(orderId, who.ada, { lines, reason: 'Too small', ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const returnEvents = (orderId: number) =>
  t.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'return')))
    .orderBy(orderEvents.id);
const mailsOf = (orderId: number) =>
  t.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).orderBy(emailOutbox.id);
const orderOf = async (orderId: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('a return, end to end', () => {
  it('is asked for, approved, received with restock and refunded exactly once', async () => {
    const { orderId, paymentIntentId, tee } = await shippedOrder();
    const options = await callApi(t.app, 'GET', `/api/orders/${orderId}/returns`, who.ada);
    expect(options.json()).toMatchObject({ windowDays: 30, refusal: null, returns: [] });
    expect(options.json().lines.map((l: { returnable: number }) => l.returnable)).toEqual([2, 1]);

    const res = await ask(orderId, who.ada, {
      lines: [{ orderItemId: tee, quantity: 1 }],
      reason: 'Too small',
    });
    expect(res.statusCode, res.body).toBe(201);
    const returnId = res.json().id;
    expect(res.json()).toMatchObject({
      status: 'requested',
      reason: 'Too small',
      currency: 'GBP',
      itemsTotal: '25.00',
      lines: [{ orderItemId: tee, name: 'Tee', quantity: 1, unitPrice: '25.00', exchange: null }],
    });

    const listed = await callApi(t.app, 'GET', '/api/admin/returns', who.ownerA);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().returns.find((r: { id: number }) => r.id === returnId)).toMatchObject({
      status: 'requested',
      customerEmail: 'ada@example.com',
    });

    const refundTooEarly = await step(returnId, 'refund', who.ownerA);
    expect(refundTooEarly.statusCode).toBe(409);
    expect(refundTooEarly.json().message).toBe('Mark the return received before refunding it');

    const approved = await step(returnId, 'approve', who.ownerA);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('approved');
    const mails = await mailsOf(orderId);
    expect(mails.map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/return for order #\d+ is approved$/),
    );
    expect(mails.at(-1)!.toAddress).toBe('ada@example.com');

    const before = await stockOf(t.db, shopA);
    const received = await step(returnId, 'receive', who.ownerA, { restockOrderItemIds: [tee] });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ status: 'received', lines: [{ restockedQuantity: 1 }] });
    expect(await stockOf(t.db, shopA)).toEqual({ ...before, tee: before.tee + 1 });
    expect((await orderOf(orderId)).fulfillmentStatus).toBe('partially_returned');

    const receivedAgain = await step(returnId, 'receive', who.ownerA, { restockOrderItemIds: [tee] });
    expect(receivedAgain.statusCode).toBe(409);
    expect(receivedAgain.json().message).toBe('This return has already been received');
    expect(await stockOf(t.db, shopA)).toEqual({ ...before, tee: before.tee + 1 });

    const refunded = await step(returnId, 'refund', who.ownerA);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'refunded', refunded: '25.00', amountDue: '0.00' });
    const again = await step(returnId, 'refund', who.ownerA);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This return has already been refunded');

    const refunds = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(refunds.map((r) => [r.amountMinor, r.status, r.restock])).toEqual([[2500, 'succeeded', false]]);
    const [payment] = await t.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, paymentIntentId));
    expect(payment!.refundedMinor).toBe(2500);
    expect((await orderOf(orderId)).refundedMinor).toBe(2500);
    expect(await stockOf(t.db, shopA)).toEqual({ ...before, tee: before.tee + 1 });

    const events = (await returnEvents(orderId)).map((e) => e.message);
    expect(events).toEqual([
      expect.stringMatching(/^Return #\d+ requested by the customer \(1 × Tee\): Too small$/),
      expect.stringMatching(/^Return #\d+ approved by owner-a; instructions e-mailed to the customer$/),
      expect.stringMatching(/^Return #\d+ received by owner-a; restocked 1 × Tee$/),
      expect.stringMatching(/^Return #\d+ refunded by owner-a; £25\.00 refunded$/),
    ]);
    const timeline = await callApi(t.app, 'GET', `/api/admin/orders/${orderId}/timeline`, who.ownerA);
    expect(timeline.statusCode, timeline.body).toBe(200);

    const customerView = await callApi(t.app, 'GET', `/api/orders/${orderId}/returns`, who.ada);
    expect(customerView.json().returns).toMatchObject([
      { id: returnId, status: 'refunded', refunded: '25.00' },
    ]);
    expect(customerView.json().lines.map((l: { returnable: number }) => l.returnable)).toEqual([1, 1]);
  });

  it('marks the order returned once every item is back, and restocks nothing unless asked', async () => {
    const { orderId, tee, hoodie } = await shippedOrder();
    const returnId = await requested(orderId, [
      { orderItemId: tee, quantity: 2 },
      { orderItemId: hoodie, quantity: 1 },
    ]);
    expect((await step(returnId, 'approve', who.ownerA)).statusCode).toBe(200);
    const before = await stockOf(t.db, shopA);
    const received = await step(returnId, 'receive', who.ownerA);
    expect(received.statusCode, received.body).toBe(200);
    expect(await stockOf(t.db, shopA)).toEqual(before);
    expect((await orderOf(orderId)).fulfillmentStatus).toBe('returned');
    const refunded = await step(returnId, 'refund', who.ownerA);
    expect(refunded.json()).toMatchObject({ status: 'refunded', refunded: '90.00' });
    expect((await orderOf(orderId)).paymentStatus).toBe('refunded');
  });

  it('is declined with a reason the customer reads', async () => {
    const { orderId, tee } = await shippedOrder();
    const returnId = await requested(orderId, [{ orderItemId: tee, quantity: 2 }]);
    const noReason = await step(returnId, 'decline', who.ownerA, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/Reason is required/);
    const declined = await step(returnId, 'decline', who.ownerA, { reason: 'Worn and washed' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', declineReason: 'Worn and washed' });
    const mail = (await mailsOf(orderId)).at(-1)!;
    expect(mail.subject).toMatch(/return for order #\d+ was declined$/);
    expect(mail.html).toContain('Worn and washed');
    expect((await step(returnId, 'approve', who.ownerA)).json().message).toBe('This return was declined');
    expect((await step(returnId, 'receive', who.ownerA)).statusCode).toBe(409);
    const view = await callApi(t.app, 'GET', `/api/orders/${orderId}/returns`, who.ada);
    expect(view.json().returns[0]).toMatchObject({ status: 'declined', declineReason: 'Worn and washed' });
    // A declined return holds nothing back: the items may be asked for again.
    expect(view.json().lines[0].returnable).toBe(2);
  });
});

describe('what a customer may ask back', () => {
  it('refuses outside the return window, and before anything was sent', async () => {
    const { orderId, tee } = await shippedOrder();
    await t.db
      .update(orderFulfilments)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(orderFulfilments.orderId, orderId));
    const late = await ask(orderId, who.ada, { lines: [{ orderItemId: tee, quantity: 1 }], reason: 'Late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(
      /^The 30-day return window for this order closed on \d{1,2} \w+ \d{4}$/,
    );
    const view = await callApi(t.app, 'GET', `/api/orders/${orderId}/returns`, who.ada);
    expect(view.json().refusal).toBe(late.json().message);

    const unsent = await buy(t.app, shopA, 'ada@example.com', [{ id: shopA.tee.id, quantity: 1 }]);
    const items = (await callApi(t.app, 'GET', `/api/orders/${unsent.orderId}/returns`, who.ada)).json();
    expect(items.lines[0].returnable).toBe(0);
    const early = await ask(unsent.orderId, who.ada, {
      lines: [{ orderItemId: items.lines[0].orderItemId, quantity: 1 }],
      reason: 'Changed my mind',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'Only items that were sent can be returned; this order has not been sent yet',
    );
  });

  it("follows the store's own return window and shows its returns policy", async () => {
    const { orderId, tee } = await shippedOrder(shopB, 'ownerB');
    for (const [key, type, value] of [
      ['return_window_days', 'text', '7'],
      ['returns_refunds', 'html', '<p>Unworn items within 7 days.</p>'],
    ] as const) {
      const saved = await callApi(
        t.app,
        'PUT',
        `/api/cms/content/${key}?tenantId=${shopB.tenant.id}`,
        who.ownerB,
        {
          key,
          type,
          value,
        },
      );
      expect(saved.statusCode, saved.body).toBeLessThan(300);
    }
    const view = await callApi(t.app, 'GET', `/api/orders/${orderId}/returns`, who.ada);
    expect(view.json()).toMatchObject({
      windowDays: 7,
      refusal: null,
      policy: '<p>Unworn items within 7 days.</p>',
    });
    await t.db
      .update(orderFulfilments)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(orderFulfilments.orderId, orderId));
    const late = await ask(orderId, who.ada, { lines: [{ orderItemId: tee, quantity: 1 }], reason: 'Late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^The 7-day return window for this order closed on /);
  });

  it('refuses more than was bought, or than is left to return', async () => {
    const { orderId, tee } = await shippedOrder();
    const tooMany = await ask(orderId, who.ada, {
      lines: [{ orderItemId: tee, quantity: 3 }],
      reason: 'Too small',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('You can return at most 2 of Tee');
    await requested(orderId, [{ orderItemId: tee, quantity: 2 }]);
    const again = await ask(orderId, who.ada, {
      lines: [{ orderItemId: tee, quantity: 1 }],
      reason: 'Too small',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Tee cannot be returned again: all of it is already being returned');
    const noReason = await ask(orderId, who.ada, { lines: [{ orderItemId: tee, quantity: 1 }], reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/Reason is required/);
    const other = await shippedOrder();
    const foreignLine = await ask(orderId, who.ada, {
      lines: [{ orderItemId: other.tee, quantity: 1 }],
      reason: 'Too small',
    });
    expect(foreignLine.statusCode).toBe(400);
    expect(foreignLine.json().message).toBe('That item is not part of this order');
  });

  it("answers 404 for another customer's order and 401 signed out", async () => {
    const { orderId, tee } = await shippedOrder();
    const body = { lines: [{ orderItemId: tee, quantity: 1 }], reason: 'Too small' };
    for (const cookie of [who.grace, who.customer, who.ownerB]) {
      const res = await ask(orderId, cookie, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Order not found');
      expect((await callApi(t.app, 'GET', `/api/orders/${orderId}/returns`, cookie)).statusCode).toBe(404);
    }
    expect((await ask(orderId, undefined, body)).statusCode).toBe(401);
    expect((await ask(2_000_000_000, who.ada, body)).statusCode).toBe(404);
  });
});

describe('the store side', () => {
  it('keeps stores apart', async () => {
    const { orderId, tee } = await shippedOrder();
    const returnId = await requested(orderId, [{ orderItemId: tee, quantity: 1 }]);
    const other = await step(returnId, 'approve', who.ownerB);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Return not found');
    expect(
      (await step(returnId, 'approve', who.ownerB, undefined, `?tenantId=${shopA.tenant.id}`)).statusCode,
    ).toBe(403);
    const listB = await callApi(t.app, 'GET', '/api/admin/returns', who.ownerB);
    expect(listB.json().returns.map((r: { id: number }) => r.id)).not.toContain(returnId);
    expect(
      (await callApi(t.app, 'GET', `/api/admin/returns?tenantId=${shopA.tenant.id}`, who.ownerB)).statusCode,
    ).toBe(403);
    // A super admin names the store.
    const root = await step(returnId, 'approve', who.admin, undefined, `?tenantId=${shopA.tenant.id}`);
    expect(root.statusCode, root.body).toBe(200);
    const rootList = await callApi(
      t.app,
      'GET',
      `/api/admin/returns?tenantId=${shopA.tenant.id}&status=approved`,
      who.admin,
    );
    expect(rootList.json().returns.map((r: { id: number }) => r.id)).toContain(returnId);
    expect(rootList.json().returns.every((r: { status: string }) => r.status === 'approved')).toBe(true);
  });

  it("lists one order's returns for the order dialog", async () => {
    const first = await shippedOrder();
    const second = await shippedOrder();
    const returnId = await requested(first.orderId, [{ orderItemId: first.tee, quantity: 1 }]);
    await requested(second.orderId, [{ orderItemId: second.tee, quantity: 1 }]);
    const listed = await callApi(t.app, 'GET', `/api/admin/returns?orderId=${first.orderId}`, who.ownerA);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().returns.map((r: { id: number }) => r.id)).toEqual([returnId]);
    expect(listed.json().returns[0]).toMatchObject({ orderId: first.orderId, status: 'requested' });
    const elsewhere = await callApi(t.app, 'GET', `/api/admin/returns?orderId=${first.orderId}`, who.ownerB);
    expect(elsewhere.json().returns).toEqual([]);
    const bad = await callApi(t.app, 'GET', '/api/admin/returns?orderId=abc', who.ownerA);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Order id must be a number');
  });

  it("lets staff with the 'orders' permission work returns, and no one else", async () => {
    const { orderId, tee } = await shippedOrder();
    const returnId = await requested(orderId, [{ orderItemId: tee, quantity: 1 }]);
    expect((await callApi(t.app, 'GET', '/api/admin/returns', who.productsStaff)).statusCode).toBe(403);
    expect((await step(returnId, 'approve', who.productsStaff)).statusCode).toBe(403);
    expect((await step(returnId, 'approve', who.customer)).statusCode).toBe(403);
    expect((await step(returnId, 'approve', who.ada)).statusCode).toBe(403);
    expect((await step(returnId, 'approve', undefined)).statusCode).toBe(401);
    expect((await callApi(t.app, 'GET', '/api/admin/returns', who.ordersStaff)).statusCode).toBe(200);
    const approved = await step(returnId, 'approve', who.ordersStaff);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await step(returnId, 'receive', who.ordersStaff, { restockOrderItemIds: [] })).statusCode).toBe(
      200,
    );
    expect((await step(returnId, 'refund', who.ordersStaff)).json()).toMatchObject({ status: 'refunded' });
  });
});

describe('an exchange', () => {
  it('refunds the difference when the replacement is cheaper', async () => {
    const { orderId, hoodie } = await shippedOrder();
    const offered = (await callApi(t.app, 'GET', `/api/orders/${orderId}/returns`, who.ada)).json().lines;
    expect(offered[0].exchangeOptions).toEqual([]);
    expect(offered[1]).toMatchObject({
      selectedVariants: { Size: 'M', Colour: 'Red' },
      exchangeOptions: [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Colour', values: ['Red', 'Blue'] },
      ],
    });
    const before = await stockOf(t.db, shopA);
    const returnId = await requested(orderId, [{ orderItemId: hoodie, quantity: 1 }], {
      exchange: [{ orderItemId: hoodie, variants: { Colour: 'Blue' } }],
    });
    const shown = (await callApi(t.app, 'GET', `/api/orders/${orderId}/returns`, who.ada)).json().returns[0];
    expect(shown).toMatchObject({
      exchangeDifference: '-5.00',
      lines: [
        { unitPrice: '40.00', exchange: { variantString: 'Size: M, Colour: Blue', unitPrice: '35.00' } },
      ],
    });
    await step(returnId, 'approve', who.ownerA);
    await step(returnId, 'receive', who.ownerA, { restockOrderItemIds: [hoodie] });
    expect(await stockOf(t.db, shopA)).toEqual({ ...before, red: before.red + 1 });
    const done = await step(returnId, 'refund', who.ownerA);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'exchanged', refunded: '5.00', amountDue: '0.00' });
    const refunds = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(refunds.map((r) => r.amountMinor)).toEqual([500]);
    expect((await step(returnId, 'refund', who.ownerA)).statusCode).toBe(409);
    const mail = (await mailsOf(orderId)).at(-1)!;
    expect(mail.html).toContain('£5.00');
  });

  it('charges the difference of a dearer replacement through a payment link', async () => {
    const { orderId, tee } = await shippedOrder(shopA, 'ownerA', [
      { id: shopA.hoodie.id, quantity: 1, selectedVariants: { Size: 'S', Colour: 'Blue' } },
    ]);
    const hoodie = tee;
    const returnId = await requested(orderId, [{ orderItemId: hoodie, quantity: 1 }], {
      exchange: [{ orderItemId: hoodie, variants: { Colour: 'Red' } }],
    });
    await step(returnId, 'approve', who.ownerA);
    await step(returnId, 'receive', who.ownerA);
    const done = await step(returnId, 'refund', who.ownerA);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'exchanged',
      refunded: '0.00',
      amountDue: '5.00',
      exchangeDifference: '5.00',
    });
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId))).toHaveLength(0);
    const events = (await returnEvents(orderId)).map((e) => e.message);
    expect(events.at(-1)).toMatch(/exchanged by owner-a; nothing to refund; £5\.00 due from the customer/);
    expect((await mailsOf(orderId)).some((m) => m.html.includes('£5.00 more'))).toBe(true);
    // Owed on the order, with a link to pay it e-mailed (ADR 0077).
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ amountDueMinor: 500, paymentStatus: 'partially_paid' });
    expect((await mailsOf(orderId)).some((m) => m.subject.endsWith('£5.00 to pay'))).toBe(true);
  });

  it('refuses a variant the product does not come in, or the same one', async () => {
    const { orderId, hoodie } = await shippedOrder();
    const body = (variants: object) => ({
      lines: [{ orderItemId: hoodie, quantity: 1 }],
      reason: 'Wrong colour',
      exchange: [{ orderItemId: hoodie, variants }],
    });
    const green = await ask(orderId, who.ada, body({ Colour: 'Green' }));
    expect(green.statusCode).toBe(400);
    expect(green.json().message).toBe('Hoodie does not come in Colour Green');
    const same = await ask(orderId, who.ada, body({ Colour: 'red' }));
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Choose a different variant to exchange for');
  });
});
