// POST /api/admin/orders/{id}/edits: lines added, changed and removed on a paid order not yet sent;
// stock taken and given back; a lower total refunded once however often the call is repeated, a
// higher one owed; the timeline and the shopper's e-mail; refused states; permissions and stores.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, orderEvents, orders, sandboxPaymentIntents } from '../../db/schema/index.ts';
import { payInSandbox, stockOf } from '../checkout/checkout.test-support.ts';
import {
  buyTeesAndHoodie,
  linesOf,
  orderRow,
  refundRowsOf,
  useTwoShopsAndTheirTeam,
} from '../refunds/refunds.test-support.ts';

const { t, shopA, shopB, who } = useTwoShopsAndTheirTeam('edit');

const buy = (email = 'ada@example.com') =>
  buyTeesAndHoodie(t.app, shopA, email, (_id, secret) => payInSandbox(t.app, secret));

function edit(
  orderId: number,
  cookie: string | undefined,
  body: object,
  options: { key?: string; query?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/edits${options.query ?? ''}`,
    headers: { ...(cookie ? { cookie } : {}), ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: body,
  });
}

const editEvents = (orderId: number) =>
  t.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'edited')));
const editEmails = (orderId: number) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, orderId), like(emailOutbox.subject, 'Your order #% was updated')));

describe('POST /api/admin/orders/{id}/edits', () => {
  it('raises a quantity: stock taken, the difference owed, on the timeline and e-mailed', async () => {
    const { orderId } = await buy();
    const { tee } = await linesOf(t.db, orderId);
    const before = await stockOf(t.db, shopA);
    const res = await edit(orderId, who.ownerA, { change: [{ orderItemId: tee.id, quantity: 3 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      previousTotal: '90.00',
      newTotal: '115.00',
      difference: '25.00',
      refunded: '0.00',
      amountDue: '25.00',
      applied: true,
      currency: 'GBP',
    });
    expect(res.json().lines.find((l: { orderItemId: number }) => l.orderItemId === tee.id)).toMatchObject({
      quantity: 3,
    });
    expect((await stockOf(t.db, shopA)).tee).toBe(before.tee - 1);
    const row = await orderRow(t.db, orderId);
    expect(row).toMatchObject({
      subtotalMinor: 11500,
      totalMinor: 11500,
      amountDueMinor: 2500,
      // Owing until the payment link is paid (ADR 0077); the spec's status stays paid.
      paymentStatus: 'partially_paid',
      status: 'paid',
    });
    const [event] = await editEvents(orderId);
    expect(event!.message).toContain('Tee 2 → 3');
    expect(event!.message).toContain('£90.00 → £115.00');
    expect(event!.data).toMatchObject({
      previousTotalMinor: 9000,
      newTotalMinor: 11500,
      amountDueMinor: 2500,
    });
    const [mail] = await editEmails(orderId);
    expect(mail!.toAddress).toBe('ada@example.com');
    expect(mail!.text).toContain('3 × Tee');
    expect(mail!.text).toContain('Still to pay: £25.00');
  });

  it('removes a line: stock back, the difference refunded once however often the call is repeated', async () => {
    const { orderId, paymentIntentId } = await buy();
    const { hoodie } = await linesOf(t.db, orderId);
    const before = await stockOf(t.db, shopA);
    const body = { change: [{ orderItemId: hoodie.id, quantity: 0 }] };
    const first = await edit(orderId, who.ownerA, body, { key: 'edit-remove-hoodie-1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      newTotal: '50.00',
      difference: '-40.00',
      refunded: '40.00',
      applied: true,
    });
    const again = await edit(orderId, who.ownerA, body, { key: 'edit-remove-hoodie-1' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ applied: false, newTotal: '50.00' });
    expect(await refundRowsOf(t.db, orderId)).toHaveLength(1);
    const [payment] = await t.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, paymentIntentId));
    expect(payment!.refundedMinor).toBe(4000);
    expect((await stockOf(t.db, shopA)).red).toBe(before.red + 1);
    expect(await orderRow(t.db, orderId)).toMatchObject({
      refundedMinor: 4000,
      paymentStatus: 'partially_refunded',
      subtotalMinor: 5000,
      amountDueMinor: 0,
    });
    expect(first.json().order.items).toHaveLength(1);
    expect(await editEvents(orderId)).toHaveLength(1);
    expect(await editEmails(orderId)).toHaveLength(1);
    // Audit-logged as a change of the order, with what was refunded.
    const audited = async () =>
      t.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.route, 'POST /api/admin/orders/:id/edits'), eq(auditLog.entityId, String(orderId))),
        );
    await expect.poll(async () => (await audited()).length).toBeGreaterThanOrEqual(1);
    const [entry] = await audited();
    expect(entry).toMatchObject({ entityType: 'order', action: 'update', status: 200 });
    expect(JSON.stringify(entry!.after)).toContain('40.00');
  });

  it('adds a product variant, taking its stock; a lower edit first lowers what is owed', async () => {
    const { orderId } = await buy();
    const before = await stockOf(t.db, shopA);
    const added = await edit(orderId, who.ownerA, {
      add: [{ productId: shopA.hoodie.id, variantId: shopA.red.id, quantity: 1 }],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ newTotal: '130.00', amountDue: '40.00' });
    const line = added.json().lines.at(-1);
    expect(line).toMatchObject({
      name: 'Hoodie',
      variantString: 'Colour: Red',
      quantity: 1,
      unitPrice: '40.00',
    });
    expect((await stockOf(t.db, shopA)).red).toBe(before.red - 1);
    const lowered = await edit(orderId, who.ownerA, {
      change: [{ orderItemId: line.orderItemId, quantity: 0 }],
    });
    expect(lowered.json()).toMatchObject({ newTotal: '90.00', amountDue: '0.00', refunded: '0.00' });
    expect(await refundRowsOf(t.db, orderId)).toHaveLength(0);
    expect(await stockOf(t.db, shopA)).toEqual(before);
    expect(await orderRow(t.db, orderId)).toMatchObject({ totalMinor: 9000, amountDueMinor: 0 });
  });

  it('previews the new totals without writing anything', async () => {
    const { orderId } = await buy();
    const { tee } = await linesOf(t.db, orderId);
    const before = await stockOf(t.db, shopA);
    const res = await edit(orderId, who.ownerA, {
      change: [{ orderItemId: tee.id, quantity: 1 }],
      preview: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ newTotal: '65.00', refunded: '25.00', applied: false });
    expect(await stockOf(t.db, shopA)).toEqual(before);
    expect(await editEvents(orderId)).toHaveLength(0);
    expect(await refundRowsOf(t.db, orderId)).toHaveLength(0);
  });

  it('refuses too little stock by name, with nothing written', async () => {
    const { orderId } = await buy();
    const { tee, hoodie } = await linesOf(t.db, orderId);
    const before = await stockOf(t.db, shopA);
    const res = await edit(orderId, who.ownerA, {
      change: [
        { orderItemId: hoodie.id, quantity: 0 },
        { orderItemId: tee.id, quantity: 2 + before.tee + 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('Not enough stock of Tee for this change');
    expect(await stockOf(t.db, shopA)).toEqual(before);
    expect(await linesOf(t.db, orderId)).toMatchObject({ tee: { quantity: 2 }, hoodie: { quantity: 1 } });
    expect(await editEvents(orderId)).toHaveLength(0);
    expect(await refundRowsOf(t.db, orderId)).toHaveLength(0);
  });

  it('keeps at least one line and checks the lines and products named', async () => {
    const { orderId } = await buy();
    const { tee, hoodie } = await linesOf(t.db, orderId);
    const none = await edit(orderId, who.ownerA, {
      change: [
        { orderItemId: tee.id, quantity: 0 },
        { orderItemId: hoodie.id, quantity: 0 },
      ],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('An order must keep at least one line; cancel the order instead');
    const empty = await edit(orderId, who.ownerA, {});
    expect(empty.statusCode).toBe(400);
    const otherLine = await edit(orderId, who.ownerA, { change: [{ orderItemId: 999999, quantity: 1 }] });
    expect(otherLine.statusCode).toBe(400);
    expect(otherLine.json().message).toBe('That line is not on this order');
    const otherShop = await edit(orderId, who.ownerA, { add: [{ productId: shopB.tee.id, quantity: 1 }] });
    expect(otherShop.statusCode).toBe(400);
    expect(otherShop.json().message).toBe('That product is not in this store');
    const draft = await edit(orderId, who.ownerA, { add: [{ productId: shopA.draft.id, quantity: 1 }] });
    expect(draft.statusCode).toBe(400);
  });

  it.each([
    [{ fulfillmentStatus: 'fulfilled', status: 'shipped' }, 'This order has been fulfilled'],
    [
      { fulfillmentStatus: 'partially_fulfilled', status: 'processing' },
      'This order has been partially fulfilled',
    ],
    [{ status: 'cancelled', paymentStatus: 'voided' }, 'This order was cancelled'],
    [{ status: 'refunded', paymentStatus: 'refunded' }, 'This order has been refunded'],
    [{ fulfillmentStatus: 'returned' }, 'Goods of this order were returned'],
  ])('refuses an order that is %o with a 409', async (state, message) => {
    const { orderId } = await buy();
    await t.db.update(orders).set(state).where(eq(orders.id, orderId));
    const { tee } = await linesOf(t.db, orderId);
    const res = await edit(orderId, who.ownerA, { change: [{ orderItemId: tee.id, quantity: 1 }] });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain(message);
  });

  it('lets staff with the orders permission edit; others are refused; other stores see nothing', async () => {
    const { orderId } = await buy();
    const { tee } = await linesOf(t.db, orderId);
    const body = { change: [{ orderItemId: tee.id, quantity: 1 }], preview: true };
    expect((await edit(orderId, who.ordersStaff, body)).statusCode).toBe(200);
    expect((await edit(orderId, who.productsStaff, body)).statusCode).toBe(403);
    expect((await edit(orderId, who.customer, body)).statusCode).toBe(403);
    expect((await edit(orderId, undefined, body)).statusCode).toBe(401);
    expect((await edit(orderId, who.ownerB, body)).statusCode).toBe(404);
    const admin = await edit(orderId, who.admin, body, { query: `?tenantId=${shopA.tenant.id}` });
    expect(admin.statusCode, admin.body).toBe(200);
    expect((await edit(orderId, who.admin, body)).statusCode).toBe(200);
    expect((await edit(orderId, who.admin, body, { query: `?tenantId=${shopB.tenant.id}` })).statusCode).toBe(
      404,
    );
  });
});
