import { describe, expect, it } from 'vitest';
import { callApi, testConfig } from '../../../test/app.ts';
import { callForm, pngImage, productFields } from '../catalogue/catalogue.test-support.ts';
import { addDiscountCode, buyDiscounted } from '../refunds/refund-discounted.test-support.ts';
import { linesOf, postRefund } from '../refunds/refunds.test-support.ts';

import { useWebhookDeliveryApp } from './webhooks.test-support.ts';

const fx = useWebhookDeliveryApp(1);

describe('a receiver gets every event once, signed', () => {
  it('checkout, fulfilment, refund, cancellation and the catalogue: one verifiable POST per event', async () => {
    const { id, secret } = await fx.addEndpoint('ownerA', [
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
    const code = await addDiscountCode(fx.t.db, fx.shop);
    const { orderId } = await buyDiscounted(fx.t, fx.shop, { code, email: 'new.buyer@example.com' });
    const shipped = await callApi(
      fx.t.app,
      'POST',
      `/api/admin/orders/${orderId}/fulfilments`,
      fx.cookie.ownerA,
      {
        carrier: 'royal_mail',
        trackingNumber: 'AB 123456789GB',
      },
    );
    expect(shipped.statusCode, shipped.body).toBe(201);
    const { tee } = await linesOf(fx.t.db, orderId);
    const refunded = await postRefund(fx.t.app, fx.cookie.ownerA, orderId, {
      lines: [{ orderItemId: tee.id, quantity: 1 }],
      restock: false,
      reason: 'Arrived torn',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const second = await buyDiscounted(fx.t, fx.shop, { email: 'new.buyer@example.com' });
    const cancelled = await callApi(
      fx.t.app,
      'POST',
      `/api/admin/orders/${second.orderId}/cancel`,
      fx.cookie.ownerA,
      {
        reason: 'Out of hoodies',
      },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const created = await callForm(
      fx.t.app,
      'POST',
      '/api/admin/products',
      fx.cookie.ownerA,
      productFields({ name: 'Hooked Tee' }),
      { bytes: await pngImage() },
    );
    expect(created.statusCode, created.body).toBe(201);
    const productId = created.json().id as number;
    const draft = await callApi(
      fx.t.app,
      'PATCH',
      `/api/admin/products/${productId}/draft`,
      fx.cookie.ownerA,
      {
        isDraft: true,
      },
    );
    expect(draft.statusCode, draft.body).toBe(200);
    expect(
      (await callApi(fx.t.app, 'DELETE', `/api/admin/products/${productId}`, fx.cookie.ownerA)).statusCode,
    ).toBe(204);
    // Store B's own change goes to nobody of store A.
    await callApi(fx.t.app, 'PATCH', `/api/admin/products/${fx.other.tee.id}/draft`, fx.cookie.ownerB, {
      isDraft: true,
    });

    expect(fx.receiver.received).toHaveLength(0); // nothing is sent in the request: the job sends
    await fx.sendDue();

    const bodies = fx.receiver.received.map((r) => JSON.parse(r.body));
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
    for (const { headers, body } of fx.receiver.received) {
      const parsed = JSON.parse(body);
      expect(Object.keys(parsed)).toEqual(['id', 'type', 'createdAt', 'data']);
      expect(headers['storefleet-event-id']).toBe(parsed.id);
      expect(headers['content-type']).toBe('application/json');
      const signature = headers['storefleet-signature'] as string;
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(fx.verify(body, signature, secret)).toBe(true);
      // Another secret, or a changed body, does not verify.
      expect(fx.verify(body, signature, `${secret}x`)).toBe(false);
      expect(fx.verify(body.replace('"data"', '"data" '), signature, secret)).toBe(false);
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
    expect(byType('inventory.low').items[0]).toMatchObject({ productId: fx.shop.tee.id, stock: 5 });
    expect(byType('customer.created')).toMatchObject({ email: 'new.buyer@example.com' });
    expect(byType('product.deleted')).toMatchObject({ id: productId, name: 'Hooked Tee' });

    // The log: each delivery succeeded on its first attempt, with the answer kept.
    const log = await callApi(fx.t.app, 'GET', `/api/admin/webhooks/${id}/deliveries`, fx.cookie.ownerA);
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
    await fx.sendDue();
    expect(fx.receiver.received).toHaveLength(14);
    await callApi(fx.t.app, 'DELETE', `/api/admin/webhooks/${id}`, fx.cookie.ownerA);
  });
});

describe('production mode', () => {
  it('refuses to call a private or loopback address at delivery, and logs why', async () => {
    const { id } = await fx.addEndpoint('ownerB', ['product.updated']);
    await callApi(fx.t.app, 'PATCH', `/api/admin/products/${fx.other.hoodie.id}/draft`, fx.cookie.ownerB, {
      isDraft: false,
    });
    await fx.sendDue({ ...fx.t, config: testConfig({ NODE_ENV: 'production', STORE_DOMAIN: 'localhost' }) });
    expect(fx.receiver.received).toHaveLength(0);
    const [delivery] = await fx.deliveriesOf(id);
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: null,
      error: 'The URL points at a private or local address, which is not allowed',
    });
    await callApi(fx.t.app, 'DELETE', `/api/admin/webhooks/${id}`, fx.cookie.ownerB);
  });
});
