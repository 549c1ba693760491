// An exchange's replacement goes out for real (ADR 0078): marking the goods received takes the
// replacement from stock exactly once (a repeat or a second call at once takes nothing more), refuses
// with a readable 409 when it is out of stock (nothing of the step written), and leaves a line the
// store ships through the order's normal fulfilment call, with the statuses and timeline to match.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, createUser, loginCookie, signInStoreTeam } from '../../../test/app.ts';
import { emailOutbox, orderEvents, orderItems, orders, products } from '../../db/schema/index.ts';
import {
  type CartItem,
  confirmPayment,
  createIntent,
  payInSandbox,
  type Shop,
  seedShop,
  sendCheckoutDetails,
  stockOf,
  useCheckoutTestApp,
} from '../checkout/checkout.test-support.ts';

const t = useCheckoutTestApp();
let shop: Shop;
let shopB: Shop;
let who: Record<'ownerA' | 'ownerB' | 'ada', string>;

beforeAll(async () => {
  shop = await seedShop(t.db, 'exchange-a');
  shopB = await seedShop(t.db, 'exchange-b');
  const team = await signInStoreTeam(t, shop.tenant.id, shopB.tenant.id);
  await createUser(t.db, { username: 'ada@example.com', password: 'ada-password', email: 'ada@example.com' });
  who = { ...team, ada: await loginCookie(t.app, 'ada@example.com', 'ada-password') };
});

async function buy(app: FastifyInstance, items: CartItem[]) {
  const intent = await createIntent(app, { tenantId: shop.tenant.id, items });
  expect(intent.statusCode, intent.body).toBe(200);
  const { paymentIntentId, clientSecret } = intent.json();
  await sendCheckoutDetails(app, paymentIntentId, {
    customerEmail: 'ada@example.com',
    customerName: 'Ada Lovelace',
    shippingAddress: '12 Analytical Row, London, SW1A 1AA',
  });
  await payInSandbox(app, clientSecret);
  const confirmed = await confirmPayment(app, paymentIntentId, 'ada@example.com', shop.tenant.id);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json().orderId as number;
}

const ship = (orderId: number, body: object = {}, cookie = who.ownerA) =>
  callApi(t.app, 'POST', `/api/admin/orders/${orderId}/fulfilments`, cookie, {
    carrier: 'royal_mail',
    trackingNumber: 'AB123456789GB',
    notifyCustomer: false,
    ...body,
  });
const step = (returnId: number, action: string, body?: object, cookie = who.ownerA) =>
  callApi(t.app, 'POST', `/api/admin/returns/${returnId}/${action}`, cookie, body);
const orderOf = async (orderId: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const hoodieStock = async () =>
  (await t.db.select({ n: products.inStock }).from(products).where(eq(products.id, shop.hoodie.id)))[0]!.n;
const replacementsOf = (orderId: number) =>
  t.db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.tenantId, shop.tenant.id)))
    .then((rows) => rows.filter((r) => r.replacesReturnLineId !== null));
const timeline = (orderId: number, cookie = who.ownerA) =>
  callApi(t.app, 'GET', `/api/admin/orders/${orderId}/timeline`, cookie);

/** A red hoodie bought (Red takes its variant row's stock) and shipped, asked back for a blue one (the product's stock), approved. */
async function approvedExchange(quantity = 1) {
  const orderId = await buy(t.app, [
    { id: shop.hoodie.id, quantity, selectedVariants: { Size: 'M', Colour: 'Red' } },
  ]);
  expect((await ship(orderId)).statusCode).toBe(201);
  const options = await callApi(t.app, 'GET', `/api/orders/${orderId}/returns`, who.ada);
  const hoodie = options.json().lines[0].orderItemId as number;
  const asked = await callApi(t.app, 'POST', `/api/orders/${orderId}/returns`, who.ada, {
    lines: [{ orderItemId: hoodie, quantity }],
    reason: 'Wrong colour',
    exchange: [{ orderItemId: hoodie, variants: { Colour: 'Blue' } }],
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const returnId = asked.json().id as number;
  expect((await step(returnId, 'approve')).statusCode).toBe(200);
  return { orderId, hoodie, returnId };
}

describe("an exchange's replacement", () => {
  it('is taken from stock when the goods are received, then shipped through the fulfilment call', async () => {
    const { orderId, hoodie, returnId } = await approvedExchange();
    const before = { ...(await stockOf(t.db, shop)), blue: await hoodieStock() };

    const received = await step(returnId, 'receive', { restockOrderItemIds: [hoodie] });
    expect(received.statusCode, received.body).toBe(200);
    // The red one back on its row, the blue one off the product's stock.
    expect({ ...(await stockOf(t.db, shop)), blue: await hoodieStock() }).toEqual({
      ...before,
      red: before.red + 1,
      blue: before.blue - 1,
    });
    expect(await orderOf(orderId)).toMatchObject({
      fulfillmentStatus: 'partially_fulfilled',
      status: 'processing',
    });
    const [replacement] = await replacementsOf(orderId);
    expect(replacement).toMatchObject({
      productId: shop.hoodie.id,
      quantity: 1,
      priceMinor: 3500,
      variantString: 'Size: M, Colour: Blue',
      selectedVariants: { Size: 'M', Colour: 'Blue' },
    });

    const before2 = await timeline(orderId);
    expect(before2.json().shippingLines).toEqual([
      expect.objectContaining({ orderItemId: hoodie, shippedQuantity: 1, remainingQuantity: 0 }),
      expect.objectContaining({
        orderItemId: replacement!.id,
        productName: 'Hoodie',
        variantString: 'Size: M, Colour: Blue',
        remainingQuantity: 1,
      }),
    ]);
    expect(before2.json().events.map((e: { message: string }) => e.message)).toContainEqual(
      expect.stringMatching(
        /received by owner-a; restocked 1 × Hoodie; replacement taken from stock, to ship: 1 × Hoodie \(Size: M, Colour: Blue\)$/,
      ),
    );
    // Another store's owner cannot ship it.
    expect((await ship(orderId, {}, who.ownerB)).statusCode).toBe(404);

    const shipped = await ship(orderId, {
      lines: [{ orderItemId: replacement!.id, quantity: 1 }],
      trackingNumber: 'CD987654321GB',
      notifyCustomer: true,
    });
    expect(shipped.statusCode, shipped.body).toBe(201);
    expect(await orderOf(orderId)).toMatchObject({ fulfillmentStatus: 'fulfilled', status: 'shipped' });
    expect(
      shipped.json().shippingLines.every((l: { remainingQuantity: number }) => l.remainingQuantity === 0),
    ).toBe(true);
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, orderId))
      .then((rows) => rows.filter((m) => m.html.includes('CD987654321GB')));
    expect(mail?.toAddress).toBe('ada@example.com');
    expect((await ship(orderId)).statusCode).toBe(409);

    // The refund settles the money as before: the replacement is not counted as bought.
    const settled = await step(returnId, 'refund');
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({ status: 'exchanged', refunded: '5.00' });
    // The customer's order shows the replacement on its way.
    const mine = await callApi(t.app, 'GET', '/api/orders', who.ada);
    const order = mine.json().find((o: { id: number }) => o.id === orderId);
    expect(order.items).toHaveLength(1);
    expect(order.fulfilments).toHaveLength(2);
  });

  it('is taken once when the receive is sent twice at once or repeated', async () => {
    const { orderId, returnId } = await approvedExchange(2);
    const before = await hoodieStock();
    const both = await Promise.all([step(returnId, 'receive'), step(returnId, 'receive')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().message).toBe(
      'This return has already been received',
    );
    const again = await step(returnId, 'receive');
    expect(again.statusCode).toBe(409);
    expect(await hoodieStock()).toBe(before - 2);
    expect(await replacementsOf(orderId)).toHaveLength(1);
    const events = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'return')));
    expect(events.filter((e) => e.message.includes('replacement taken from stock'))).toHaveLength(1);
  });

  it('out of stock is refused with a readable 409, nothing of the step written', async () => {
    const { orderId, hoodie, returnId } = await approvedExchange();
    await t.db.update(products).set({ inStock: 0 }).where(eq(products.id, shop.hoodie.id));
    const before = await stockOf(t.db, shop);
    const refused = await step(returnId, 'receive', { restockOrderItemIds: [hoodie] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Hoodie (Size: M, Colour: Blue) is out of stock, so the replacement cannot be sent; add stock, then mark the return received',
    );
    expect(await stockOf(t.db, shop)).toEqual(before);
    expect(await replacementsOf(orderId)).toHaveLength(0);
    expect(await orderOf(orderId)).toMatchObject({ fulfillmentStatus: 'fulfilled', status: 'shipped' });
    const list = await callApi(t.app, 'GET', `/api/admin/returns?orderId=${orderId}`, who.ownerA);
    expect(list.json().returns[0].status).toBe('approved');

    await t.db.update(products).set({ inStock: 3 }).where(eq(products.id, shop.hoodie.id));
    const received = await step(returnId, 'receive', { restockOrderItemIds: [hoodie] });
    expect(received.statusCode, received.body).toBe(200);
    expect(await hoodieStock()).toBe(2);
    expect(await replacementsOf(orderId)).toHaveLength(1);
  });
});
