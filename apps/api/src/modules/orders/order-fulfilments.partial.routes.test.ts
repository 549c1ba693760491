// Partial shipments (ADR 0026): a parcel takes chosen lines and quantities, the rest stays
// unfulfilled (fulfillmentStatus partially_fulfilled, the spec's status processing) until a later
// parcel takes it; each parcel is e-mailed with its lines and marked delivered on its own; lines
// of another order or store and more than remains are refused; staff need the 'orders' permission.
import { describe, expect, it } from 'vitest';
import { callApi, signInUsers, staffMember } from '../../../test/app.ts';
import { emailsOf, ordersOf, type Shop, sandboxCheckout } from '../checkout/checkout.test-support.ts';
import { buyerOwnersAndRoot } from './admin-orders.test-support.ts';
import { useTwoShopsTestApp } from './orders.test-support.ts';

const { t, a, b, cookie } = useTwoShopsTestApp('part-a', 'part-b', (t, a, b) =>
  signInUsers(t, {
    ...buyerOwnersAndRoot(a, b),
    packer: staffMember('packer-a', a.tenant.id, ['orders']),
    writer: staffMember('writer-a', a.tenant.id, ['products']),
  }),
);

type Line = { orderItemId: number; productName: string; quantity: number; remainingQuantity: number };

/** A paid order of `shop` by the signed-in customer: 3 Tees and 1 red M Hoodie. */
async function twoLineOrder(shop: Shop = a): Promise<number> {
  const checkout = await sandboxCheckout(
    t.app,
    shop.tenant.id,
    [
      { id: shop.tee.id, quantity: 3 },
      { id: shop.hoodie.id, quantity: 1, selectedVariants: { Size: 'M', Colour: 'Red' } },
    ],
    'cust@example.com',
    cookie.customer,
  );
  return (await checkout.confirm()).json().orderId;
}

const ship = (orderId: number, body: object, who: keyof typeof cookie = 'ownerA', query = '') =>
  callApi(t.app, 'POST', `/api/admin/orders/${orderId}/fulfilments${query}`, cookie[who], body);
const arrived = (
  orderId: number,
  parcelId: number,
  body: object = {},
  who: keyof typeof cookie = 'ownerA',
  query = '',
) =>
  callApi(
    t.app,
    'POST',
    `/api/admin/orders/${orderId}/fulfilments/${parcelId}/delivery${query}`,
    cookie[who],
    body,
  );
const timeline = async (orderId: number, who: keyof typeof cookie = 'ownerA') =>
  (await callApi(t.app, 'GET', `/api/admin/orders/${orderId}/timeline`, cookie[who])).json();
const linesOf = async (orderId: number): Promise<Line[]> => (await timeline(orderId)).shippingLines;
const orderRow = async (orderId: number, shop: Shop = a) =>
  (await ordersOf(t.db, shop.tenant.id)).find((o) => o.id === orderId)!;

describe('partial shipments (POST /api/admin/orders/{id}/fulfilments with lines)', () => {
  it('ships one line, then the rest: partially fulfilled and processing, then fulfilled and shipped', async () => {
    const orderId = await twoLineOrder();
    const [tee, hoodie] = await linesOf(orderId);
    expect(tee).toMatchObject({ productName: 'Tee', quantity: 3, shippedQuantity: 0, remainingQuantity: 3 });
    expect(hoodie).toMatchObject({ productName: 'Hoodie', quantity: 1, remainingQuantity: 1 });

    // The store's colour template is Purple: its e-mails' header follows it.
    const themed = await callApi(t.app, 'PATCH', `/api/tenant/${a.tenant.id}/color-template`, cookie.ownerA, {
      colorTemplate: 'purple',
    });
    expect(themed.statusCode).toBe(200);
    const first = await ship(orderId, {
      carrier: 'royal_mail',
      trackingNumber: 'AA111',
      lines: [{ orderItemId: tee!.orderItemId, quantity: 2 }],
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'processing',
      fulfilments: [
        { trackingNumber: 'AA111', lines: [{ productName: 'Tee', quantity: 2 }], deliveredAt: null },
      ],
      shippingLines: [
        { productName: 'Tee', shippedQuantity: 2, remainingQuantity: 1 },
        { productName: 'Hoodie', shippedQuantity: 0, remainingQuantity: 1 },
      ],
    });
    expect(first.json().events[0]).toMatchObject({ kind: 'fulfilled' });
    expect(first.json().events[0].message).toContain(
      'Partly shipped with Royal Mail, tracking number AA111 (2 × Tee)',
    );
    expect(await orderRow(orderId)).toMatchObject({
      status: 'processing',
      fulfillmentStatus: 'partially_fulfilled',
    });
    // Nothing delivered while goods remain: the whole-order delivery is refused.
    expect(
      (await callApi(t.app, 'POST', `/api/admin/orders/${orderId}/delivery`, cookie.ownerA, {})).statusCode,
    ).toBe(409);

    // No lines: everything still unshipped goes (the last Tee and the Hoodie).
    const rest = await ship(orderId, { carrier: 'dpd', trackingNumber: 'BB222' });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().status).toBe('shipped');
    expect(rest.json().fulfilments[1].lines).toEqual([
      expect.objectContaining({ productName: 'Tee', quantity: 1 }),
      expect.objectContaining({ productName: 'Hoodie', quantity: 1 }),
    ]);
    expect(rest.json().shippingLines.every((l: Line) => l.remainingQuantity === 0)).toBe(true);
    expect(await orderRow(orderId)).toMatchObject({ status: 'shipped', fulfillmentStatus: 'fulfilled' });

    // Each parcel was e-mailed, listing its own lines.
    const notices = (await emailsOf(t.db, a.tenant.id, '%has shipped')).filter((e) => e.orderId === orderId);
    expect(notices).toHaveLength(2);
    const [one, two] = notices.sort((x, y) => x.id - y.id);
    expect(one!.text).toContain('In this parcel:\n- 2 × Tee');
    expect(one!.text).toContain('The rest of your order (2 items) will follow in another parcel.');
    expect(one!.text).toContain('Tracking number: AA111');
    expect(one!.html).toContain('<li>2 × Tee</li>');
    expect(two!.text).toContain('In this parcel:\n- 1 × Tee\n- 1 × Hoodie (');
    expect(two!.text).toMatch(/- 1 × Hoodie \(.*M.*Red.*\)/);
    expect(two!.text).toContain('sent with DPD');
    expect(two!.text).toContain('Tracking number: BB222');
    expect(two!.html).toMatch(/<li>1 × Hoodie \(.*M.*Red.*\)<\/li>/);
    expect(two!.text).not.toContain('will follow');
    // Both headers in the Purple template's primary colour, with its text colour.
    for (const notice of [one!, two!]) expect(notice.html).toContain('background:#7e22ce;color:#ffffff');
  });

  it('ships lines by chosen quantities until the order is complete', async () => {
    const orderId = await twoLineOrder();
    const [tee, hoodie] = await linesOf(orderId);
    const res = await ship(orderId, {
      carrier: 'evri',
      trackingNumber: 'E1',
      notifyCustomer: false,
      lines: [
        { orderItemId: tee!.orderItemId, quantity: 3 },
        { orderItemId: hoodie!.orderItemId, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('shipped');
    expect(await orderRow(orderId)).toMatchObject({ fulfillmentStatus: 'fulfilled' });
  });

  it('refuses over-shipping, lines of another order or store, repeats and empty lists with a sentence', async () => {
    const orderId = await twoLineOrder();
    const otherOrder = await twoLineOrder();
    const otherStoreOrder = await twoLineOrder(b);
    const [tee, hoodie] = await linesOf(orderId);
    const [otherTee] = await linesOf(otherOrder);
    const otherStoreLine = (await timeline(otherStoreOrder, 'ownerB')).shippingLines[0];
    const cases: [object[], number, string][] = [
      [[{ orderItemId: tee!.orderItemId, quantity: 4 }], 409, 'Only 3 of Tee remain to ship; 4 were asked'],
      [
        [{ orderItemId: otherTee!.orderItemId, quantity: 1 }],
        400,
        `Order line ${otherTee!.orderItemId} is not part of this order`,
      ],
      [
        [{ orderItemId: otherStoreLine.orderItemId, quantity: 1 }],
        400,
        `Order line ${otherStoreLine.orderItemId} is not part of this order`,
      ],
      [
        [
          { orderItemId: tee!.orderItemId, quantity: 1 },
          { orderItemId: tee!.orderItemId, quantity: 1 },
        ],
        400,
        'Each order line may appear only once in a shipment',
      ],
      [[], 400, 'Choose at least one line to ship'],
      [[{ orderItemId: tee!.orderItemId, quantity: 0 }], 400, 'Quantity must be at least 1'],
      [[{ orderItemId: tee!.orderItemId, quantity: 1.5 }], 400, 'Quantity must be a whole number'],
      [[{ orderItemId: 'x', quantity: 1 }], 400, 'Order line id must be a whole number'],
    ];
    for (const [lines, code, message] of cases) {
      const res = await ship(orderId, { carrier: 'dpd', trackingNumber: 'X1', lines });
      expect(res.statusCode, JSON.stringify(lines)).toBe(code);
      expect(res.json().message).toBe(message);
    }
    expect(await orderRow(orderId)).toMatchObject({ status: 'paid', fulfillmentStatus: 'unfulfilled' });
    expect((await timeline(orderId)).fulfilments).toEqual([]);

    // A line shipped in full cannot go again.
    await ship(orderId, {
      carrier: 'dpd',
      trackingNumber: 'X2',
      lines: [{ orderItemId: hoodie!.orderItemId, quantity: 1 }],
    });
    const again = await ship(orderId, {
      carrier: 'dpd',
      trackingNumber: 'X3',
      lines: [{ orderItemId: hoodie!.orderItemId, quantity: 1 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Hoodie has already been shipped in full');
    // Store B's untouched.
    expect(await orderRow(otherStoreOrder, b)).toMatchObject({
      status: 'paid',
      fulfillmentStatus: 'unfulfilled',
    });
  });
});

describe('POST /api/admin/orders/{id}/fulfilments/{fulfilmentId}/delivery', () => {
  it('marks each parcel delivered; the order is delivered with the last one and nothing left', async () => {
    const orderId = await twoLineOrder();
    const [tee] = await linesOf(orderId);
    const first = await ship(orderId, {
      carrier: 'dpd',
      trackingNumber: 'P1',
      lines: [{ orderItemId: tee!.orderItemId, quantity: 3 }],
    });
    const p1 = first.json().fulfilments[0].id;
    // The first parcel arrives while the Hoodie is still to ship: the order stays processing.
    const one = await arrived(orderId, p1);
    expect(one.statusCode).toBe(200);
    expect(one.json().status).toBe('processing');
    expect(one.json().fulfilments[0].deliveredAt).not.toBeNull();
    expect(one.json().events[0]).toMatchObject({
      kind: 'delivered',
      message: 'Shipment DPD P1 marked as delivered',
    });
    const twice = await arrived(orderId, p1);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This shipment has already been marked as delivered');

    const second = await ship(orderId, { carrier: 'ups', trackingNumber: 'P2' });
    expect(second.json().status).toBe('shipped');
    const p2 = second.json().fulfilments[1].id;
    const before = (await emailsOf(t.db, a.tenant.id, '%delivered')).length;
    const last = await arrived(orderId, p2);
    expect(last.statusCode).toBe(200);
    expect(last.json().status).toBe('delivered');
    expect(last.json().events[0].message).toBe(
      'Shipment UPS P2 delivered; order marked as delivered; customer notified',
    );
    expect((await emailsOf(t.db, a.tenant.id, '%delivered')).length).toBe(before + 1);
    expect(await orderRow(orderId)).toMatchObject({ status: 'delivered', fulfillmentStatus: 'fulfilled' });
  });

  it('answers 404 for a parcel of another order or store, and with notify off sends nothing', async () => {
    const orderId = await twoLineOrder();
    const otherOrder = await twoLineOrder();
    const p = (await ship(orderId, { carrier: 'dhl', trackingNumber: 'D1', notifyCustomer: false })).json()
      .fulfilments[0].id;
    const other = (
      await ship(otherOrder, { carrier: 'dhl', trackingNumber: 'D2', notifyCustomer: false })
    ).json().fulfilments[0].id;
    const wrong = await arrived(orderId, other);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Shipment not found');
    expect((await arrived(orderId, p, {}, 'ownerB')).statusCode).toBe(404);
    expect((await arrived(orderId, p, {}, 'ownerB', `?tenantId=${a.tenant.id}`)).statusCode).toBe(403);
    expect((await arrived(orderId, 999_999)).statusCode).toBe(404);
    const before = (await emailsOf(t.db, a.tenant.id)).length;
    const res = await arrived(orderId, p, { notifyCustomer: false });
    expect(res.json().status).toBe('delivered');
    expect((await emailsOf(t.db, a.tenant.id)).length).toBe(before);
  });
});

describe('permissions', () => {
  it("staff with the 'orders' permission ship and deliver parcels; without it, or customers, cannot", async () => {
    const orderId = await twoLineOrder();
    const [tee] = await linesOf(orderId);
    const body = {
      carrier: 'dpd',
      trackingNumber: 'S1',
      lines: [{ orderItemId: tee!.orderItemId, quantity: 1 }],
    };
    expect((await ship(orderId, body, 'writer')).statusCode).toBe(403);
    expect((await ship(orderId, body, 'customer')).statusCode).toBe(403);
    expect(
      (await callApi(t.app, 'POST', `/api/admin/orders/${orderId}/fulfilments`, undefined, body)).statusCode,
    ).toBe(401);
    const shipped = await ship(orderId, body, 'packer');
    expect(shipped.statusCode).toBe(201);
    const parcel = shipped.json().fulfilments[0].id;
    expect((await arrived(orderId, parcel, {}, 'writer')).statusCode).toBe(403);
    expect((await arrived(orderId, parcel, {}, 'customer')).statusCode).toBe(403);
    expect((await arrived(orderId, parcel, {}, 'packer')).statusCode).toBe(200);
    // A super admin names the store.
    const root = await ship(
      orderId,
      { carrier: 'dpd', trackingNumber: 'S2' },
      'root',
      `?tenantId=${a.tenant.id}`,
    );
    expect(root.statusCode).toBe(201);
    expect(root.json().status).toBe('shipped');
  });
});

describe("the customer's account page (GET /api/orders)", () => {
  it('shows each parcel with its lines and tracking, and what is still to come', async () => {
    const orderId = await twoLineOrder();
    const [tee] = await linesOf(orderId);
    await ship(orderId, {
      carrier: 'dpd',
      trackingNumber: 'C1',
      lines: [{ orderItemId: tee!.orderItemId, quantity: 2 }],
    });
    const mine = await callApi(t.app, 'GET', `/api/orders?mine=1&tenantId=${a.tenant.id}`, cookie.customer);
    expect(mine.statusCode).toBe(200);
    const order = mine.json().find((o: { id: number }) => o.id === orderId);
    expect(order.status).toBe('processing');
    expect(order.fulfilments).toEqual([
      expect.objectContaining({
        trackingNumber: 'C1',
        trackingUrl: 'https://track.dpd.co.uk/parcels/C1',
        lines: [expect.objectContaining({ productName: 'Tee', quantity: 2 })],
      }),
    ]);
    expect(order.shippingLines).toEqual([
      expect.objectContaining({ productName: 'Tee', remainingQuantity: 1 }),
      expect.objectContaining({ productName: 'Hoodie', remainingQuantity: 1 }),
    ]);
    // Store B's owner reads none of it.
    const other = await callApi(t.app, 'GET', '/api/orders', cookie.ownerB);
    expect(other.json().every((o: { tenantId: number }) => o.tenantId === b.tenant.id)).toBe(true);
  });
});
