// Draft orders through the front door: the admin's calls and their messages, the invoice e-mail,
// paying its link through the store's checkout (one order, the draft's prices, stock taken only
// then), two payments racing, expiry, a paid draft frozen, stores apart, and the `orders` permission.
import { sandboxTestCards } from '@storefleet/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, signInUsers, staffMember } from '../../../test/app.ts';
import { draftOrders, orderItems, sandboxPaymentIntents } from '../../db/schema/index.ts';
import {
  checkoutCookieOf,
  emailsOf,
  ordersOf,
  payInSandbox,
  type Shop,
  seedShop,
  stockOf,
  useCheckoutTestApp,
} from '../checkout/checkout.test-support.ts';

const t = useCheckoutTestApp();
let shopA: Shop;
let shopB: Shop;
let who: Record<'ownerA' | 'ownerB' | 'root' | 'staffOrders' | 'staffProducts' | 'customer', string>;

beforeAll(async () => {
  shopA = await seedShop(t.db, 'draft-a');
  shopB = await seedShop(t.db, 'draft-b');
  who = await signInUsers(t, {
    ownerA: { username: 'owner-a', password: 'owner-a-pass', memberOf: [shopA.tenant.id] },
    ownerB: { username: 'owner-b', password: 'owner-b-pass', memberOf: [shopB.tenant.id] },
    root: { username: 'root', password: 'root-password', superAdmin: true },
    staffOrders: staffMember('staff-orders', shopA.tenant.id, ['orders']),
    staffProducts: staffMember('staff-products', shopA.tenant.id, ['products']),
    customer: { username: 'shopper', password: 'shopper-pass' },
  });
});

const draftBody = (shop: Shop, extra: object = {}) => ({
  customerEmail: 'Grace@Example.com',
  customerName: 'Grace Hopper',
  shippingAddress: '1 Compiler Lane, London, SW1A 1AA',
  lines: [
    { productId: shop.tee.id, quantity: 2, price: '20.00' },
    { productId: shop.hoodie.id, variantId: shop.red.id, quantity: 1 },
    { name: 'Gift wrapping', quantity: 1, price: '3.50' },
  ],
  discount: '5.00',
  shipping: '6.00',
  shippingMethod: 'Courier',
  ...extra,
});

const admin = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  callApi(t.app, method, url, cookie, body);

async function createDraft(shop: Shop = shopA, cookie = who.ownerA, extra: object = {}) {
  const response = await admin(cookie, 'POST', '/api/admin/draft-orders', draftBody(shop, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Sends the invoice and reads the payment link's token from the e-mail. */
async function sendInvoice(id: number, tenantId = shopA.tenant.id, cookie = who.ownerA) {
  const sent = await admin(cookie, 'POST', `/api/admin/draft-orders/${id}/send-invoice`);
  expect(sent.statusCode, sent.body).toBe(200);
  const [email] = (await emailsOf(t.db, tenantId, 'Invoice from%')).slice(-1);
  const token = /\/pay\/([A-Za-z0-9_-]+)/.exec(email!.text ?? '')![1]!;
  return { sent: sent.json(), email: email!, token };
}

/** A browser opening the link: its intent, paid with the sandbox card, not yet confirmed. */
async function openAndPay(token: string) {
  const intent = await t.app.inject({ method: 'POST', url: `/api/draft-orders/pay/${token}/payment-intent` });
  if (intent.statusCode !== 200) return { intent, confirm: undefined };
  const cookie = checkoutCookieOf(intent)!;
  const { clientSecret, paymentIntentId } = intent.json();
  expect((await payInSandbox(t.app, clientSecret, sandboxTestCards.success)).statusCode).toBe(200);
  const confirm = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/confirm-payment',
      headers: { cookie },
      payload: {
        paymentIntentId,
        orderData: {
          customerEmail: 'grace@example.com',
          customerName: 'Grace Hopper',
          shippingAddress: '1 Compiler Lane, London, SW1A 1AA',
          tenantId: shopA.tenant.id,
        },
      },
    });
  return { intent, confirm, paymentIntentId };
}

describe('draft orders: create, edit, delete', () => {
  it('creates a draft with product, variant and custom lines, its own prices, discount and shipping', async () => {
    const draft = await createDraft();
    expect(draft).toMatchObject({
      customerEmail: 'grace@example.com',
      status: 'open',
      subtotal: '83.50',
      discount: '5.00',
      shipping: '6.00',
      shippingMethod: 'Courier',
      total: '84.50',
      orderId: null,
      lines: [
        { productId: shopA.tee.id, name: 'Tee', quantity: 2, unitPrice: '20.00', lineTotal: '40.00' },
        { productId: shopA.hoodie.id, variantId: shopA.red.id, name: 'Hoodie', unitPrice: '40.00' },
        { productId: null, name: 'Gift wrapping', unitPrice: '3.50' },
      ],
    });
    const days = (Date.parse(draft.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const list = await admin(who.ownerA, 'GET', '/api/admin/draft-orders');
    expect(list.json().draftOrders.map((d: { id: number }) => d.id)).toContain(draft.id);
  });

  it('takes a percentage discount beside the fixed one, and keeps the old fixed form working', async () => {
    // 10 % of £83.50 is £8.35; the draft remembers it was a percentage.
    const draft = await createDraft(shopA, who.ownerA, { discount: null, discountPercent: '10' });
    expect(draft).toMatchObject({
      subtotal: '83.50',
      discount: '8.35',
      discountPercent: '10',
      total: '81.15',
    });
    // 12.5 % given with its sign: £10.4375 rounds to £10.44.
    const half = await createDraft(shopA, who.ownerA, { discount: undefined, discountPercent: '12.5%' });
    expect(half).toMatchObject({ discount: '10.44', discountPercent: '12.5' });
    const fixed = await createDraft();
    expect(fixed).toMatchObject({ discount: '5.00', discountPercent: null });
    // Back to a fixed amount on edit: the percentage is forgotten.
    const edited = await admin(who.ownerA, 'PUT', `/api/admin/draft-orders/${draft.id}`, draftBody(shopA));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ discount: '5.00', discountPercent: null });
    const percentMessage = 'Discount %: enter a percentage above 0 and at most 100, such as 12.5';
    for (const [extra, message] of [
      [{ discountPercent: '10' }, 'Give the discount as an amount or as a percentage, not both'],
      [{ discount: null, discountPercent: '0' }, percentMessage],
      [{ discount: null, discountPercent: '100.5' }, percentMessage],
      [{ discount: null, discountPercent: 'ten' }, percentMessage],
      [{ discount: null, discountPercent: '-5' }, percentMessage],
    ] as const) {
      const res = await admin(who.ownerA, 'POST', '/api/admin/draft-orders', draftBody(shopA, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });

  it('answers each bad input with a readable 400', async () => {
    const cases: Array<[object, string]> = [
      [{ lines: [] }, 'Add at least one line to the draft order'],
      [
        { lines: [{ productId: 999_999, quantity: 1 }] },
        'Line 1: product #999999 was not found in this store',
      ],
      [
        { lines: [{ productId: shopA.hoodie.id, variantId: 999_999, quantity: 1 }] },
        'Line 1: variant #999999 was not found for "Hoodie"',
      ],
      [
        { lines: [{ productId: shopA.tee.id, variantId: shopA.red.id, quantity: 1 }] },
        `Line 1: variant #${shopA.red.id} was not found for "Tee"`,
      ],
      [
        { lines: [{ productId: shopA.tee.id, quantity: 1, price: '-1.00' }] },
        'Price: a price cannot be negative',
      ],
      [{ lines: [{ productId: shopA.tee.id, quantity: 1, price: -1 }] }, 'Price: a price cannot be negative'],
      [{ discount: '-2' }, 'Discount: a price cannot be negative'],
      [
        { lines: [{ productId: shopB.tee.id, quantity: 1 }] },
        `Line 1: product #${shopB.tee.id} was not found in this store`,
      ],
      [{ lines: [{ name: 'Setup', quantity: 1 }] }, 'A custom line needs a price'],
      [{ discount: '500.00' }, 'The discount cannot be more than the subtotal (£83.50)'],
      [{ customerEmail: 'not-an-email' }, 'A valid e-mail address is required'],
    ];
    for (const [extra, message] of cases) {
      const response = await admin(who.ownerA, 'POST', '/api/admin/draft-orders', draftBody(shopA, extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().message).toContain(message);
    }
  });

  it('edits a draft (prices frozen again) and deletes one', async () => {
    const draft = await createDraft();
    const edited = await admin(
      who.ownerA,
      'PUT',
      `/api/admin/draft-orders/${draft.id}`,
      draftBody(shopA, { lines: [{ productId: shopA.tee.id, quantity: 1 }], discount: null, shipping: null }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      subtotal: '25.00',
      discount: '0.00',
      shipping: '0.00',
      total: '25.00',
    });
    expect((await admin(who.ownerA, 'DELETE', `/api/admin/draft-orders/${draft.id}`)).statusCode).toBe(204);
    expect((await admin(who.ownerA, 'DELETE', `/api/admin/draft-orders/${draft.id}`)).statusCode).toBe(404);
  });
});

describe('paying a draft order', () => {
  it('e-mails a link; paying it makes one order with the draft’s prices, and takes the stock only then', async () => {
    const before = await stockOf(t.db, shopA);
    const draft = await createDraft();
    const { token, email, sent } = await sendInvoice(draft.id);
    expect(sent).toMatchObject({ sent: true, to: 'grace@example.com', draftOrder: { status: 'invoiced' } });
    expect(email.toAddress).toBe('grace@example.com');
    expect(email.text ?? '').toContain(`/pay/${token}?store=${shopA.tenant.id}`);
    expect(email.text ?? '').toContain('Total: £84.50');
    expect(await stockOf(t.db, shopA)).toEqual(before);
    const ordersBefore = (await ordersOf(t.db, shopA.tenant.id)).length;

    const view = await t.app.inject({ method: 'GET', url: `/api/draft-orders/pay/${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ tenantId: shopA.tenant.id, total: '84.50', status: 'invoiced' });

    const { intent, confirm } = await openAndPay(token);
    expect(intent.json()).toMatchObject({ amount: '84.50', subtotal: '83.50', shipping: '6.00' });
    expect(await stockOf(t.db, shopA)).toEqual(before);
    const confirmed = await confirm!();
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const orderId = confirmed.json().orderId;

    const orders = await ordersOf(t.db, shopA.tenant.id);
    expect(orders.length).toBe(ordersBefore + 1);
    expect(orders.find((o) => o.id === orderId)).toMatchObject({
      customerEmail: 'grace@example.com',
      subtotalMinor: 8350,
      discountMinor: 500,
      shippingMinor: 600,
      shippingMethod: 'Courier',
      totalMinor: 8450,
      status: 'paid',
    });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items.map((i) => [i.productId, i.productName, i.quantity, i.priceMinor])).toEqual([
      [shopA.tee.id, 'Tee', 2, 2000],
      [shopA.hoodie.id, 'Hoodie', 1, 4000],
      [null, 'Gift wrapping', 1, 350],
    ]);
    expect(items.reduce((sum, i) => sum + i.discountMinor, 0)).toBe(500);
    expect(await stockOf(t.db, shopA)).toEqual({ tee: before.tee - 2, red: before.red - 1 });

    const after = await admin(who.ownerA, 'GET', '/api/admin/draft-orders');
    const paid = after.json().draftOrders.find((d: { id: number }) => d.id === draft.id);
    expect(paid).toMatchObject({ status: 'paid', orderId });

    // Paid: no edit, no delete, no second invoice, and the link pays nothing more.
    const edit = await admin(who.ownerA, 'PUT', `/api/admin/draft-orders/${draft.id}`, draftBody(shopA));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('This draft order has been paid and can no longer be changed');
    const del = await admin(who.ownerA, 'DELETE', `/api/admin/draft-orders/${draft.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('This draft order has been paid and can no longer be deleted');
    expect(
      (await admin(who.ownerA, 'POST', `/api/admin/draft-orders/${draft.id}/send-invoice`)).statusCode,
    ).toBe(409);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/draft-orders/pay/${token}/payment-intent`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This draft order has already been paid.');
  });

  it('two payments of one draft at once make one order; the other is refused and given back', async () => {
    const draft = await createDraft();
    const { token } = await sendInvoice(draft.id);
    const before = await stockOf(t.db, shopA);
    const ordersBefore = (await ordersOf(t.db, shopA.tenant.id)).length;
    const first = await openAndPay(token);
    const second = await openAndPay(token);
    const answers = await Promise.all([first.confirm!(), second.confirm!()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().message).toContain('This order has already been paid');
    expect((await ordersOf(t.db, shopA.tenant.id)).length).toBe(ordersBefore + 1);
    expect(await stockOf(t.db, shopA)).toEqual({ tee: before.tee - 2, red: before.red - 1 });
    const refusedIntent = answers[0]!.statusCode === 409 ? first.paymentIntentId : second.paymentIntentId;
    const [intent] = await t.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, refusedIntent!));
    expect(['refunded', 'canceled']).toContain(intent!.status);
  });

  it('an expired draft cannot be paid, and says so', async () => {
    const draft = await createDraft();
    const { token } = await sendInvoice(draft.id);
    await t.db
      .update(draftOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(draftOrders.id, draft.id));
    const intent = await t.app.inject({
      method: 'POST',
      url: `/api/draft-orders/pay/${token}/payment-intent`,
    });
    expect(intent.statusCode).toBe(409);
    expect(intent.json().message).toBe(
      'This payment link has expired. Please ask the store for a new invoice.',
    );
    const view = await t.app.inject({ method: 'GET', url: `/api/draft-orders/pay/${token}` });
    expect(view.json().status).toBe('expired');
    const sent = await admin(who.ownerA, 'POST', `/api/admin/draft-orders/${draft.id}/send-invoice`);
    expect(sent.statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/draft-orders/pay/not-a-real-token-at-all-xx' }))
        .statusCode,
    ).toBe(404);
  });

  it('a new invoice replaces the earlier link', async () => {
    const draft = await createDraft();
    const { token: first } = await sendInvoice(draft.id);
    const { token: second } = await sendInvoice(draft.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/draft-orders/pay/${first}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/draft-orders/pay/${second}` })).statusCode).toBe(
      200,
    );
  });
});

describe('draft orders: who may', () => {
  it('keeps each store to its own drafts; a super admin names the store', async () => {
    const draftB = await createDraft(shopB, who.ownerB);
    expect(
      (await admin(who.ownerA, 'PUT', `/api/admin/draft-orders/${draftB.id}`, draftBody(shopA))).statusCode,
    ).toBe(404);
    expect((await admin(who.ownerA, 'DELETE', `/api/admin/draft-orders/${draftB.id}`)).statusCode).toBe(404);
    expect(
      (await admin(who.ownerA, 'POST', `/api/admin/draft-orders/${draftB.id}/send-invoice`)).statusCode,
    ).toBe(404);
    const listA = await admin(who.ownerA, 'GET', '/api/admin/draft-orders');
    expect(listA.json().draftOrders.map((d: { id: number }) => d.id)).not.toContain(draftB.id);
    expect(
      (await admin(who.ownerA, 'GET', `/api/admin/draft-orders?tenantId=${shopB.tenant.id}`)).statusCode,
    ).toBe(403);
    const asRoot = await admin(who.root, 'GET', `/api/admin/draft-orders?tenantId=${shopB.tenant.id}`);
    expect(asRoot.statusCode).toBe(200);
    expect(asRoot.json().draftOrders.map((d: { id: number }) => d.id)).toEqual([draftB.id]);
    const made = await admin(
      who.root,
      'POST',
      `/api/admin/draft-orders?tenantId=${shopB.tenant.id}`,
      draftBody(shopB),
    );
    expect(made.statusCode).toBe(201);
  });

  it('staff with the orders permission may; without it, or a customer, may not', async () => {
    const draft = await createDraft(shopA, who.staffOrders);
    expect(
      (await admin(who.staffOrders, 'POST', `/api/admin/draft-orders/${draft.id}/send-invoice`)).statusCode,
    ).toBe(200);
    expect((await admin(who.staffProducts, 'GET', '/api/admin/draft-orders')).statusCode).toBe(403);
    expect(
      (await admin(who.staffProducts, 'POST', '/api/admin/draft-orders', draftBody(shopA))).statusCode,
    ).toBe(403);
    expect((await admin(who.staffProducts, 'DELETE', `/api/admin/draft-orders/${draft.id}`)).statusCode).toBe(
      403,
    );
    expect((await admin(who.customer, 'GET', '/api/admin/draft-orders')).statusCode).toBe(403);
    expect((await callApi(t.app, 'GET', '/api/admin/draft-orders')).statusCode).toBe(401);
  });
});
