// POST /api/confirm-payment through the sandbox: the amount charged is the server's, failed cards
// make nothing, and a replayed confirm answers the same order without making anything twice.
import { sandboxTestCards, shopperMessageOf } from '@storefleet/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginCookie, testCtx } from '../../../test/app.ts';
import { tenantCtx } from '../../context.ts';
import { orderItems, sandboxPaymentIntents, tenants, users } from '../../db/schema/index.ts';
import {
  confirmPayment,
  createIntent,
  emailsOf,
  ordersOf,
  payInSandbox,
  type Shop,
  sandboxCheckout,
  seedShop,
  stockOf,
  useCheckoutTestApp,
} from './checkout.test-support.ts';
import { refundOrderPayment } from './payment-status.service.ts';

const t = useCheckoutTestApp();

describe('a complete sandbox checkout', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await seedShop(t.db, 'happy-shop');
  });

  it('charges the server total for a tampered £50 cart sent with amount 1', async () => {
    const intent = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      amount: 1,
      items: [{ id: shop.tee.id, quantity: 2, price: 0.5 }],
    });
    const { paymentIntentId, clientSecret, amount } = intent.json();
    expect(amount).toBe('50.00');
    const [charged] = await t.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, paymentIntentId));
    expect(charged!.amountMinor).toBe(5000);
    expect((await payInSandbox(t.app, clientSecret)).statusCode).toBe(200);
    const confirmed = await confirmPayment(t.app, paymentIntentId, 'Tamper@Example.com', shop.tenant.id);
    expect(confirmed.statusCode).toBe(200);
    const [order] = (await ordersOf(t.db, shop.tenant.id)).filter((o) => o.id === confirmed.json().orderId);
    expect(order).toMatchObject({
      totalMinor: 5000,
      subtotalMinor: 5000,
      status: 'paid',
      paymentProvider: 'sandbox',
    });
  });

  it('makes the order, takes the stock, creates the account and queues three e-mails', async () => {
    const before = await stockOf(t.db, shop);
    const intent = await createIntent(t.app, {
      tenantId: shop.tenant.id,
      shippingOptionId: shop.shipping.id,
      items: [
        { id: shop.tee.id, quantity: 1 },
        { id: shop.hoodie.id, quantity: 2, selectedVariants: { Size: 'M', Colour: 'Red' } },
      ],
    });
    const { paymentIntentId, clientSecret } = intent.json();
    await payInSandbox(t.app, clientSecret);
    const response = await confirmPayment(t.app, paymentIntentId, 'New.Buyer@Example.com', shop.tenant.id);
    expect(response.statusCode).toBe(200);
    const { orderId, newCustomer, success } = response.json();
    expect({ success, newCustomer }).toEqual({ success: true, newCustomer: true });

    const order = (await ordersOf(t.db, shop.tenant.id)).find((o) => o.id === orderId)!;
    // The answer names the store's number for the order, what the shopper reads; the id stays internal.
    expect(response.json().orderNumber).toBe(order.orderNumber);
    expect(order.orderNumber).not.toBe(orderId);
    expect(order).toMatchObject({
      customerEmail: 'new.buyer@example.com',
      customerName: 'Ada Lovelace',
      shippingAddress: '12 Analytical Row, London, SW1A 1AA',
      shippingMethod: 'Standard Delivery',
      shippingMinor: 499,
      totalMinor: 2500 + 8000 + 499,
      status: 'paid',
    });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(
      items.map((i) => [i.productName, i.quantity, i.priceMinor, i.variantString, i.selectedVariants]),
    ).toEqual([
      ['Tee', 1, 2500, null, {}],
      ['Hoodie', 2, 4000, 'Size: M, Colour: Red', { Size: 'M', Colour: 'Red' }],
    ]);
    expect(await stockOf(t.db, shop)).toEqual({ tee: before.tee - 1, red: before.red - 2 });

    const [account] = await t.db.select().from(users).where(eq(users.id, order.userId!));
    expect(account).toMatchObject({
      username: 'new.buyer@example.com',
      email: 'new.buyer@example.com',
      password: null,
    });

    const mails = (await emailsOf(t.db, shop.tenant.id)).filter(
      (m) => m.toAddress === 'new.buyer@example.com',
    );
    expect(mails.map((m) => m.subject)).toEqual([
      `Your Shop happy-shop order #${order.orderNumber}`,
      'Set your password for Shop happy-shop',
    ]);
    // The link is on the store's own address (its subdomain), so the page is in its frame (ADR 0038).
    expect(mails[1]!.html).toMatch(/\/\/happy-shop\.localhost:\d+\/set-password\?token=[^"&\s]+"/);
    expect(mails.every((m) => m.status === 'outbox')).toBe(true);
    expect(mails.some((m) => /password:\s/i.test(m.text ?? ''))).toBe(false);
    // Written before the order had its number, the e-mails carry it where the statement that took
    // it put it (ADR 0120): in the texts, with no marker left, and each names its order.
    const ordersMails = (await emailsOf(t.db, shop.tenant.id)).filter((m) => m.orderId === orderId);
    expect(ordersMails.filter((m) => m.toAddress === 'new.buyer@example.com')).toHaveLength(2);
    const confirmation = mails[0]!;
    expect(confirmation.html).toContain(`#${order.orderNumber}`);
    expect(confirmation.text).toContain(`#${order.orderNumber}`);
    expect(ordersMails.filter((m) => /order-number-/.test(`${m.subject} ${m.html} ${m.text}`))).toEqual([]);
  });

  it("tells the store: to its support address, else to its owner's e-mail", async () => {
    await createUser(t.db, {
      username: 'happy-owner',
      password: 'owner-password',
      email: 'owner@happy.test',
      memberOf: [shop.tenant.id],
    });
    const first = await sandboxCheckout(
      t.app,
      shop.tenant.id,
      [{ id: shop.tee.id, quantity: 1 }],
      'n1@example.com',
    );
    const { orderNumber } = (await first.confirm()).json();
    const [toOwner] = await emailsOf(t.db, shop.tenant.id, `New order #${orderNumber}:%`);
    expect(toOwner).toMatchObject({ toAddress: 'owner@happy.test' });
    expect(toOwner!.html).toContain('/store-orders');

    await t.db
      .update(tenants)
      .set({ emailSupportAddress: 'help@happy.test' })
      .where(eq(tenants.id, shop.tenant.id));
    const second = await sandboxCheckout(
      t.app,
      shop.tenant.id,
      [{ id: shop.tee.id, quantity: 1 }],
      'n2@example.com',
    );
    const next = (await second.confirm()).json().orderNumber;
    expect((await emailsOf(t.db, shop.tenant.id, `New order #${next}:%`))[0]!.toAddress).toBe(
      'help@happy.test',
    );
  });

  it('links a returning shopper to the same account without a new one', async () => {
    const { paymentIntentId } = await sandboxCheckout(
      t.app,
      shop.tenant.id,
      [{ id: shop.tee.id, quantity: 1 }],
      'x',
    );
    const setPasswordMails = async () =>
      (await emailsOf(t.db, shop.tenant.id, 'Set your password%')).filter(
        (m) => m.toAddress === 'new.buyer@example.com',
      ).length;
    const mailsBefore = await setPasswordMails();
    const response = await confirmPayment(t.app, paymentIntentId, 'new.buyer@example.com', shop.tenant.id);
    // A guest is answered as a new customer is, so the answer does not tell that the account exists
    // (ADR 0048); no second account and no second set-password e-mail.
    expect(response.json().newCustomer).toBe(true);
    expect(await setPasswordMails()).toBe(mailsBefore);
    // Instead, one e-mail says the order was added to the account they have: sign in to see it.
    const added = (await emailsOf(t.db, shop.tenant.id, 'Your order was added to your%')).filter(
      (m) => m.toAddress === 'new.buyer@example.com',
    );
    expect(added.map((m) => m.orderId)).toEqual([response.json().orderId]);
    expect(added[0]!.text).toMatch(/\/\/happy-shop\.localhost:\d+\/login\b/);
    const order = (await ordersOf(t.db, shop.tenant.id)).find((o) => o.id === response.json().orderId)!;
    const earlier = (await ordersOf(t.db, shop.tenant.id)).find(
      (o) => o.customerEmail === 'new.buyer@example.com' && o.id !== order.id,
    )!;
    expect(order.userId).toBe(earlier.userId);
  });

  it("gives a signed-in shopper's order to their account", async () => {
    const shopper = await createUser(t.db, {
      username: 'signed-in-shopper',
      password: 'shopper-pass-1',
      email: 'si@example.com',
    });
    const cookie = await loginCookie(t.app, 'signed-in-shopper', 'shopper-pass-1');
    const intent = (
      await createIntent(
        t.app,
        { tenantId: shop.tenant.id, items: [{ id: shop.tee.id, quantity: 1 }] },
        cookie,
      )
    ).json();
    await payInSandbox(t.app, intent.clientSecret);
    const response = await confirmPayment(
      t.app,
      intent.paymentIntentId,
      'someone.else@example.com',
      shop.tenant.id,
    );
    const order = (await ordersOf(t.db, shop.tenant.id)).find((o) => o.id === response.json().orderId)!;
    expect(order.userId).toBe(shopper.id);
    expect(response.json().newCustomer).toBe(false);
  });
});

describe('refunding an order through its provider', () => {
  it('refunds part, then the rest, and the order follows', async () => {
    const shop = await seedShop(t.db, 'refund-shop');
    const checkout = await sandboxCheckout(
      t.app,
      shop.tenant.id,
      [{ id: shop.tee.id, quantity: 2 }],
      'refund@example.com',
    );
    const { orderId } = (await checkout.confirm()).json();
    // As the admin's order screen calls it: acting for the order's store.
    const ctx = tenantCtx(testCtx(t), shop.tenant.id);
    await expect(refundOrderPayment(ctx, { orderId, amountMinor: 6000 })).rejects.toThrow(
      'The refund must be between £0.01 and £50.00',
    );
    await refundOrderPayment(ctx, { orderId, amountMinor: 1000 });
    expect((await ordersOf(t.db, shop.tenant.id))[0]).toMatchObject({
      status: 'partially_refunded',
      refundedMinor: 1000,
    });
    await refundOrderPayment(ctx, { orderId });
    expect((await ordersOf(t.db, shop.tenant.id))[0]).toMatchObject({
      status: 'refunded',
      refundedMinor: 5000,
    });
    const [intent] = await t.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, checkout.paymentIntentId));
    expect(intent).toMatchObject({ status: 'refunded', refundedMinor: 5000 });
    await expect(refundOrderPayment(ctx, { orderId })).rejects.toThrow('already been refunded in full');
    const otherStore = tenantCtx(testCtx(t), shop.tenant.id + 1000);
    await expect(refundOrderPayment(otherStore, { orderId })).rejects.toThrow('Order not found');
  });
});

describe('cards that fail', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await seedShop(t.db, 'decline-shop');
  });

  it.each([
    [sandboxTestCards.declined, 'Your card was declined.'],
    [sandboxTestCards.insufficientFunds, 'Your card has insufficient funds.'],
  ])('card %s: 402 with a clear message, no order, stock unchanged', async (card, message) => {
    const before = await stockOf(t.db, shop);
    const intent = (
      await createIntent(t.app, { tenantId: shop.tenant.id, items: [{ id: shop.tee.id, quantity: 3 }] })
    ).json();
    const paid = await payInSandbox(t.app, intent.clientSecret, card);
    expect(paid.statusCode).toBe(402);
    // With the message's reason, for a store front in another language (docs/decisions/0095).
    expect(paid.json()).toEqual({ message, code: 'payment_failed', ...shopperMessageOf(message) });
    expect(paid.json().reason).toMatch(/^card_/);
    const confirmed = await confirmPayment(
      t.app,
      intent.paymentIntentId,
      'decline@example.com',
      shop.tenant.id,
    );
    expect(confirmed.statusCode).toBe(402);
    expect(confirmed.json()).toEqual({ message, code: 'payment_failed', ...shopperMessageOf(message) });
    expect(await ordersOf(t.db, shop.tenant.id)).toEqual([]);
    expect(await stockOf(t.db, shop)).toEqual(before);
    expect(await emailsOf(t.db, shop.tenant.id)).toEqual([]);
  });

  it('a payment never confirmed is 402, and an unknown intent 404', async () => {
    const intent = (
      await createIntent(t.app, { tenantId: shop.tenant.id, items: [{ id: shop.tee.id, quantity: 1 }] })
    ).json();
    const unpaid = await confirmPayment(t.app, intent.paymentIntentId, 'u@example.com');
    expect(unpaid.json()).toEqual({
      message: 'Your payment has not been completed.',
      code: 'payment_failed',
    });
    expect((await confirmPayment(t.app, 'sbpi_unknown', 'u@example.com')).statusCode).toBe(404);
  });
});

describe('replays', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await seedShop(t.db, 'replay-shop');
  });

  it('10 sequential and 20 concurrent confirms make one order, one decrement, one confirmation', async () => {
    const checkout = await sandboxCheckout(
      t.app,
      shop.tenant.id,
      [{ id: shop.tee.id, quantity: 2 }],
      'replay@example.com',
    );
    const sequential = [];
    for (let i = 0; i < 10; i++) sequential.push(await checkout.confirm());
    const concurrent = await Promise.all(Array.from({ length: 20 }, () => checkout.confirm()));
    const answers = [...sequential, ...concurrent];
    expect(answers.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    const orderIds = new Set(answers.map((r) => r.json().orderId));
    expect(orderIds.size).toBe(1);
    expect(new Set(answers.map((r) => r.json().newCustomer))).toEqual(new Set([true]));
    expect(await ordersOf(t.db, shop.tenant.id)).toHaveLength(1);
    expect((await stockOf(t.db, shop)).tee).toBe(48);
    expect(await emailsOf(t.db, shop.tenant.id, 'Your % order #%')).toHaveLength(1);
    expect(await emailsOf(t.db, shop.tenant.id, 'New order #%')).toHaveLength(0); // no support address, no owner
    expect(await emailsOf(t.db, shop.tenant.id, 'Set your password%')).toHaveLength(1);
  });
  it('concurrent confirms of a checkout that sold out meanwhile make no order and leave no account', async () => {
    // Each confirm finds or makes the guest's account in the round trip of the snapshot's lock
    // (ADR 0116); those that find the checkout closed by another undo theirs with their transaction.
    const soldOut = await seedShop(t.db, 'replay-sold-out', { teeStock: 1 });
    const buy = (email: string) =>
      sandboxCheckout(t.app, soldOut.tenant.id, [{ id: soldOut.tee.id, quantity: 1 }], email);
    const [first, late] = [await buy('first@example.com'), await buy('late@example.com')];
    expect((await first.confirm()).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 10 }, () => late.confirm()));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(409));
    expect(await ordersOf(t.db, soldOut.tenant.id)).toHaveLength(1);
    const lateAccounts = await t.db.select().from(users).where(eq(users.email, 'late@example.com'));
    expect(lateAccounts).toEqual([]);
    expect(await emailsOf(t.db, soldOut.tenant.id, 'Set your password%')).toHaveLength(1);
  });
});
