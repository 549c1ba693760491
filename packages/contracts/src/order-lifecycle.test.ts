// Every move of both statuses, allowed and refused, with the refusal a store owner reads; the
// spec status derived from the two; and the manual override's forwards, backwards and refusals.
import { describe, expect, it } from 'vitest';
import {
  cancellationRefusal,
  checkFulfillmentMove,
  checkManualStatusMove,
  checkPaymentMove,
  deriveOrderStatus,
  type FulfillmentStatus,
  fulfillmentStatuses,
  manualStatusTargets,
  type PaymentStatus,
  paymentStatuses,
  paymentStatusWithDue,
} from './order-lifecycle.ts';

const payment: [PaymentStatus, PaymentStatus, string | null][] = [
  ['pending', 'authorized', null],
  ['pending', 'paid', null],
  ['pending', 'voided', null],
  ['pending', 'pending', 'An order’s payment cannot go from pending to pending'],
  ['pending', 'partially_refunded', 'Only a paid order can be refunded; this order’s payment is pending'],
  ['pending', 'refunded', 'Only a paid order can be refunded; this order’s payment is pending'],
  ['pending', 'partially_paid', 'Only a paid order can owe a difference; this order’s payment is pending'],
  ['authorized', 'paid', null],
  ['authorized', 'voided', null],
  ['authorized', 'pending', 'An order’s payment cannot go from authorized to pending'],
  ['authorized', 'authorized', 'An order’s payment cannot go from authorized to authorized'],
  [
    'authorized',
    'partially_refunded',
    'Only a paid order can be refunded; this order’s payment is authorized',
  ],
  ['authorized', 'refunded', 'Only a paid order can be refunded; this order’s payment is authorized'],
  [
    'authorized',
    'partially_paid',
    'Only a paid order can owe a difference; this order’s payment is authorized',
  ],
  ['paid', 'partially_paid', null],
  ['paid', 'partially_refunded', null],
  ['paid', 'refunded', null],
  ['paid', 'pending', 'An order’s payment cannot go from paid to pending'],
  ['paid', 'authorized', 'An order’s payment cannot go from paid to authorized'],
  ['paid', 'paid', 'An order’s payment cannot go from paid to paid'],
  ['paid', 'voided', 'An order’s payment cannot go from paid to voided'],
  // A dearer edit or exchange leaves a difference due; paying it settles the order again.
  ['partially_paid', 'paid', null],
  ['partially_paid', 'partially_paid', null],
  ['partially_paid', 'partially_refunded', null],
  ['partially_paid', 'refunded', null],
  ['partially_paid', 'pending', 'An order’s payment cannot go from partially paid to pending'],
  ['partially_paid', 'authorized', 'An order’s payment cannot go from partially paid to authorized'],
  ['partially_paid', 'voided', 'An order’s payment cannot go from partially paid to voided'],
  ['partially_refunded', 'partially_paid', null],
  ['partially_refunded', 'partially_refunded', null],
  ['partially_refunded', 'refunded', null],
  ['partially_refunded', 'pending', 'An order’s payment cannot go from partially refunded to pending'],
  ['partially_refunded', 'authorized', 'An order’s payment cannot go from partially refunded to authorized'],
  ['partially_refunded', 'paid', 'An order’s payment cannot go from partially refunded to paid'],
  ['partially_refunded', 'voided', 'An order’s payment cannot go from partially refunded to voided'],
  ...paymentStatuses.map(
    (to) =>
      ['refunded', to, 'This order has already been refunded in full'] as [
        PaymentStatus,
        PaymentStatus,
        string,
      ],
  ),
  ...paymentStatuses.map(
    (to) =>
      ['voided', to, 'This order’s payment was voided; nothing was taken'] as [
        PaymentStatus,
        PaymentStatus,
        string,
      ],
  ),
];

const fulfillment: [FulfillmentStatus, FulfillmentStatus, string | null][] = [
  ['unfulfilled', 'partially_fulfilled', null],
  ['unfulfilled', 'fulfilled', null],
  ['unfulfilled', 'unfulfilled', 'An order’s goods cannot go from unfulfilled to unfulfilled'],
  ['unfulfilled', 'partially_returned', 'Only goods that were sent can come back; this order is unfulfilled'],
  ['unfulfilled', 'returned', 'Only goods that were sent can come back; this order is unfulfilled'],
  ['partially_fulfilled', 'partially_fulfilled', null],
  ['partially_fulfilled', 'fulfilled', null],
  [
    'partially_fulfilled',
    'unfulfilled',
    'An order’s goods cannot go from partially fulfilled to unfulfilled',
  ],
  [
    'partially_fulfilled',
    'partially_returned',
    'Only goods that were sent can come back; this order is partially fulfilled',
  ],
  [
    'partially_fulfilled',
    'returned',
    'Only goods that were sent can come back; this order is partially fulfilled',
  ],
  ['fulfilled', 'partially_returned', null],
  ['fulfilled', 'returned', null],
  ['fulfilled', 'unfulfilled', 'An order’s goods cannot go from fulfilled to unfulfilled'],
  ['fulfilled', 'partially_fulfilled', 'This order has already been fulfilled'],
  ['fulfilled', 'fulfilled', 'This order has already been fulfilled'],
  ['partially_returned', 'partially_returned', null],
  ['partially_returned', 'returned', null],
  ['partially_returned', 'unfulfilled', 'An order’s goods cannot go from partially returned to unfulfilled'],
  ['partially_returned', 'partially_fulfilled', 'This order has already been partially returned'],
  ['partially_returned', 'fulfilled', 'This order has already been partially returned'],
  ['returned', 'unfulfilled', 'An order’s goods cannot go from returned to unfulfilled'],
  ['returned', 'partially_fulfilled', 'This order has already been returned'],
  ['returned', 'fulfilled', 'This order has already been returned'],
  ['returned', 'partially_returned', 'Only goods that were sent can come back; this order is returned'],
  ['returned', 'returned', 'Only goods that were sent can come back; this order is returned'],
];

describe('payment status moves', () => {
  it('lists every pair once', () => {
    const pairs = new Set(payment.map(([from, to]) => `${from}>${to}`));
    expect(pairs.size).toBe(paymentStatuses.length ** 2);
  });
  it.each(payment)('%s → %s', (from, to, refusal) => {
    expect(checkPaymentMove(from, to)).toEqual(
      refusal === null ? { ok: true } : { ok: false, message: refusal },
    );
  });
});

describe('fulfilment status moves', () => {
  it('lists every pair once', () => {
    const pairs = new Set(fulfillment.map(([from, to]) => `${from}>${to}`));
    expect(pairs.size).toBe(fulfillmentStatuses.length ** 2);
  });
  it.each(fulfillment)('%s → %s', (from, to, refusal) => {
    expect(checkFulfillmentMove(from, to)).toEqual(
      refusal === null ? { ok: true } : { ok: false, message: refusal },
    );
  });
});

describe('the spec status derived from the two', () => {
  it.each([
    ['voided', 'unfulfilled', 'pending', 'cancelled'],
    ['refunded', 'fulfilled', 'shipped', 'refunded'],
    ['partially_refunded', 'fulfilled', 'partially_refunded', 'shipped'],
    ['partially_refunded', 'unfulfilled', 'paid', 'partially_refunded'],
    ['paid', 'fulfilled', 'delivered', 'delivered'],
    ['paid', 'fulfilled', 'paid', 'shipped'],
    ['paid', 'partially_fulfilled', 'paid', 'processing'],
    ['paid', 'unfulfilled', 'processing', 'processing'],
    ['paid', 'unfulfilled', 'pending', 'paid'],
    ['pending', 'unfulfilled', 'pending', 'pending'],
    ['partially_paid', 'unfulfilled', 'paid', 'paid'],
    ['partially_paid', 'unfulfilled', 'confirmed', 'confirmed'],
    ['partially_paid', 'fulfilled', 'paid', 'shipped'],
    ['paid', 'returned', 'delivered', 'delivered'],
  ] as const)('%s + %s (was %s) → %s', (p, f, current, expected) => {
    expect(deriveOrderStatus(p, f, current)).toBe(expected);
  });
});

describe('the payment status with a difference due', () => {
  it.each([
    ['paid', 500, 0, 'partially_paid'],
    ['partially_refunded', 500, 300, 'partially_paid'],
    ['partially_paid', 0, 0, 'paid'],
    ['partially_paid', 0, 300, 'partially_refunded'],
    ['partially_paid', 200, 0, 'partially_paid'],
    ['pending', 500, 0, 'pending'],
    ['refunded', 500, 0, 'refunded'],
  ] as const)('%s owing %i (refunded %i) → %s', (current, dueMinor, refundedMinor, expected) => {
    expect(paymentStatusWithDue(current, { dueMinor, refundedMinor })).toBe(expected);
  });
});

describe('manual status moves', () => {
  it.each([
    ['paid', 'paid', 'same'],
    ['pending', 'paid', 'forward'],
    ['paid', 'confirmed', 'forward'],
    ['paid', 'shipped', 'forward'],
    ['shipped', 'delivered', 'forward'],
    ['delivered', 'shipped', 'backward'],
    ['shipped', 'paid', 'backward'],
    ['paid', 'pending', 'backward'],
    ['cancelled', 'paid', 'backward'],
    ['paid', 'refunded', 'forward'],
    ['refunded', 'paid', 'backward'],
    ['pending', 'cancelled', 'forward'],
    ['processing', 'cancelled', 'forward'],
  ] as const)('%s → %s is %s', (from, to, kind) => {
    expect(checkManualStatusMove(from, to).kind).toBe(kind);
  });
  it.each([
    ['shipped', 'cancelled', 'A shipped order cannot be cancelled; refund it or record its return instead'],
    [
      'delivered',
      'cancelled',
      'A delivered order cannot be cancelled; refund it or record its return instead',
    ],
    ['refunded', 'cancelled', 'A refunded order cannot be cancelled'],
    ['paid', 'teleported', 'An order cannot go from paid to teleported'],
  ])('refuses %s → %s', (from, to, message) => {
    expect(checkManualStatusMove(from, to)).toEqual({ kind: 'refused', message });
  });
  it('offers only the moves that make sense, marking the backward ones', () => {
    expect(manualStatusTargets('shipped', ['pending', 'paid', 'shipped', 'delivered', 'cancelled'])).toEqual([
      { status: 'pending', backward: true },
      { status: 'paid', backward: true },
      { status: 'delivered', backward: false },
    ]);
  });
});

describe('cancellation', () => {
  it.each([
    [{ status: 'paid', paymentStatus: 'paid', fulfillmentStatus: 'unfulfilled' }, undefined],
    [{ status: 'pending', paymentStatus: 'pending', fulfillmentStatus: 'unfulfilled' }, undefined],
    [
      { status: 'partially_refunded', paymentStatus: 'partially_refunded', fulfillmentStatus: 'unfulfilled' },
      undefined,
    ],
    [
      { status: 'cancelled', paymentStatus: 'refunded', fulfillmentStatus: 'unfulfilled' },
      'This order is already cancelled',
    ],
    [
      { status: 'pending', paymentStatus: 'voided', fulfillmentStatus: 'unfulfilled' },
      'This order is already cancelled',
    ],
    [
      { status: 'shipped', paymentStatus: 'paid', fulfillmentStatus: 'fulfilled' },
      'This order has been fulfilled, so it cannot be cancelled; refund it or record its return instead',
    ],
  ])('%o → %s', (order, refusal) => {
    expect(cancellationRefusal(order)).toBe(refusal);
  });
});
