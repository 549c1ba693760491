// Refunds from the admin (sandbox provider): who may refund, partial and full refunds with and
// without restock, over-refunds refused, one refund per Idempotency-Key (repeated and concurrent),
// the timeline event and the customer's e-mail, and a refund resumed after its request stopped.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testCtx } from '../../../test/app.ts';
import { tenantCtx } from '../../context.ts';
import { orderRefundLines, sandboxPaymentIntents } from '../../db/schema/index.ts';
import { payInSandbox, stockOf } from '../checkout/checkout.test-support.ts';
import { syncOrderPaymentStatus } from '../checkout/payment-status.service.ts';
import { signInStoreTeamOf, useTwoShopsTestApp } from '../orders/orders.test-support.ts';
import { resumeRefund } from './order-refunds.service.ts';
import {
  buyTeesAndHoodie,
  linesOf,
  newKey,
  ORDER_TOTAL_MINOR,
  orderRow,
  postRefund,
  refundEmailsOf,
  refundEventsOf,
  refundRowsOf,
  stoppedRefund,
} from './refunds.test-support.ts';

const { t, a: shopA, cookie: who } = useTwoShopsTestApp('refund-a', 'refund-b', signInStoreTeamOf);

const buy = (email = 'ada@example.com') =>
  buyTeesAndHoodie(t.app, shopA, email, (_id, secret) => payInSandbox(t.app, secret));
const sandboxRefunded = async (paymentId: string) =>
  (await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, paymentId)))[0]!
    .refundedMinor;

describe('who may refund', () => {
  it('refuses anonymous (401), customers (403) and another store’s staff (403/404); the order is untouched', async () => {
    const { orderId } = await buy();
    const body = { amount: '5.00' };
    expect((await postRefund(t.app, undefined, orderId, body)).statusCode).toBe(401);
    expect((await postRefund(t.app, who.customer, orderId, body)).statusCode).toBe(403);
    const named = await postRefund(t.app, who.ownerB, orderId, body, { tenantId: shopA.tenant.id });
    expect(named.statusCode).toBe(403);
    // Store B's owner acting on their own store does not find store A's order.
    const own = await postRefund(t.app, who.ownerB, orderId, body);
    expect(own.statusCode).toBe(404);
    expect(own.json().message).toBe('Order not found');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: { cookie: who.ownerB },
    });
    expect(read.statusCode).toBe(404);
    expect(await orderRow(t.db, orderId)).toMatchObject({ status: 'paid', refundedMinor: 0 });
    expect(await refundRowsOf(t.db, orderId)).toEqual([]);
  });

  it('needs an Idempotency-Key and something to refund (400 with readable messages)', async () => {
    const { orderId } = await buy();
    const keyless = await postRefund(t.app, who.ownerA, orderId, { amount: '5.00' }, { key: null });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().message).toContain('Idempotency-Key');
    const empty = await postRefund(t.app, who.ownerA, orderId, { restock: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Choose the lines or enter an amount to refund');
    const bad = await postRefund(t.app, who.ownerA, orderId, { amount: '-3' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Enter an amount such as 12.50');
  });

  it('lets a super admin refund naming the store', async () => {
    const { orderId } = await buy();
    const res = await postRefund(
      t.app,
      who.admin,
      orderId,
      { amount: '1.00' },
      { tenantId: shopA.tenant.id },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().summary.refunded).toBe('1.00');
  });
});

describe('partial and full refunds', () => {
  it('refunds one tee without restock: order, provider, timeline and e-mail', async () => {
    const { orderId, paymentIntentId } = await buy();
    const { tee } = await linesOf(t.db, orderId);
    const stockBefore = await stockOf(t.db, shopA);
    const res = await postRefund(t.app, who.ownerA, orderId, {
      lines: [{ orderItemId: tee.id, quantity: 1 }],
      restock: false,
      reason: 'Arrived torn',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().refund).toMatchObject({
      status: 'succeeded',
      amount: '25.00',
      restock: false,
      reason: 'Arrived torn',
      actorName: 'owner-a',
      lines: [{ orderItemId: tee.id, name: 'Tee', quantity: 1, amount: '25.00' }],
    });
    expect(res.json().summary).toMatchObject({
      status: 'partially_refunded',
      paid: '90.00',
      refunded: '25.00',
      remaining: '65.00',
      refundable: true,
    });
    expect(res.json().summary.lines[0]).toMatchObject({ quantity: 2, refundedQuantity: 1 });
    expect(await orderRow(t.db, orderId)).toMatchObject({
      status: 'partially_refunded',
      refundedMinor: 2500,
    });
    expect(await sandboxRefunded(paymentIntentId)).toBe(2500);
    expect(await stockOf(t.db, shopA)).toEqual(stockBefore);
    const events = await refundEventsOf(t.db, orderId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      source: 'staff',
      actorName: 'owner-a',
      message: 'Refunded £25.00 (1 × Tee): Arrived torn',
    });
    expect(events[0]!.data).toMatchObject({ amount: '25.00', from: 'paid', to: 'partially_refunded' });
    const emails = await refundEmailsOf(t.db, orderId);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ toAddress: 'ada@example.com', orderId });
    // Named by the store's order number, never the internal id.
    const { orderNumber } = await orderRow(t.db, orderId);
    expect(orderNumber).not.toBe(orderId);
    expect(emails[0]!.subject).toBe(`Your Shop refund-a refund for order #${orderNumber}`);
    expect(emails[0]!.text).toContain('we have refunded £25.00');
    expect(emails[0]!.text).toContain('1 × Tee: £25.00');
    expect(emails[0]!.text).toContain('Reason: Arrived torn');
  });

  it('restocks the red hoodie’s variant row, then refunds the rest in full', async () => {
    const { orderId, paymentIntentId } = await buy();
    const { tee, hoodie } = await linesOf(t.db, orderId);
    const before = await stockOf(t.db, shopA);
    const first = await postRefund(t.app, who.ownerA, orderId, {
      lines: [{ orderItemId: hoodie.id, quantity: 1 }],
      restock: true,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(await stockOf(t.db, shopA)).toEqual({ tee: before.tee, red: before.red + 1 });
    const rest = await postRefund(t.app, who.ownerA, orderId, {
      lines: [{ orderItemId: tee.id, quantity: 2 }],
      restock: true,
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().summary).toMatchObject({
      status: 'refunded',
      refunded: '90.00',
      remaining: '0.00',
      refundable: false,
    });
    expect(await orderRow(t.db, orderId)).toMatchObject({
      status: 'refunded',
      refundedMinor: ORDER_TOTAL_MINOR,
    });
    expect(await sandboxRefunded(paymentIntentId)).toBe(ORDER_TOTAL_MINOR);
    expect(await stockOf(t.db, shopA)).toEqual({ tee: before.tee + 2, red: before.red + 1 });
    expect((await refundEventsOf(t.db, orderId)).map((e) => e.message)).toEqual([
      'Refunded £40.00 (1 × Hoodie, restocked)',
      'Refunded £50.00 (2 × Tee, restocked)',
    ]);
    const whole = await refundEmailsOf(t.db, orderId);
    expect(whole[1]!.text).toContain('has now been refunded in full');
    const again = await postRefund(t.app, who.ownerA, orderId, { amount: '0.01' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order has already been refunded in full');
  });

  it('refunds an amount on its own and shows the history in GET', async () => {
    const { orderId } = await buy();
    const res = await postRefund(t.app, who.ownerA, orderId, { amount: 4.99, reason: 'Late delivery' });
    expect(res.statusCode).toBe(201);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: { cookie: who.ownerA },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      paid: '90.00',
      refunded: '4.99',
      remaining: '85.01',
      refunds: [{ amount: '4.99', reason: 'Late delivery', lines: [] }],
    });
    const customer = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: { cookie: who.customer },
    });
    expect(customer.statusCode).toBe(403);
  });
});

describe('never more than remains', () => {
  it('refuses an amount above what is left, and more of a line than is left (409), changing nothing', async () => {
    const { orderId, paymentIntentId } = await buy();
    const { tee } = await linesOf(t.db, orderId);
    const over = await postRefund(t.app, who.ownerA, orderId, { amount: '90.01' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      'That refund is £90.01, but only £90.00 of this order is left to refund',
    );
    expect(
      (await postRefund(t.app, who.ownerA, orderId, { lines: [{ orderItemId: tee.id, quantity: 1 }] }))
        .statusCode,
    ).toBe(201);
    const tooMany = await postRefund(t.app, who.ownerA, orderId, {
      lines: [{ orderItemId: tee.id, quantity: 2 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Only 1 of "Tee" can still be refunded');
    const lines = await linesOf(t.db, orderId);
    const mixed = await postRefund(t.app, who.ownerA, orderId, {
      lines: [{ orderItemId: lines.hoodie.id, quantity: 1 }],
      amount: '25.01',
    });
    expect(mixed.statusCode).toBe(409);
    const foreign = await postRefund(t.app, who.ownerA, orderId, {
      lines: [{ orderItemId: 999_999, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('That line is not part of this order');
    expect(await orderRow(t.db, orderId)).toMatchObject({ refundedMinor: 2500 });
    expect(await sandboxRefunded(paymentIntentId)).toBe(2500);
  });
});

describe('exactly once per Idempotency-Key', () => {
  it('a double submit makes one refund, answering the first (201 then 200)', async () => {
    const { orderId, paymentIntentId } = await buy();
    const key = newKey();
    const body = { amount: '10.00', reason: 'Goodwill' };
    const first = await postRefund(t.app, who.ownerA, orderId, body, { key });
    const second = await postRefund(t.app, who.ownerA, orderId, body, { key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().refund.id).toBe(first.json().refund.id);
    expect(await refundRowsOf(t.db, orderId)).toHaveLength(1);
    expect(await orderRow(t.db, orderId)).toMatchObject({ refundedMinor: 1000 });
    expect(await sandboxRefunded(paymentIntentId)).toBe(1000);
    expect(await refundEventsOf(t.db, orderId)).toHaveLength(1);
    expect(await refundEmailsOf(t.db, orderId)).toHaveLength(1);
    const other = await postRefund(t.app, who.ownerA, orderId, { amount: '11.00' }, { key });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different refund');
  });

  it('two concurrent requests with one key make one refund', async () => {
    const { orderId, paymentIntentId } = await buy();
    const key = newKey();
    const { tee } = await linesOf(t.db, orderId);
    const body = { lines: [{ orderItemId: tee.id, quantity: 1 }], restock: true };
    const before = await stockOf(t.db, shopA);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postRefund(t.app, who.ownerA, orderId, body, { key })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().refund.id)).size).toBe(1);
    expect(await refundRowsOf(t.db, orderId)).toHaveLength(1);
    expect(await sandboxRefunded(paymentIntentId)).toBe(2500);
    expect(await orderRow(t.db, orderId)).toMatchObject({ refundedMinor: 2500 });
    expect(await stockOf(t.db, shopA)).toEqual({ ...before, tee: before.tee + 1 });
    expect(await refundEventsOf(t.db, orderId)).toHaveLength(1);
    expect(await refundEmailsOf(t.db, orderId)).toHaveLength(1);
  });

  it('two concurrent refunds with different keys never pass what is left', async () => {
    const { orderId, paymentIntentId } = await buy();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => postRefund(t.app, who.ownerA, orderId, { amount: '50.00' })),
    );
    const made = answers.filter((a) => a.statusCode === 201);
    expect(made).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) expect(refused.statusCode).toBe(409);
    expect(await sandboxRefunded(paymentIntentId)).toBe(5000);
    expect(await orderRow(t.db, orderId)).toMatchObject({ refundedMinor: 5000 });
  });
});

describe("the provider's reports", () => {
  it('a report read before the refund and written after it does not lower the refunded total', async () => {
    const { orderId, paymentIntentId } = await buy();
    expect((await postRefund(t.app, who.ownerA, orderId, { amount: '20.00' })).statusCode).toBe(201);
    const stale = {
      id: paymentIntentId,
      state: 'succeeded' as const,
      amountMinor: ORDER_TOTAL_MINOR,
      currency: 'GBP',
      refundedMinor: 0,
      disputed: false,
    };
    await syncOrderPaymentStatus(tenantCtx(testCtx(t), shopA.tenant.id), {
      provider: 'sandbox',
      payment: stale,
    });
    expect(await orderRow(t.db, orderId)).toMatchObject({
      status: 'partially_refunded',
      refundedMinor: 2000,
    });
  });
});

describe('a refund whose request stopped after asking the provider', () => {
  it('is finished by the resume job without refunding twice', async () => {
    const { orderId, paymentIntentId } = await buy();
    // The request claimed £7.00 and the sandbox refunded it; then the process stopped.
    const claimed = await stoppedRefund(t.db, shopA.tenant.id, orderId);
    await t.db
      .update(sandboxPaymentIntents)
      .set({ refundedMinor: 700, status: 'partially_refunded' })
      .where(eq(sandboxPaymentIntents.id, paymentIntentId));
    await resumeRefund(tenantCtx(testCtx(t), shopA.tenant.id), claimed.id);
    expect(await sandboxRefunded(paymentIntentId)).toBe(700);
    expect((await refundRowsOf(t.db, orderId))[0]).toMatchObject({ status: 'succeeded' });
    expect(await orderRow(t.db, orderId)).toMatchObject({ status: 'partially_refunded', refundedMinor: 700 });
    expect(await refundEventsOf(t.db, orderId)).toHaveLength(1);
    // Run again (a second job run): nothing more happens.
    await resumeRefund(tenantCtx(testCtx(t), shopA.tenant.id), claimed.id);
    expect(await refundEventsOf(t.db, orderId)).toHaveLength(1);
    expect(
      await t.db.select().from(orderRefundLines).where(eq(orderRefundLines.refundId, claimed.id)),
    ).toEqual([]);
  });
});
