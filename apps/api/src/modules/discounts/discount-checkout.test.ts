// Discount codes at checkout (ADR 0032), through the real endpoints with a fixed
// clock: each message, applies-to products/categories, free shipping, never below zero, VAT on the
// discounted lines, the order/e-mail/CSV/views showing code and amount, the per-customer limit, a
// code disabled between intent and confirm, another store's code, and the last use of a code taken
// by 10 concurrent confirms: exactly one order, the other nine refused and refunded.
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi, createUser, loginCookie, testConfig } from '../../../test/app.ts';
import {
  checkoutSnapshots,
  discountRedemptions,
  discounts,
  orderItems,
  products,
  sandboxPaymentIntents,
} from '../../db/schema/index.ts';
import {
  type CartItem,
  confirmPayment,
  createIntent,
  emailsOf,
  ordersOf,
  payInSandbox,
  type Shop,
  seedShop,
  sendCheckoutDetails,
  useCheckoutTestApp,
} from '../checkout/checkout.test-support.ts';
import { pdfText } from '../invoices/pdf-text.test-support.ts';
import { discountClock } from './discount-clock.ts';

const t = useCheckoutTestApp({ config: () => testConfig({ RATE_LIMIT_MULTIPLIER: '0' }) });
const NOW = new Date('2026-06-15T12:00:00.000Z');
const day = 24 * 3600 * 1000;

let shop: Shop;
let other: Shop;
let rootCookie: string;

beforeAll(async () => {
  shop = await seedShop(t.db, 'disc-shop', { teeStock: 1000 });
  other = await seedShop(t.db, 'disc-other');
  await t.db.update(products).set({ category: 'Shirts' }).where(eq(products.id, shop.tee.id));
  await t.db.update(products).set({ category: 'Hoodies' }).where(eq(products.id, shop.hoodie.id));
  await createUser(t.db, { username: 'disc-root', password: 'disc-root-pass', superAdmin: true });
  rootCookie = await loginCookie(t.app, 'disc-root', 'disc-root-pass');
});
afterEach(() => vi.restoreAllMocks());

let codes = 0;
/** A code in `tenantId` (the shop's by default), with a fresh name unless given. */
async function addCode(values: Partial<typeof discounts.$inferInsert> = {}, tenantId = shop.tenant.id) {
  const [row] = await t.db
    .insert(discounts)
    .values({ tenantId, code: `CODE${++codes}`, type: 'percentage', value: 10, ...values })
    .returning();
  return row!;
}

const tee = (quantity = 2): CartItem => ({ id: shop.tee.id, quantity });
const redHoodie = (): CartItem => ({
  id: shop.hoodie.id,
  quantity: 1,
  selectedVariants: { Size: 'M', Colour: 'Red' },
});

function intent(
  items: CartItem[],
  discountCode?: string,
  extra: { shippingOptionId?: number; customerInfo?: object; tenantId?: number } = {},
) {
  return createIntent(t.app, {
    tenantId: extra.tenantId ?? shop.tenant.id,
    items,
    shippingOptionId: extra.shippingOptionId,
    ...(discountCode === undefined ? {} : { discountCode }),
    ...(extra.customerInfo ? { customerInfo: extra.customerInfo } : {}),
  } as Parameters<typeof createIntent>[1]);
}

async function refusal(items: CartItem[], code: string, extra = {}) {
  const res = await intent(items, code, extra);
  expect(res.statusCode, res.body).toBe(400);
  return res.json().message;
}

/** Intent with the code → sandbox card → confirm as `email`. */
async function buy(code: string | undefined, email: string, items: CartItem[] = [tee()]) {
  const res = await intent(items, code, { shippingOptionId: shop.shipping.id });
  expect(res.statusCode, res.body).toBe(200);
  const { clientSecret, paymentIntentId } = res.json();
  expect((await payInSandbox(t.app, clientSecret)).statusCode).toBe(200);
  return {
    intent: res.json(),
    paymentIntentId,
    confirm: () => confirmPayment(t.app, paymentIntentId, email, shop.tenant.id),
  };
}

async function expectRefunded(paymentIntentIds: string[]) {
  const intents = await t.db
    .select()
    .from(sandboxPaymentIntents)
    .where(inArray(sandboxPaymentIntents.id, paymentIntentIds));
  expect(intents.map((i) => i.status)).toEqual(paymentIntentIds.map(() => 'refunded'));
  const snapshots = await t.db
    .select({ status: checkoutSnapshots.status })
    .from(checkoutSnapshots)
    .where(inArray(checkoutSnapshots.paymentIntentId, paymentIntentIds));
  expect(new Set(snapshots.map((s) => s.status))).toEqual(new Set(['refunded']));
}

describe('create-payment-intent with a discount code', () => {
  it('takes a percentage off the goods, not the shipping; VAT on the discounted lines', async () => {
    const code = await addCode({ code: 'Take10', value: 10 });
    const res = await intent([tee(2)], 'take10', { shippingOptionId: shop.shipping.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      subtotal: '50.00',
      shipping: '4.99',
      amount: '49.99',
      discount: { code: 'Take10', amount: '5.00' },
      // 20 % included: £45.00 → 750, £4.99 → 83.
      vat: '8.33',
    });
    const [snapshot] = await t.db
      .select()
      .from(checkoutSnapshots)
      .where(eq(checkoutSnapshots.paymentIntentId, res.json().paymentIntentId));
    expect(snapshot).toMatchObject({
      discountId: code.id,
      discountCode: 'Take10',
      discountMinor: 500,
      totalMinor: 4999,
    });
    expect((snapshot!.items as { discountMinor: number; vatMinor: number }[])[0]).toMatchObject({
      discountMinor: 500,
      vatMinor: 750,
    });
  });

  it('without a code answers discount null; an empty code is no code', async () => {
    expect((await intent([tee(1)])).json()).toMatchObject({ amount: '25.00', discount: null });
    expect((await intent([tee(1)], '  ')).json()).toMatchObject({ amount: '25.00', discount: null });
  });

  it('answers each message with a fixed clock', async () => {
    vi.spyOn(discountClock, 'now').mockReturnValue(NOW);
    expect(await refusal([tee()], 'NO-SUCH-CODE')).toBe('This discount code is not valid');
    const off = await addCode({ isActive: false });
    expect(await refusal([tee()], off.code)).toBe('This discount code is not valid');
    const later = await addCode({ startsAt: new Date(NOW.getTime() + day) });
    expect(await refusal([tee()], later.code)).toBe('This discount code is not active yet');
    const over = await addCode({ endsAt: new Date(NOW.getTime() - 1) });
    expect(await refusal([tee()], over.code)).toBe('This discount code has expired');
    const gone = await addCode({ usageLimit: 2, usedCount: 2 });
    expect(await refusal([tee()], gone.code)).toBe('This discount code has been used up');
    const min = await addCode({ minSubtotalMinor: 6000 });
    expect(await refusal([tee(2)], min.code)).toBe('Spend £60.00 or more to use this code');
    expect((await intent([tee(3)], min.code)).statusCode).toBe(200);
    // Within its dates by the same clock.
    const window = await addCode({
      startsAt: new Date(NOW.getTime() - day),
      endsAt: new Date(NOW.getTime() + day),
    });
    expect((await intent([tee()], window.code)).statusCode).toBe(200);
    // A products code on a cart without those products.
    const hoodiesOnly = await addCode({ appliesTo: 'products', productIds: [shop.hoodie.id] });
    expect(await refusal([tee()], hoodiesOnly.code)).toBe('This discount code is not valid');
  });

  it("store A's code does nothing in store B", async () => {
    const mine = await addCode({ code: 'ONLY-A' });
    const res = await createIntent(t.app, {
      tenantId: other.tenant.id,
      items: [{ id: other.tee.id, quantity: 1 }],
      discountCode: mine.code,
    } as Parameters<typeof createIntent>[1]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This discount code is not valid');
  });

  it('applies to chosen products or categories only', async () => {
    const byProduct = await addCode({ value: 50, appliesTo: 'products', productIds: [shop.hoodie.id] });
    expect((await intent([tee(1), redHoodie()], byProduct.code)).json()).toMatchObject({
      subtotal: '65.00',
      amount: '45.00',
      discount: { amount: '20.00' },
    });
    const byCategory = await addCode({
      type: 'fixed_amount',
      value: 1000,
      appliesTo: 'categories',
      categories: ['shirts'],
    });
    expect((await intent([tee(1), redHoodie()], byCategory.code)).json()).toMatchObject({
      amount: '55.00',
      discount: { amount: '10.00' },
    });
  });

  it('free shipping makes the shipping free and nothing else', async () => {
    const free = await addCode({ type: 'free_shipping', value: 0 });
    expect((await intent([tee(1)], free.code, { shippingOptionId: shop.shipping.id })).json()).toMatchObject({
      subtotal: '25.00',
      shipping: '4.99',
      amount: '25.00',
      discount: { amount: '4.99' },
      vat: '4.17',
    });
  });

  it('never takes the total below zero nor the shipping off', async () => {
    const big = await addCode({ type: 'fixed_amount', value: 100_000 });
    expect((await intent([tee(1)], big.code, { shippingOptionId: shop.shipping.id })).json()).toMatchObject({
      amount: '4.99',
      discount: { amount: '25.00' },
    });
    const all = await addCode({ value: 100 });
    const res = await intent([tee(1)], all.code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The order total must be more than £0.00');
  });
});

describe('confirm with a discount code', () => {
  it('records the code on the order, its lines, the use, the e-mail, the views and the CSV', async () => {
    const code = await addCode({ code: 'ORDER5', type: 'fixed_amount', value: 500, usageLimit: 5 });
    const sale = await buy('order5', 'Buyer@Example.com');
    const answer = await sale.confirm();
    expect(answer.statusCode, answer.body).toBe(200);
    const orderId = answer.json().orderId;
    const order = (await ordersOf(t.db, shop.tenant.id)).find((o) => o.id === orderId)!;
    expect(order).toMatchObject({
      discountCode: 'ORDER5',
      discountMinor: 500,
      subtotalMinor: 5000,
      totalMinor: 4999,
    });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items.map((i) => [i.discountMinor, i.vatMinor])).toEqual([[500, 750]]);
    const [used] = await t.db.select().from(discounts).where(eq(discounts.id, code.id));
    expect(used!.usedCount).toBe(1);
    const redemptions = await t.db
      .select()
      .from(discountRedemptions)
      .where(eq(discountRedemptions.discountId, code.id));
    expect(redemptions.map((r) => [r.orderId, r.email, r.amountMinor])).toEqual([
      [orderId, 'buyer@example.com', 500],
    ]);

    const emails = await emailsOf(t.db, shop.tenant.id);
    const confirmation = emails.filter((e) => e.orderId === orderId);
    expect(confirmation.length).toBeGreaterThan(0);
    expect(confirmation.some((e) => e.html.includes('Discount (ORDER5)') && e.html.includes('-£5.00'))).toBe(
      true,
    );
    expect(confirmation.some((e) => e.text?.includes('Discount (ORDER5): -£5.00'))).toBe(true);

    const view = await callApi(
      t.app,
      'GET',
      `/api/admin/orders?tenantId=${shop.tenant.id}&search=${orderId}`,
      rootCookie,
    );
    expect(view.statusCode, view.body).toBe(200);
    const listed = (view.json().orders ?? view.json()).find((o: { id: number }) => o.id === orderId);
    expect(listed).toMatchObject({ discountCode: 'ORDER5', discount: '5.00', total: '49.99' });
    const csv = await callApi(t.app, 'GET', `/api/admin/orders.csv?tenantId=${shop.tenant.id}`, rootCookie);
    const [header, ...rows] = csv.body.trim().split('\r\n');
    expect(header!.endsWith(',Discount code,Discount,Currency')).toBe(true);
    expect(rows.find((r) => r.startsWith(`${order.orderNumber},`))!.endsWith(',ORDER5,5.00,GBP')).toBe(true);
    const plain = rows.find((r) => !r.includes('ORDER5'));
    if (plain) expect(plain.endsWith(',,0.00,GBP')).toBe(true);

    // The invoice: the line at its price, the discount, and a VAT summary of the lines as paid.
    const pdf = await callApi(
      t.app,
      'GET',
      `/api/admin/orders/${orderId}/invoice.pdf?tenantId=${shop.tenant.id}`,
      rootCookie,
    );
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      'Tee 2 £25.00 20% £50.00',
      'Discount (ORDER5) -£5.00',
      'Total excluding VAT £41.66',
      'VAT £8.33',
      'Total £49.99',
      'Standard (20%) £41.66 £8.33 £49.99',
    ])
      expect(text).toContain(expected);
  });

  it('the per-customer limit counts by lower-cased e-mail: at intent, at details and at confirm', async () => {
    const once = await addCode({ usageLimitPerCustomer: 1 });
    expect((await (await buy(once.code, 'Once@Example.com')).confirm()).statusCode).toBe(200);
    // Known at intent (the form's e-mail sent along).
    expect(await refusal([tee()], once.code, { customerInfo: { email: 'once@example.com' } })).toBe(
      'You have already used this discount code',
    );
    // Known at the details step, before the card is charged.
    const second = await buy(once.code, 'ONCE@example.com');
    const details = await sendCheckoutDetails(t.app, second.paymentIntentId, {
      customerEmail: 'ONCE@example.com',
      customerName: 'Once',
      shippingAddress: '1 Road',
    });
    expect(details.statusCode).toBe(400);
    expect(details.json().message).toBe('You have already used this discount code');
    // And at confirm, whatever was skipped: no order, the payment refunded.
    const refused = await second.confirm();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('You have already used this discount code');
    await expectRefunded([second.paymentIntentId]);
    // Someone else may.
    expect((await (await buy(once.code, 'someone@example.com')).confirm()).statusCode).toBe(200);
    const [row] = await t.db.select().from(discounts).where(eq(discounts.id, once.id));
    expect(row!.usedCount).toBe(2);
  });

  it('a code disabled, deleted or expired between intent and confirm: no order, payment refunded', async () => {
    const before = (await ordersOf(t.db, shop.tenant.id)).length;
    const disabled = await addCode();
    const a = await buy(disabled.code, 'late@example.com');
    await t.db.update(discounts).set({ isActive: false }).where(eq(discounts.id, disabled.id));
    const deleted = await addCode();
    const b = await buy(deleted.code, 'late@example.com');
    await t.db.delete(discounts).where(eq(discounts.id, deleted.id));
    const expiring = await addCode({ endsAt: new Date(NOW.getTime() + day) });
    vi.spyOn(discountClock, 'now').mockReturnValue(NOW);
    const c = await buy(expiring.code, 'late@example.com');
    vi.spyOn(discountClock, 'now').mockReturnValue(new Date(NOW.getTime() + 2 * day));
    for (const [checkout, message] of [
      [a, 'This discount code is not valid'],
      [b, 'This discount code is not valid'],
      [c, 'This discount code has expired'],
    ] as const) {
      const res = await checkout.confirm();
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(message);
    }
    await expectRefunded([a.paymentIntentId, b.paymentIntentId, c.paymentIntentId]);
    expect(await ordersOf(t.db, shop.tenant.id)).toHaveLength(before);
    const [still] = await t.db.select().from(discounts).where(eq(discounts.id, expiring.id));
    expect(still!.usedCount).toBe(0);
  });

  it('the last use of a code, 10 concurrent confirms: exactly one order with it, nine refused and refunded', async () => {
    const last = await addCode({ code: 'LAST-ONE', usageLimit: 1 });
    const before = (await ordersOf(t.db, shop.tenant.id)).length;
    const checkouts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => buy(last.code, `rush${i}@example.com`, [tee(1)])),
    );
    const answers = await Promise.all(checkouts.map((c) => c.confirm()));
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(ok).toHaveLength(1);
    expect(refused.map((a) => [a.statusCode, a.json().message])).toEqual(
      Array(9).fill([409, 'This discount code has been used up']),
    );
    const orders = (await ordersOf(t.db, shop.tenant.id)).slice(before);
    expect(orders.map((o) => [o.discountCode, o.discountMinor])).toEqual([['LAST-ONE', 250]]);
    const [row] = await t.db.select().from(discounts).where(eq(discounts.id, last.id));
    expect(row!.usedCount).toBe(1);
    expect(
      await t.db
        .select()
        .from(discountRedemptions)
        .where(and(eq(discountRedemptions.discountId, last.id))),
    ).toHaveLength(1);
    await expectRefunded(
      checkouts.filter((_, i) => answers[i]!.statusCode !== 200).map((c) => c.paymentIntentId),
    );
  });
});
