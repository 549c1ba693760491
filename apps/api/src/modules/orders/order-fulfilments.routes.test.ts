// 'Mark as shipped' and 'Mark as delivered': the shipping notice carries the tracking
// link, notify off queues nothing, the status rules, roles and other stores are refused, and the
// customer's account page gets the carrier and the link.
import { carrierTrackingUrl } from '@storefleet/contracts';
import { describe, expect, it } from 'vitest';
import { callApi, signInUsers } from '../../../test/app.ts';
import { emailsOf, ordersOf, sandboxCheckout } from '../checkout/checkout.test-support.ts';
import { buyerOwnersAndRoot, seedOrders } from './admin-orders.test-support.ts';
import { useTwoShopsTestApp } from './orders.test-support.ts';

const { t, a, b, cookie } = useTwoShopsTestApp('ship-a', 'ship-b', (t, a, b) =>
  signInUsers(t, buyerOwnersAndRoot(a, b)),
);

/** A paid order of shop a bought by the signed-in customer (their account page lists it). */
async function customerOrder(): Promise<number> {
  const checkout = await sandboxCheckout(
    t.app,
    a.tenant.id,
    [{ id: a.tee.id, quantity: 1 }],
    'cust@example.com',
    cookie.customer,
  );
  return (await checkout.confirm()).json().orderId;
}

const orderNumberOf = async (orderId: number) =>
  (await ordersOf(t.db, a.tenant.id)).find((o) => o.id === orderId)?.orderNumber;

const ship = (orderId: number, body: object, who: keyof typeof cookie = 'ownerA', query = '') =>
  callApi(t.app, 'POST', `/api/admin/orders/${orderId}/fulfilments${query}`, cookie[who], body);
const deliver = (orderId: number, body: object = {}, who: keyof typeof cookie = 'ownerA') =>
  callApi(t.app, 'POST', `/api/admin/orders/${orderId}/delivery`, cookie[who], body);

describe('POST /api/admin/orders/{id}/fulfilments', () => {
  it("ships a paid order, e-mails the customer a branded notice with the carrier's tracking link", async () => {
    const orderId = await customerOrder();
    const res = await ship(orderId, { carrier: 'royal_mail', trackingNumber: 'AB 123456789GB' });
    expect(res.statusCode).toBe(201);
    const link = 'https://www.royalmail.com/track-your-item#/tracking-results/AB%20123456789GB';
    expect(carrierTrackingUrl('royal_mail', 'AB 123456789GB')).toBe(link);
    expect(res.json()).toMatchObject({
      orderId,
      status: 'shipped',
      fulfilments: [
        {
          carrier: 'royal_mail',
          carrierName: 'Royal Mail',
          trackingNumber: 'AB 123456789GB',
          trackingUrl: link,
          notifiedCustomer: true,
          deliveredAt: null,
        },
      ],
    });
    expect(res.json().events[0]).toMatchObject({ kind: 'fulfilled', source: 'staff', actorName: 'owner-a' });
    const [notice] = await emailsOf(t.db, a.tenant.id, '%has shipped');
    expect(notice).toMatchObject({
      toAddress: 'cust@example.com',
      orderId,
      // The customer reads the store's order number; the id only tags the e-mail.
      subject: `Shop ship-a: order #${await orderNumberOf(orderId)} has shipped`,
    });
    expect(notice!.text).toContain(`Track your parcel: ${link}`);
    expect(notice!.text).toContain('Royal Mail');
    // The link is escaped in the HTML (&#39; and &amp; never break out of the attribute).
    expect(notice!.html).toContain(`href="${link}"`);
    expect(notice!.html).toContain('Shop ship-a');
    const [order] = (await ordersOf(t.db, a.tenant.id)).filter((o) => o.id === orderId);
    expect(order).toMatchObject({ status: 'shipped', manualStatusOverride: false });
  });

  it('keeps a typed tracking link, and with notify off queues no e-mail', async () => {
    const orderId = await customerOrder();
    const before = (await emailsOf(t.db, a.tenant.id)).length;
    const res = await ship(orderId, {
      carrier: 'other',
      trackingNumber: 'XYZ-1',
      trackingUrl: 'https://parcels.example.com/t/XYZ-1',
      notifyCustomer: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().fulfilments[0]).toMatchObject({
      carrierName: 'Other',
      trackingUrl: 'https://parcels.example.com/t/XYZ-1',
      notifiedCustomer: false,
    });
    expect((await emailsOf(t.db, a.tenant.id)).length).toBe(before);
    expect(res.json().events[0].message).not.toContain('notified');
  });

  it('answers 400 with a sentence for a bad carrier, number or link', async () => {
    const orderId = await customerOrder();
    const cases: [object, string][] = [
      [{ carrier: 'pigeon', trackingNumber: 'A1' }, 'Please choose a carrier'],
      [{ carrier: 'dpd', trackingNumber: '  ' }, 'Tracking number is required'],
      [{ carrier: 'dpd' }, 'Tracking number is required'],
      [
        { carrier: 'dpd', trackingNumber: '<script>' },
        'Tracking number may hold only letters, digits, spaces and - . / _',
      ],
      [
        { carrier: 'dpd', trackingNumber: 'A1', trackingUrl: 'javascript:alert(1)' },
        'Tracking link must start with http:// or https://',
      ],
      [
        { carrier: 'dpd', trackingNumber: 'A1', trackingUrl: 'ftp://x.example.com' },
        'Tracking link must start with http:// or https://',
      ],
      [{ carrier: 'dpd', trackingNumber: 'A'.repeat(101) }, 'Tracking number must be at most 100 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await ship(orderId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const [order] = (await ordersOf(t.db, a.tenant.id)).filter((o) => o.id === orderId);
    expect(order!.status).toBe('paid');
  });

  it('refuses to ship an order that is not paid, confirmed or processing (409), and ships each of those', async () => {
    const rows = await seedOrders(t.db, a.tenant.id, [
      { customerName: 'Pending Person', status: 'pending' },
      { customerName: 'Cancelled Person', status: 'cancelled' },
      { customerName: 'Confirmed Person', status: 'confirmed' },
      { customerName: 'Processing Person', status: 'processing' },
    ]);
    const body = { carrier: 'dpd', trackingNumber: '1550 1234 5678' };
    const pending = await ship(rows[0]!.id, body);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(
      `Only paid, confirmed or processing orders can be shipped; order #${rows[0]!.orderNumber} is pending`,
    );
    expect((await ship(rows[1]!.id, body)).statusCode).toBe(409);
    expect((await ship(rows[2]!.id, body)).statusCode).toBe(201);
    expect((await ship(rows[3]!.id, body)).statusCode).toBe(201);
    const again = await ship(rows[3]!.id, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('is shipped');
  });

  it('refuses anonymous (401), customers (403), other stores (404 or 403), and lets a super admin ship', async () => {
    const orderId = await customerOrder();
    const body = { carrier: 'evri', trackingNumber: 'H00ABC' };
    expect(
      (await callApi(t.app, 'POST', `/api/admin/orders/${orderId}/fulfilments`, undefined, body)).statusCode,
    ).toBe(401);
    expect((await ship(orderId, body, 'customer')).statusCode).toBe(403);
    // Another store's owner: the order is not in their store (404), naming the store is 403.
    expect((await ship(orderId, body, 'ownerB')).statusCode).toBe(404);
    expect((await ship(orderId, body, 'ownerB', `?tenantId=${a.tenant.id}`)).statusCode).toBe(403);
    expect((await ship(orderId, { ...body, tenantId: a.tenant.id }, 'ownerB')).statusCode).toBe(403);
    expect((await ship(999_999, body, 'ownerA')).statusCode).toBe(404);
    const [order] = (await ordersOf(t.db, a.tenant.id)).filter((o) => o.id === orderId);
    expect(order!.status).toBe('paid');
    const root = await ship(orderId, body, 'root');
    expect(root.statusCode).toBe(201);
    expect(root.json().fulfilments[0].trackingUrl).toBe('https://www.evri.com/track/parcel/H00ABC');
  });
});

describe('POST /api/admin/orders/{id}/delivery', () => {
  it('marks a shipped order delivered, e-mails the customer, and refuses one not shipped', async () => {
    const orderId = await customerOrder();
    const early = await deliver(orderId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `Only shipped orders can be marked as delivered; order #${await orderNumberOf(orderId)} is paid`,
    );
    await ship(orderId, { carrier: 'ups', trackingNumber: '1Z999AA10123456784', notifyCustomer: false });
    expect((await deliver(orderId, {}, 'ownerB')).statusCode).toBe(404);
    expect((await deliver(orderId, {}, 'customer')).statusCode).toBe(403);
    const res = await deliver(orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('delivered');
    expect(res.json().fulfilments[0].deliveredAt).not.toBeNull();
    expect(res.json().events[0]).toMatchObject({ kind: 'delivered', actorName: 'owner-a' });
    const notices = await emailsOf(t.db, a.tenant.id, `%order #${await orderNumberOf(orderId)} delivered`);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.orderId).toBe(orderId);
    expect((await deliver(orderId)).statusCode).toBe(409);
  });

  it('with notify off sends nothing', async () => {
    const orderId = await customerOrder();
    await ship(orderId, { carrier: 'dhl', trackingNumber: '1234567890', notifyCustomer: false });
    const before = (await emailsOf(t.db, a.tenant.id)).length;
    expect((await deliver(orderId, { notifyCustomer: false })).statusCode).toBe(200);
    expect((await emailsOf(t.db, a.tenant.id)).length).toBe(before);
  });
});

describe("the customer's account page (GET /api/orders)", () => {
  it('shows the carrier and the tracking link of each shipped order, to its customer only', async () => {
    const orderId = await customerOrder();
    await ship(orderId, { carrier: 'dpd', trackingNumber: '15501234567890' });
    const mine = await callApi(t.app, 'GET', `/api/orders?mine=1&tenantId=${a.tenant.id}`, cookie.customer);
    expect(mine.statusCode).toBe(200);
    const order = mine.json().find((o: { id: number }) => o.id === orderId);
    expect(order.status).toBe('shipped');
    expect(order.fulfilments).toEqual([
      expect.objectContaining({
        carrierName: 'DPD',
        trackingNumber: '15501234567890',
        trackingUrl: 'https://track.dpd.co.uk/parcels/15501234567890',
      }),
    ]);
    const unshipped = mine.json().filter((o: { status: string }) => o.status === 'paid');
    expect(unshipped.every((o: { fulfilments: unknown[] }) => o.fulfilments.length === 0)).toBe(true);
    // Store B's owner, reading their own store, sees none of store A's parcels.
    const other = await callApi(t.app, 'GET', '/api/orders', cookie.ownerB);
    expect(other.json().every((o: { tenantId: number }) => o.tenantId === b.tenant.id)).toBe(true);
  });
});
