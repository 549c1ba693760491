// POST /api/admin/orders/{id}/cancel: the money back exactly once, the stock back, the customer's
// e-mail and the timeline entry; refused when shipped or already cancelled; another store's order
// is not found, and staff without the orders permission are refused.
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../test/app.ts';
import { emailOutbox, orderEvents, orders, sandboxPaymentIntents } from '../../db/schema/index.ts';
import { payInSandbox, stockOf } from '../checkout/checkout.test-support.ts';
import {
  buyTeesAndHoodie,
  linesOf,
  ORDER_TOTAL_MINOR,
  orderRow,
  postRefund,
  refundRowsOf,
  useTwoShopsAndTheirTeam,
} from '../refunds/refunds.test-support.ts';

const { t, shopA, who } = useTwoShopsAndTheirTeam('cancel');

const buy = (email = 'ada@example.com') =>
  buyTeesAndHoodie(t.app, shopA, email, (_id, secret) => payInSandbox(t.app, secret));
const cancel = (
  orderId: number,
  cookie: string | undefined,
  body: object = { reason: 'Customer asked' },
  query = '',
) => callApi(t.app, 'POST', `/api/admin/orders/${orderId}/cancel${query}`, cookie, body);

describe('POST /api/admin/orders/{id}/cancel', () => {
  it('refunds what was paid once, restocks, e-mails the customer and records it; a second cancel is refused', async () => {
    const before = await stockOf(t.db, shopA);
    const { orderId, paymentIntentId } = await buy();
    const res = await cancel(orderId, who.ownerA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: orderId,
      status: 'cancelled',
      paymentStatus: 'refunded',
      fulfillmentStatus: 'unfulfilled',
      refunded: '90.00',
    });
    expect(res.json().orderNumber).toBeGreaterThanOrEqual(1001);
    expect(await stockOf(t.db, shopA)).toEqual(before);
    const [payment] = await t.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, paymentIntentId));
    expect(payment!.refundedMinor).toBe(ORDER_TOTAL_MINOR);
    const mails = await t.db.select().from(emailOutbox).where(like(emailOutbox.subject, '%cancelled'));
    expect(mails.filter((m) => m.orderId === orderId)).toHaveLength(1);
    expect(mails.find((m) => m.orderId === orderId)!.toAddress).toBe('ada@example.com');
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => e.message)).toContainEqual(
      expect.stringMatching(
        /^Order cancelled by owner-a; £90\.00 refunded, items restocked: Customer asked$/,
      ),
    );

    const again = await cancel(orderId, who.ownerA);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already cancelled');
    const refunds = await refundRowsOf(t.db, orderId);
    expect(refunds.reduce((sum, r) => sum + r.amountMinor, 0)).toBe(ORDER_TOTAL_MINOR);
    expect((await orderRow(t.db, orderId)).refundedMinor).toBe(ORDER_TOTAL_MINOR);
  });

  it('restocks an order with no card payment once, however many cancels come at once', async () => {
    const before = await stockOf(t.db, shopA);
    const { orderId } = await buy('unpaid@example.com');
    // An order whose money was never taken by card (as a pay-later order would be): no refund can
    // be made, so the cancellation itself puts the goods back.
    await t.db
      .update(orders)
      .set({ paymentProvider: null, paymentIntentId: null, status: 'pending', paymentStatus: 'pending' })
      .where(eq(orders.id, orderId));
    expect(await stockOf(t.db, shopA)).not.toEqual(before);
    const answers = await Promise.all([cancel(orderId, who.ownerA), cancel(orderId, who.ownerA)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const done = answers.find((r) => r.statusCode === 200)!;
    expect(done.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'voided', refunded: '0.00' });
    expect(await stockOf(t.db, shopA)).toEqual(before);
    expect(await refundRowsOf(t.db, orderId)).toHaveLength(0);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    const cancelled = events.find((e) => e.message.startsWith('Order cancelled'))!;
    expect(cancelled.message).toBe('Order cancelled by owner-a, items restocked: Customer asked');
    expect(cancelled.data).toMatchObject({ restockedUnits: 3, refundedMinor: 0 });
    // Cancelled already: refused, and nothing goes back twice.
    expect((await cancel(orderId, who.ownerA)).statusCode).toBe(409);
    expect(await stockOf(t.db, shopA)).toEqual(before);
  });

  it('restocks the lines a refund of an amount did not name when the order is then cancelled', async () => {
    const before = await stockOf(t.db, shopA);
    const { orderId } = await buy('amount@example.com');
    const refunded = await postRefund(t.app, who.ownerA, orderId, { amount: '90.00' });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(await stockOf(t.db, shopA)).not.toEqual(before);
    const res = await cancel(orderId, who.ownerA);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refunded: '90.00' });
    expect(await stockOf(t.db, shopA)).toEqual(before);
    expect(await refundRowsOf(t.db, orderId)).toHaveLength(1);
  });

  it('leaves off the shelf what a refund was told not to restock', async () => {
    const before = await stockOf(t.db, shopA);
    const { orderId } = await buy('kept@example.com');
    const { tee } = await linesOf(t.db, orderId);
    const refunded = await postRefund(t.app, who.ownerA, orderId, {
      lines: [{ orderItemId: tee.id, quantity: 2 }],
      restock: false,
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect((await cancel(orderId, who.ownerA)).statusCode).toBe(200);
    // The hoodie came back with the cancellation's refund; the two tees the store kept did not.
    expect(await stockOf(t.db, shopA)).toEqual({ tee: before.tee - 2, red: before.red });
  });

  it('is refused once the order is shipped', async () => {
    const { orderId } = await buy('shipped@example.com');
    const shipped = await callApi(t.app, 'POST', `/api/admin/orders/${orderId}/fulfilments`, who.ownerA, {
      carrier: 'royal_mail',
      trackingNumber: 'AB123456789GB',
      notifyCustomer: false,
    });
    expect(shipped.statusCode, shipped.body).toBe(201);
    const res = await cancel(orderId, who.ownerA);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This order has been fulfilled, so it cannot be cancelled; refund it or record its return instead',
    );
    expect(await refundRowsOf(t.db, orderId)).toHaveLength(0);
  });

  it('keeps stores apart and asks for the orders permission', async () => {
    const { orderId } = await buy('apart@example.com');
    expect((await cancel(orderId, undefined)).statusCode).toBe(401);
    expect((await cancel(orderId, who.customer)).statusCode).toBe(403);
    expect((await cancel(orderId, who.productsStaff)).statusCode).toBe(403);
    const other = await cancel(orderId, who.ownerB);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Order not found');
    expect((await cancel(orderId, who.ownerB, {}, `?tenantId=${shopA.tenant.id}`)).statusCode).toBe(403);
    expect((await orderRow(t.db, orderId)).status).toBe('paid');
    // A super admin names the store, or leaves it to the order.
    const root = await cancel(orderId, who.admin, {}, `?tenantId=${shopA.tenant.id}`);
    expect(root.statusCode, root.body).toBe(200);
    expect(root.json()).toMatchObject({ status: 'cancelled' });
  });
});
