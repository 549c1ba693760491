// Webhook deliveries against a local receiver (ADR 0075, docs/api.md "Webhooks"): every event once,
// signed so that the documented Node snippet verifies it; a receiver failing twice gets three
// attempts and one success (the job runner driven, the backoff's wait moved in the database); a
// change committed while nothing sends is still delivered later, a rolled-back one never; 24 hours
// of failures give up and e-mail the owner once; 3 days turn the endpoint off; private addresses
// are refused at delivery in production mode.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callApi, createTestApp, signInUsers, type TestApp, testConfig, testCtx } from '../../../test/app.ts';
import { actAsTenant } from '../../context.ts';
import { emailOutbox, jobs, products, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { callForm, pngImage, productFields } from '../catalogue/catalogue.test-support.ts';
import { type Shop, seedShop } from '../checkout/checkout.test-support.ts';
import { lockAsIfBy } from '../jobs/jobs.test-support.ts';
import { addDiscountCode, buyDiscounted } from '../refunds/refund-discounted.test-support.ts';
import { linesOf, postRefund } from '../refunds/refunds.test-support.ts';
import { queueWebhookEvents } from './webhook-events.service.ts';
import {
  documentedVerifier,
  makeRetriesDue,
  type Receiver,
  receiverPort,
  startReceiver,
  webhookRunner,
} from './webhooks.test-support.ts';

let t: TestApp;
let receiver: Receiver;
let verify: Awaited<ReturnType<typeof documentedVerifier>>;
let shop: Shop;
let other: Shop;
let cookie: Record<'ownerA' | 'ownerB', string>;

beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ RATE_LIMIT_MULTIPLIER: '0' }) });
  receiver = await startReceiver(receiverPort(1));
  verify = await documentedVerifier();
  shop = await seedShop(t.db, 'hooked', { teeStock: 7 });
  other = await seedShop(t.db, 'hooked-other');
  cookie = await signInUsers(t, {
    ownerA: {
      username: 'owner-a',
      password: 'owner-a-pass',
      email: 'owner-a@example.com',
      memberOf: [shop.tenant.id],
    },
    ownerB: {
      username: 'owner-b',
      password: 'owner-b-pass',
      email: 'owner-b@example.com',
      memberOf: [other.tenant.id],
    },
  });
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.answers.length = 0;
});

async function addEndpoint(who: 'ownerA' | 'ownerB', events: string[]) {
  const res = await callApi(t.app, 'POST', '/api/admin/webhooks', cookie[who], { url: receiver.url, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; secret: string };
}

/** Runs the webhook job until nothing is due (each pass may queue nothing new that is due). */
async function sendDue(t0 = t) {
  const runner = webhookRunner(t0);
  for (let pass = 0; pass < 10 && (await runner.runDueJobs()) > 0; pass++);
}

const deliveriesOf = (endpointId: number) =>
  t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

describe('a receiver gets every event once, signed', () => {
  it('checkout, fulfilment, refund, cancellation and the catalogue: one verifiable POST per event', async () => {
    const { id, secret } = await addEndpoint('ownerA', [
      'order.created',
      'order.paid',
      'order.refunded',
      'order.fulfilled',
      'order.cancelled',
      'product.created',
      'product.updated',
      'product.deleted',
      'inventory.low',
      'customer.created',
      'discount.redeemed',
    ]);
    // Two tees (7 → 5: the low-stock level) and a hoodie with a discount code, by a new guest.
    const code = await addDiscountCode(t.db, shop);
    const { orderId } = await buyDiscounted(t, shop, { code, email: 'new.buyer@example.com' });
    const shipped = await callApi(t.app, 'POST', `/api/admin/orders/${orderId}/fulfilments`, cookie.ownerA, {
      carrier: 'royal_mail',
      trackingNumber: 'AB 123456789GB',
    });
    expect(shipped.statusCode, shipped.body).toBe(201);
    const { tee } = await linesOf(t.db, orderId);
    const refunded = await postRefund(t.app, cookie.ownerA, orderId, {
      lines: [{ orderItemId: tee.id, quantity: 1 }],
      restock: false,
      reason: 'Arrived torn',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const second = await buyDiscounted(t, shop, { email: 'new.buyer@example.com' });
    const cancelled = await callApi(
      t.app,
      'POST',
      `/api/admin/orders/${second.orderId}/cancel`,
      cookie.ownerA,
      {
        reason: 'Out of hoodies',
      },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const created = await callForm(
      t.app,
      'POST',
      '/api/admin/products',
      cookie.ownerA,
      productFields({ name: 'Hooked Tee' }),
      { bytes: await pngImage() },
    );
    expect(created.statusCode, created.body).toBe(201);
    const productId = created.json().id as number;
    const draft = await callApi(t.app, 'PATCH', `/api/admin/products/${productId}/draft`, cookie.ownerA, {
      isDraft: true,
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(
      (await callApi(t.app, 'DELETE', `/api/admin/products/${productId}`, cookie.ownerA)).statusCode,
    ).toBe(204);
    // Store B's own change goes to nobody of store A.
    await callApi(t.app, 'PATCH', `/api/admin/products/${other.tee.id}/draft`, cookie.ownerB, {
      isDraft: true,
    });

    expect(receiver.received).toHaveLength(0); // nothing is sent in the request: the job sends
    await sendDue();

    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    const types = bodies.map((b) => b.type).sort();
    // Two orders: two order.created and order.paid; one new customer (the second order is the same
    // e-mail's); one discount, one low-stock crossing; the cancellation gives the money back through
    // a refund, so order.refunded comes twice (the part refund and the cancellation's).
    expect(types).toEqual(
      [
        'customer.created',
        'discount.redeemed',
        'inventory.low',
        'order.cancelled',
        'order.created',
        'order.created',
        'order.fulfilled',
        'order.paid',
        'order.paid',
        'order.refunded',
        'order.refunded',
        'product.created',
        'product.deleted',
        'product.updated',
      ].sort(),
    );
    for (const { headers, body } of receiver.received) {
      const parsed = JSON.parse(body);
      expect(Object.keys(parsed)).toEqual(['id', 'type', 'createdAt', 'data']);
      expect(headers['storefleet-event-id']).toBe(parsed.id);
      expect(headers['content-type']).toBe('application/json');
      const signature = headers['storefleet-signature'] as string;
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verify(body, signature, secret)).toBe(true);
      // Another secret, or a changed body, does not verify.
      expect(verify(body, signature, `${secret}x`)).toBe(false);
      expect(verify(body.replace('"data"', '"data" '), signature, secret)).toBe(false);
    }
    expect(new Set(bodies.map((b) => b.id)).size).toBe(bodies.length);
    const byType = (type: string) => bodies.find((b) => b.type === type)!.data;
    // Events are not delivered in order (docs/api.md): the first order's is found by its id.
    const firstCreated = bodies.find((b) => b.type === 'order.created' && b.data.orderId === orderId)?.data;
    expect(firstCreated).toMatchObject({ orderId, total: { currency: 'GBP' } });
    // Two orders are refunded (the refund, and the cancellation's), delivered in either order.
    const refundEvents = bodies.filter((b) => b.type === 'order.refunded').map((b) => b.data);
    expect(refundEvents.map((data) => data.orderId).sort()).toEqual([orderId, second.orderId].sort());
    expect(refundEvents.find((data) => data.orderId === orderId)).toMatchObject({
      amount: { amount: expect.any(String), currency: 'GBP' },
    });
    expect(byType('order.fulfilled')).toMatchObject({ orderId, carrier: 'royal_mail' });
    expect(byType('order.cancelled')).toMatchObject({ orderId: second.orderId, reason: 'Out of hoodies' });
    expect(byType('discount.redeemed')).toMatchObject({ orderId, code });
    expect(byType('inventory.low').items[0]).toMatchObject({ productId: shop.tee.id, stock: 5 });
    expect(byType('customer.created')).toMatchObject({ email: 'new.buyer@example.com' });
    expect(byType('product.deleted')).toMatchObject({ id: productId, name: 'Hooked Tee' });

    // The log: each delivery succeeded on its first attempt, with the answer kept.
    const log = await callApi(t.app, 'GET', `/api/admin/webhooks/${id}/deliveries`, cookie.ownerA);
    expect(log.json().deliveries).toHaveLength(14);
    for (const delivery of log.json().deliveries) {
      expect(delivery).toMatchObject({
        status: 'succeeded',
        attempts: 1,
        responseStatus: 200,
        responseBody: 'ok, thanks',
      });
      expect(delivery.durationMs).toBeGreaterThanOrEqual(0);
    }
    // A second pass sends nothing again.
    await sendDue();
    expect(receiver.received).toHaveLength(14);
    await callApi(t.app, 'DELETE', `/api/admin/webhooks/${id}`, cookie.ownerA);
  });
});

describe('retries', () => {
  it('a receiver answering 500 twice then 200 gets three attempts and one success', async () => {
    const { id, secret } = await addEndpoint('ownerB', ['product.updated']);
    receiver.answers.push(500, 500);
    await callApi(t.app, 'PATCH', `/api/admin/products/${other.hoodie.id}/draft`, cookie.ownerB, {
      isDraft: true,
    });
    await sendDue();
    expect(receiver.received).toHaveLength(1);
    const [first] = await deliveriesOf(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500 });
    expect(first!.responseBody).toBe('receiver broke (500)');
    // The next attempt waits its backoff (30 s): nothing is due yet.
    expect(first!.nextAttemptAt!.getTime() - first!.lastAttemptAt!.getTime()).toBeGreaterThanOrEqual(29_000);
    await sendDue();
    expect(receiver.received).toHaveLength(1);
    await makeRetriesDue(t.db);
    await sendDue();
    const [second] = await deliveriesOf(id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2, responseStatus: 500 });
    // Twice the wait after the second failure.
    expect(second!.nextAttemptAt!.getTime() - second!.lastAttemptAt!.getTime()).toBeGreaterThanOrEqual(
      59_000,
    );
    await makeRetriesDue(t.db);
    await sendDue();
    await makeRetriesDue(t.db);
    await sendDue();
    expect(receiver.received).toHaveLength(3);
    const ids = new Set(receiver.received.map((r) => r.headers['storefleet-event-id']));
    expect(ids.size).toBe(1);
    for (const r of receiver.received)
      expect(verify(r.body, r.headers['storefleet-signature'] as string, secret)).toBe(true);
    const [done] = await deliveriesOf(id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 3, responseStatus: 200, error: null });
    const [endpoint] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(endpoint!.failingSince).toBeNull();
    await callApi(t.app, 'DELETE', `/api/admin/webhooks/${id}`, cookie.ownerB);
  });

  it('gives up after 24 hours, e-mails the owner once, and turns an endpoint failing for 3 days off', async () => {
    const { id } = await addEndpoint('ownerB', ['product.updated']);
    receiver.answers.push(...Array.from({ length: 20 }, () => 503));
    const change = (isDraft: boolean) =>
      callApi(t.app, 'PATCH', `/api/admin/products/${other.tee.id}/draft`, cookie.ownerB, { isDraft });
    await change(false);
    await change(true);
    await sendDue();
    // Both events are a day old: their next attempt is their last.
    await t.db.execute(
      sql`update webhook_deliveries set created_at = now() - interval '25 hours' where endpoint_id = ${id}`,
    );
    await makeRetriesDue(t.db);
    await sendDue();
    const given = await deliveriesOf(id);
    expect(given.map((d) => d.status)).toEqual(['failed', 'failed']);
    expect(given[0]!.error).toBe('The receiver answered 503');
    const told = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.tenantId, other.tenant.id),
          eq(emailOutbox.subject, 'A webhook could not be delivered'),
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]!.toAddress).toBe('owner-b@example.com');

    // Failing for 3 days: the next failure turns it off, and the owner is told.
    await t.db.execute(
      sql`update webhook_endpoints set failing_since = now() - interval '3 days 1 minute' where id = ${id}`,
    );
    await change(false);
    await sendDue();
    const [endpoint] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(endpoint).toMatchObject({ enabled: false });
    expect(endpoint!.disabledReason).toContain('Turned off after failing for 3 days');
    const off = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.tenantId, other.tenant.id),
          eq(emailOutbox.subject, 'A webhook endpoint was turned off'),
        ),
      );
    expect(off).toHaveLength(1);
    // Off: a later change queues nothing for it.
    const before = (await deliveriesOf(id)).length;
    await change(true);
    expect(await deliveriesOf(id)).toHaveLength(before);
    await callApi(t.app, 'DELETE', `/api/admin/webhooks/${id}`, cookie.ownerB);
  });
});

describe('the outbox', () => {
  it('a change committed while nothing sends (the server stopped) is delivered by the next runner', async () => {
    const { id } = await addEndpoint('ownerB', ['product.updated']);
    await callApi(t.app, 'PATCH', `/api/admin/products/${other.hoodie.id}/draft`, cookie.ownerB, {
      isDraft: false,
    });
    // The row and its job were committed with the change.
    const [queued] = await deliveriesOf(id);
    expect(queued).toMatchObject({ status: 'pending', attempts: 0 });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, 'webhooks.deliver'), eq(jobs.status, 'queued')));
    // A worker took the job and died before sending: its lease runs out and another sends it.
    await lockAsIfBy(t.db, job!.id, 'worker-that-died', 60);
    await sendDue();
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      id: queued!.eventId,
      type: 'product.updated',
    });
    await callApi(t.app, 'DELETE', `/api/admin/webhooks/${id}`, cookie.ownerB);
  });

  it('a product CSV import sends product.created for a new product and product.updated for a changed one', async () => {
    // An image the store already holds, for the new product's row (a new product needs one).
    const pictured = await callForm(
      t.app,
      'POST',
      '/api/admin/products',
      cookie.ownerB,
      productFields({ name: 'Pictured' }),
      { bytes: await pngImage() },
    );
    expect(pictured.statusCode, pictured.body).toBe(201);
    const { id, secret } = await addEndpoint('ownerB', ['product.created', 'product.updated']);
    const header =
      'Handle,Product ID,Name,Description,Category,Price,Stock,Status,Image URL,Options,VAT rate,Subscription,Subscription price,Subscription interval,Trial days,Variant SKU,Variant price,Variant stock,Variant active';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { cookie: cookie.ownerB, 'content-type': 'text/csv' },
      payload: [
        header,
        `csv-mug,,Imported mug,,Mugs,9.50,4,live,${pictured.json().image},,20,no,,,0,,,,`,
        `${other.tee.handle},${other.tee.id},Tee from the file,,Tees,25.00,50,live,,,20,no,,,0,,,,`,
        '',
      ].join('\r\n'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json(), res.body).toMatchObject({ applied: true, products: { create: 1, update: 1 } });
    await sendDue();
    const events = receiver.received.map(
      (r) => JSON.parse(r.body) as { type: string; data: { name: string } },
    );
    expect(events.map((e) => [e.type, e.data.name]).sort()).toEqual([
      ['product.created', 'Imported mug'],
      ['product.updated', 'Tee from the file'],
    ]);
    for (const r of receiver.received)
      expect(verify(r.body, r.headers['storefleet-signature'] as string, secret)).toBe(true);
    await callApi(t.app, 'DELETE', `/api/admin/webhooks/${id}`, cookie.ownerB);
  });

  it('a rolled-back change sends nothing', async () => {
    const { id } = await addEndpoint('ownerB', ['product.created']);
    const ctx = testCtx(t);
    actAsTenant(ctx, other.tenant.id);
    await expect(
      ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({ tenantId: other.tenant.id, name: 'Never', priceMinor: 100 })
          .returning();
        await queueWebhookEvents(
          { db: tx, tenantId: other.tenant.id },
          { events: [{ type: 'product.created', data: { id: row!.id } }] },
        );
        // Written in the transaction (on PostgreSQL, with this read, ADR 0113).
        expect(
          await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id)),
        ).toHaveLength(1);
        throw new Error('the change failed after its event was written');
      }),
    ).rejects.toThrow('the change failed');
    expect(await deliveriesOf(id)).toHaveLength(0);
    await sendDue();
    expect(receiver.received).toHaveLength(0);
    await callApi(t.app, 'DELETE', `/api/admin/webhooks/${id}`, cookie.ownerB);
  });

  it('a store whose endpoints want none of the events writes nothing', async () => {
    const { id } = await addEndpoint('ownerB', ['order.refunded']);
    await callApi(t.app, 'PATCH', `/api/admin/products/${other.hoodie.id}/draft`, cookie.ownerB, {
      isDraft: true,
    });
    expect(await deliveriesOf(id)).toHaveLength(0);
    await callApi(t.app, 'DELETE', `/api/admin/webhooks/${id}`, cookie.ownerB);
  });
});

describe('production mode', () => {
  it('refuses to call a private or loopback address at delivery, and logs why', async () => {
    const { id } = await addEndpoint('ownerB', ['product.updated']);
    await callApi(t.app, 'PATCH', `/api/admin/products/${other.hoodie.id}/draft`, cookie.ownerB, {
      isDraft: false,
    });
    await sendDue({ ...t, config: testConfig({ NODE_ENV: 'production', STORE_DOMAIN: 'localhost' }) });
    expect(receiver.received).toHaveLength(0);
    const [delivery] = await deliveriesOf(id);
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: null,
      error: 'The URL points at a private or local address, which is not allowed',
    });
    await callApi(t.app, 'DELETE', `/api/admin/webhooks/${id}`, cookie.ownerB);
  });
});
