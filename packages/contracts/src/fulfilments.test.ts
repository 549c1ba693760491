// The partial-shipment rules (ADR 0026): what remains of each order line, and what a parcel may take.
import { describe, expect, it } from 'vitest';
import { planShipment, shippingLinesOf } from './fulfilments.ts';

const items = [
  { id: 10, productName: 'Tee', variantString: null, quantity: 3 },
  { id: 11, productName: 'Hoodie', variantString: 'M / Red', quantity: 1 },
];

describe('shippingLinesOf', () => {
  it('adds up what each line has shipped over every parcel', () => {
    const lines = shippingLinesOf(items, [
      { orderItemId: 10, quantity: 1 },
      { orderItemId: 10, quantity: 1 },
    ]);
    expect(lines).toEqual([
      {
        orderItemId: 10,
        productName: 'Tee',
        variantString: null,
        quantity: 3,
        shippedQuantity: 2,
        remainingQuantity: 1,
      },
      {
        orderItemId: 11,
        productName: 'Hoodie',
        variantString: 'M / Red',
        quantity: 1,
        shippedQuantity: 0,
        remainingQuantity: 1,
      },
    ]);
  });
});

describe('planShipment', () => {
  const fresh = shippingLinesOf(items, []);

  it('without lines takes everything remaining and completes the order', () => {
    expect(planShipment(shippingLinesOf(items, [{ orderItemId: 10, quantity: 2 }]), undefined)).toEqual({
      ok: true,
      complete: true,
      lines: [
        { orderItemId: 10, quantity: 1 },
        { orderItemId: 11, quantity: 1 },
      ],
    });
  });

  it('with some lines leaves the order partly shipped; with all that remains, complete', () => {
    expect(planShipment(fresh, [{ orderItemId: 10, quantity: 3 }])).toMatchObject({
      ok: true,
      complete: false,
    });
    expect(
      planShipment(fresh, [
        { orderItemId: 10, quantity: 3 },
        { orderItemId: 11, quantity: 1 },
      ]),
    ).toMatchObject({ ok: true, complete: true });
  });

  it('refuses a line not in the order, more than remains, and shipping a shipped order again', () => {
    expect(planShipment(fresh, [{ orderItemId: 99, quantity: 1 }])).toEqual({
      ok: false,
      kind: 'unknown_line',
      message: 'Order line 99 is not part of this order',
    });
    expect(planShipment(fresh, [{ orderItemId: 10, quantity: 4 }])).toMatchObject({
      ok: false,
      kind: 'too_many',
      message: 'Only 3 of Tee remain to ship; 4 were asked',
    });
    const done = shippingLinesOf(items, [
      { orderItemId: 10, quantity: 3 },
      { orderItemId: 11, quantity: 1 },
    ]);
    expect(planShipment(done, undefined)).toMatchObject({ ok: false, kind: 'nothing_left' });
    expect(planShipment(done, [{ orderItemId: 11, quantity: 1 }])).toMatchObject({
      message: 'Hoodie has already been shipped in full',
    });
  });

  it('ships an order with no lines whole, as before', () => {
    expect(planShipment([], undefined)).toEqual({ ok: true, lines: [], complete: true });
  });
});
