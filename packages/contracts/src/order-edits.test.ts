import { describe, expect, it } from 'vitest';
import { editedDiscountMinor, orderEditInputSchema, orderEditRefusal } from './order-edits.ts';

const paid = { status: 'paid', paymentStatus: 'paid', fulfillmentStatus: 'unfulfilled' };

describe('orderEditRefusal', () => {
  it.each([
    [paid, null],
    [{ ...paid, paymentStatus: 'partially_refunded' }, null],
    [{ ...paid, paymentStatus: 'pending', status: 'pending' }, 'Only a paid order can be edited'],
    [
      { ...paid, status: 'cancelled', paymentStatus: 'voided' },
      'This order was cancelled and can no longer be edited',
    ],
    [{ ...paid, paymentStatus: 'refunded' }, 'This order has been refunded and can no longer be edited'],
    [
      { ...paid, fulfillmentStatus: 'fulfilled' },
      'This order has been fulfilled; only an order not yet sent can be edited',
    ],
    [
      { ...paid, fulfillmentStatus: 'partially_fulfilled' },
      'This order has been partially fulfilled; only an order not yet sent can be edited',
    ],
    [
      { ...paid, fulfillmentStatus: 'returned' },
      'Goods of this order were returned; it can no longer be edited',
    ],
  ])('%o → %s', (order, message) => {
    expect(orderEditRefusal(order)).toBe(message);
  });
});

describe('editedDiscountMinor', () => {
  it('keeps the discount’s share of the items (a percentage re-applied)', () => {
    expect(editedDiscountMinor({ discountMinor: 1000, subtotalMinor: 10_000 }, 15_000)).toBe(1500);
    expect(editedDiscountMinor({ discountMinor: 1000, subtotalMinor: 10_000 }, 5_000)).toBe(500);
  });
  it('is nothing without a discount and never more than the subtotal', () => {
    expect(editedDiscountMinor({ discountMinor: 0, subtotalMinor: 10_000 }, 15_000)).toBe(0);
    expect(editedDiscountMinor({ discountMinor: 10_000, subtotalMinor: 10_000 }, 300)).toBe(300);
  });
});

describe('orderEditInputSchema', () => {
  it('needs a change, each line once, whole quantities', () => {
    expect(orderEditInputSchema.safeParse({}).success).toBe(false);
    expect(
      orderEditInputSchema.safeParse({
        change: [
          { orderItemId: 1, quantity: 1 },
          { orderItemId: 1, quantity: 2 },
        ],
      }).success,
    ).toBe(false);
    expect(orderEditInputSchema.safeParse({ add: [{ productId: 1, quantity: 0 }] }).success).toBe(false);
    expect(orderEditInputSchema.parse({ change: [{ orderItemId: 1, quantity: 0 }] })).toMatchObject({
      add: [],
      preview: false,
    });
  });
});
