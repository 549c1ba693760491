// Webhook deliveries that do not go through at once (ADR 0075): a receiver failing twice gets three
// attempts and one success (the job runner driven, the backoff's wait moved in the database); 24
// hours of failures give up and e-mail the owner once; 3 days turn the endpoint off; a change
// committed while nothing sends is still delivered later, a rolled-back one never.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApi, testCtx } from '../../../test/app.ts';
import { actAsTenant } from '../../context.ts';
import { emailOutbox, jobs, products, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { callForm, pngImage, productFields } from '../catalogue/catalogue.test-support.ts';
import { lockAsIfBy } from '../jobs/jobs.test-support.ts';
import { queueWebhookEvents } from './webhook-events.service.ts';
import { makeRetriesDue, useWebhookDeliveryApp } from './webhooks.test-support.ts';

const fx = useWebhookDeliveryApp(2);

describe('retries', () => {
  it('a receiver answering 500 twice then 200 gets three attempts and one success', async () => {
    const { id, secret } = await fx.addEndpoint('ownerB', ['product.updated']);
    fx.receiver.answers.push(500, 500);
    await callApi(fx.t.app, 'PATCH', `/api/admin/products/${fx.other.hoodie.id}/draft`, fx.cookie.ownerB, {
      isDraft: true,
    });
    await fx.sendDue();
    expect(fx.receiver.received).toHaveLength(1);
    const [first] = await fx.deliveriesOf(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500 });
    expect(first!.responseBody).toBe('receiver broke (500)');
    // The next attempt waits its backoff (30 s): nothing is due yet.
    expect(first!.nextAttemptAt!.getTime() - first!.lastAttemptAt!.getTime()).toBeGreaterThanOrEqual(29_000);
    await fx.sendDue();
    expect(fx.receiver.received).toHaveLength(1);
    await makeRetriesDue(fx.t.db);
    await fx.sendDue();
    const [second] = await fx.deliveriesOf(id);
    expect(second).toMatchObject({ status: 'pending', attempts: 2, responseStatus: 500 });
    // Twice the wait after the second failure.
    expect(second!.nextAttemptAt!.getTime() - second!.lastAttemptAt!.getTime()).toBeGreaterThanOrEqual(
      59_000,
    );
    await makeRetriesDue(fx.t.db);
    await fx.sendDue();
    await makeRetriesDue(fx.t.db);
    await fx.sendDue();
    expect(fx.receiver.received).toHaveLength(3);
    const ids = new Set(fx.receiver.received.map((r) => r.headers['storefleet-event-id']));
    expect(ids.size).toBe(1);
    for (const r of fx.receiver.received)
      expect(fx.verify(r.body, r.headers['storefleet-signature'] as string, secret)).toBe(true);
    const [done] = await fx.deliveriesOf(id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 3, responseStatus: 200, error: null });
    const [endpoint] = await fx.t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(endpoint!.failingSince).toBeNull();
    await callApi(fx.t.app, 'DELETE', `/api/admin/webhooks/${id}`, fx.cookie.ownerB);
  });

  it('gives up after 24 hours, e-mails the owner once, and turns an endpoint failing for 3 days off', async () => {
    const { id } = await fx.addEndpoint('ownerB', ['product.updated']);
    fx.receiver.answers.push(...Array.from({ length: 20 }, () => 503));
    const change = (isDraft: boolean) =>
      callApi(fx.t.app, 'PATCH', `/api/admin/products/${fx.other.tee.id}/draft`, fx.cookie.ownerB, {
        isDraft,
      });
    await change(false);
    await change(true);
    await fx.sendDue();
    // Both events are a day old: their next attempt is their last.
    await fx.t.db.execute(
      sql`update webhook_deliveries set created_at = now() - interval '25 hours' where endpoint_id = ${id}`,
    );
    await makeRetriesDue(fx.t.db);
    await fx.sendDue();
    const given = await fx.deliveriesOf(id);
    expect(given.map((d) => d.status)).toEqual(['failed', 'failed']);
    expect(given[0]!.error).toBe('The receiver answered 503');
    const told = await fx.t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.tenantId, fx.other.tenant.id),
          eq(emailOutbox.subject, 'A webhook could not be delivered'),
        ),
      );
    expect(told).toHaveLength(1);
    expect(told[0]!.toAddress).toBe('owner-b@example.com');

    // Failing for 3 days: the next failure turns it off, and the owner is told.
    await fx.t.db.execute(
      sql`update webhook_endpoints set failing_since = now() - interval '3 days 1 minute' where id = ${id}`,
    );
    await change(false);
    await fx.sendDue();
    const [endpoint] = await fx.t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(endpoint).toMatchObject({ enabled: false });
    expect(endpoint!.disabledReason).toContain('Turned off after failing for 3 days');
    const off = await fx.t.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.tenantId, fx.other.tenant.id),
          eq(emailOutbox.subject, 'A webhook endpoint was turned off'),
        ),
      );
    expect(off).toHaveLength(1);
    // Off: a later change queues nothing for it.
    const before = (await fx.deliveriesOf(id)).length;
    await change(true);
    expect(await fx.deliveriesOf(id)).toHaveLength(before);
    await callApi(fx.t.app, 'DELETE', `/api/admin/webhooks/${id}`, fx.cookie.ownerB);
  });
});

describe('the outbox', () => {
  it('a change committed while nothing sends (the server stopped) is delivered by the next runner', async () => {
    const { id } = await fx.addEndpoint('ownerB', ['product.updated']);
    await callApi(fx.t.app, 'PATCH', `/api/admin/products/${fx.other.hoodie.id}/draft`, fx.cookie.ownerB, {
      isDraft: false,
    });
    // The row and its job were committed with the change.
    const [queued] = await fx.deliveriesOf(id);
    expect(queued).toMatchObject({ status: 'pending', attempts: 0 });
    const [job] = await fx.t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, 'webhooks.deliver'), eq(jobs.status, 'queued')));
    // A worker took the job and died before sending: its lease runs out and another sends it.
    await lockAsIfBy(fx.t.db, job!.id, 'worker-that-died', 60);
    await fx.sendDue();
    expect(fx.receiver.received).toHaveLength(1);
    expect(JSON.parse(fx.receiver.received[0]!.body)).toMatchObject({
      id: queued!.eventId,
      type: 'product.updated',
    });
    await callApi(fx.t.app, 'DELETE', `/api/admin/webhooks/${id}`, fx.cookie.ownerB);
  });

  it('a product CSV import sends product.created for a new product and product.updated for a changed one', async () => {
    // An image the store already holds, for the new product's row (a new product needs one).
    const pictured = await callForm(
      fx.t.app,
      'POST',
      '/api/admin/products',
      fx.cookie.ownerB,
      productFields({ name: 'Pictured' }),
      { bytes: await pngImage() },
    );
    expect(pictured.statusCode, pictured.body).toBe(201);
    const { id, secret } = await fx.addEndpoint('ownerB', ['product.created', 'product.updated']);
    const header =
      'Handle,Product ID,Name,Description,Category,Price,Stock,Status,Image URL,Options,VAT rate,Subscription,Subscription price,Subscription interval,Trial days,Variant SKU,Variant price,Variant stock,Variant active';
    const res = await fx.t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { cookie: fx.cookie.ownerB, 'content-type': 'text/csv' },
      payload: [
        header,
        `csv-mug,,Imported mug,,Mugs,9.50,4,live,${pictured.json().image},,20,no,,,0,,,,`,
        `${fx.other.tee.handle},${fx.other.tee.id},Tee from the file,,Tees,25.00,50,live,,,20,no,,,0,,,,`,
        '',
      ].join('\r\n'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json(), res.body).toMatchObject({ applied: true, products: { create: 1, update: 1 } });
    await fx.sendDue();
    const events = fx.receiver.received.map(
      (r) => JSON.parse(r.body) as { type: string; data: { name: string } },
    );
    expect(events.map((e) => [e.type, e.data.name]).sort()).toEqual([
      ['product.created', 'Imported mug'],
      ['product.updated', 'Tee from the file'],
    ]);
    for (const r of fx.receiver.received)
      expect(fx.verify(r.body, r.headers['storefleet-signature'] as string, secret)).toBe(true);
    await callApi(fx.t.app, 'DELETE', `/api/admin/webhooks/${id}`, fx.cookie.ownerB);
  });

  it('a rolled-back change sends nothing', async () => {
    const { id } = await fx.addEndpoint('ownerB', ['product.created']);
    const ctx = testCtx(fx.t);
    actAsTenant(ctx, fx.other.tenant.id);
    await expect(
      ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({ tenantId: fx.other.tenant.id, name: 'Never', priceMinor: 100 })
          .returning();
        await queueWebhookEvents(
          { db: tx, tenantId: fx.other.tenant.id },
          { events: [{ type: 'product.created', data: { id: row!.id } }] },
        );
        // Written in the transaction (on PostgreSQL, with this read, ADR 0113).
        expect(
          await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id)),
        ).toHaveLength(1);
        throw new Error('the change failed after its event was written');
      }),
    ).rejects.toThrow('the change failed');
    expect(await fx.deliveriesOf(id)).toHaveLength(0);
    await fx.sendDue();
    expect(fx.receiver.received).toHaveLength(0);
    await callApi(fx.t.app, 'DELETE', `/api/admin/webhooks/${id}`, fx.cookie.ownerB);
  });

  it('a store whose endpoints want none of the events writes nothing', async () => {
    const { id } = await fx.addEndpoint('ownerB', ['order.refunded']);
    await callApi(fx.t.app, 'PATCH', `/api/admin/products/${fx.other.hoodie.id}/draft`, fx.cookie.ownerB, {
      isDraft: true,
    });
    expect(await fx.deliveriesOf(id)).toHaveLength(0);
    await callApi(fx.t.app, 'DELETE', `/api/admin/webhooks/${id}`, fx.cookie.ownerB);
  });
});
