// The two statuses and the order number through the front door: a partly refunded order still
// ships and shipping leaves the money alone; a manual move backwards needs a reason and its
// confirmation and moves no revenue figure; concurrent checkouts number each store's orders
// #1001 upwards without a duplicate or a gap.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../test/app.ts';
import { orderEvents } from '../../db/schema/index.ts';
import { ordersOf, payInSandbox, sandboxCheckout, seedShop } from '../checkout/checkout.test-support.ts';
import { buyTeesAndHoodie, linesOf, orderRow, postRefund } from '../refunds/refunds.test-support.ts';
import { signInStoreTeamOf, useTwoShopsTestApp } from './orders.test-support.ts';

const { t, a: shopA, cookie: who } = useTwoShopsTestApp('statuses-a', 'statuses-b', signInStoreTeamOf);

const buy = (email: string) =>
  buyTeesAndHoodie(t.app, shopA, email, (_id, secret) => payInSandbox(t.app, secret));
const adminOrder = async (orderId: number) =>
  (await callApi(t.app, 'GET', '/api/admin/orders?limit=200', who.ownerA))
    .json()
    .find((o: { id: number }) => o.id === orderId);

describe('payment and fulfilment apart', () => {
  it('ships a partly refunded order; shipping leaves the money, the refund left the goods', async () => {
    const { orderId } = await buy('partial@example.com');
    expect(await adminOrder(orderId)).toMatchObject({
      paymentStatus: 'paid',
      fulfillmentStatus: 'unfulfilled',
      status: 'paid',
    });
    const { tee } = await linesOf(t.db, orderId);
    const refund = await postRefund(t.app, who.ownerA, orderId, {
      lines: [{ orderItemId: tee.id, quantity: 1 }],
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect(await adminOrder(orderId)).toMatchObject({
      paymentStatus: 'partially_refunded',
      fulfillmentStatus: 'unfulfilled',
      status: 'partially_refunded',
    });
    const refundedBefore = (await orderRow(t.db, orderId)).refundedMinor;
    const shipped = await callApi(t.app, 'POST', `/api/admin/orders/${orderId}/fulfilments`, who.ownerA, {
      carrier: 'royal_mail',
      trackingNumber: 'AB123456789GB',
      notifyCustomer: false,
    });
    expect(shipped.statusCode, shipped.body).toBe(201);
    expect(await adminOrder(orderId)).toMatchObject({
      paymentStatus: 'partially_refunded',
      fulfillmentStatus: 'fulfilled',
      status: 'shipped',
    });
    expect((await orderRow(t.db, orderId)).refundedMinor).toBe(refundedBefore);
    // A second shipment of a fulfilled order is refused with the lifecycle's words.
    const again = await callApi(t.app, 'POST', `/api/admin/orders/${orderId}/fulfilments`, who.ownerA, {
      carrier: 'royal_mail',
      trackingNumber: 'AB123456789GB',
      notifyCustomer: false,
    });
    expect(again.statusCode).toBe(409);
    // Refunding the rest leaves the parcel where it is.
    const rest = await postRefund(t.app, who.ownerA, orderId, { amount: '10.00' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await adminOrder(orderId)).toMatchObject({ fulfillmentStatus: 'fulfilled' });
  });
});

describe('manual status change', () => {
  it('needs a reason and a confirmation backwards, is on the timeline, and moves no revenue figure', async () => {
    const { orderId } = await buy('backwards@example.com');
    const put = (body: object) =>
      callApi(t.app, 'PUT', `/api/admin/orders/${orderId}/status`, who.ownerA, body);
    expect((await put({ status: 'shipped' })).statusCode).toBe(200);
    const stats = async () =>
      (await callApi(t.app, 'GET', '/api/orders/stats', who.ownerA)).json().totalRevenue;
    const dashboard = async () => {
      const res = await callApi(t.app, 'GET', '/api/admin/dashboard-stats', who.ownerA);
      expect(res.statusCode, res.body).toBe(200);
      const { totalRevenue, revenueByDay } = res.json();
      return { totalRevenue, revenueByDay };
    };
    const [revenueBefore, dashboardBefore] = [await stats(), await dashboard()];

    const bare = await put({ status: 'pending' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(
      'Moving an order back from Shipped to Pending needs a reason and your confirmation',
    );
    const unconfirmed = await put({ status: 'pending', reason: 'Marked by mistake' });
    expect(unconfirmed.statusCode).toBe(400);
    const refused = await put({ status: 'cancelled', reason: 'x', confirmBackward: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'A shipped order cannot be cancelled; refund it or record its return instead',
    );

    const back = await put({ status: 'pending', reason: 'Marked by mistake', confirmBackward: true });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      manualStatusOverride: true,
    });
    expect(await stats()).toBe(revenueBefore);
    expect(await dashboard()).toEqual(dashboardBefore);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => e.message)).toContain(
      'Status changed from Shipped to Pending by owner-a (moved back): Marked by mistake',
    );
  });
});

describe('order numbers', () => {
  it('numbers concurrent checkouts of each store #1001 upwards, each once, with no gap', async () => {
    const c = await seedShop(t.db, 'numbers-c');
    const d = await seedShop(t.db, 'numbers-d');
    const buyers = Array.from({ length: 12 }, async (_, n) => {
      const target = n % 3 === 0 ? d : c;
      const checkout = await sandboxCheckout(
        t.app,
        target.tenant.id,
        [{ id: target.tee.id, quantity: 1 }],
        `n${n}@example.com`,
      );
      const res = await checkout.confirm();
      expect(res.statusCode, res.body).toBe(200);
    });
    await Promise.all(buyers);
    const numbers = async (tenantId: number) =>
      (await ordersOf(t.db, tenantId)).map((o) => o.orderNumber).sort((x, y) => (x ?? 0) - (y ?? 0));
    expect(await numbers(c.tenant.id)).toEqual([1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008]);
    expect(await numbers(d.tenant.id)).toEqual([1001, 1002, 1003, 1004]);
  });
});
