// The refund arithmetic, checked on random orders: a plan never refunds more of a line than is
// left of it, nor more money than is left of the payment, and its total is its lines plus the amount.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { discountShare, planRefund, type RefundableLine } from './refund-plan.ts';

const lineArb = fc
  .record({
    quantity: fc.integer({ min: 1, max: 20 }),
    refunded: fc.integer({ min: 0, max: 20 }),
    unitPriceMinor: fc.integer({ min: 0, max: 100_000 }),
  })
  .map(({ quantity, refunded, unitPriceMinor }) => ({
    quantity,
    refundedQuantity: Math.min(refunded, quantity),
    unitPriceMinor,
  }));

const orderArb = fc
  .array(lineArb, { minLength: 1, maxLength: 6 })
  .map((lines) => lines.map((l, i): RefundableLine => ({ ...l, orderItemId: i + 1, name: `Line ${i + 1}` })));

describe('planRefund', () => {
  it('plans within every limit, or refuses with a readable 4xx', () => {
    fc.assert(
      fc.property(
        orderArb,
        fc.array(
          fc.record({
            orderItemId: fc.integer({ min: 1, max: 7 }),
            quantity: fc.integer({ min: 1, max: 25 }),
          }),
          {
            maxLength: 6,
          },
        ),
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (items, requested, extraMinor, remainingMinor) => {
          let plan: ReturnType<typeof planRefund>;
          try {
            plan = planRefund(items, requested, extraMinor, remainingMinor);
          } catch (error) {
            expect(error).toBeInstanceOf(AppError);
            expect((error as AppError).statusCode).toBeGreaterThanOrEqual(400);
            expect((error as AppError).statusCode).toBeLessThan(500);
            return;
          }
          expect(plan.amountMinor).toBeGreaterThan(0);
          expect(plan.amountMinor).toBeLessThanOrEqual(remainingMinor);
          expect(plan.amountMinor).toBe(plan.lines.reduce((s, l) => s + l.amountMinor, 0) + extraMinor);
          for (const line of plan.lines) {
            const item = items.find((i) => i.orderItemId === line.orderItemId)!;
            expect(line.quantity).toBeLessThanOrEqual(item.quantity - item.refundedQuantity);
            expect(line.amountMinor).toBe(line.quantity * item.unitPriceMinor);
            const asked = requested
              .filter((r) => r.orderItemId === line.orderItemId)
              .reduce((s, r) => s + r.quantity, 0);
            expect(line.quantity).toBe(asked);
          }
        },
      ),
    );
  });

  it('says what is wrong', () => {
    const items: RefundableLine[] = [
      { orderItemId: 1, name: 'Tee', quantity: 2, refundedQuantity: 1, unitPriceMinor: 2500 },
    ];
    expect(() => planRefund(items, [{ orderItemId: 1, quantity: 2 }], 0, 9000)).toThrow(
      'Only 1 of "Tee" can still be refunded',
    );
    expect(() => planRefund(items, [], 0, 9000)).toThrow('Choose the lines or enter an amount to refund');
    expect(() => planRefund(items, [], 9001, 9000)).toThrow(
      'That refund is £90.01, but only £90.00 of this order is left to refund',
    );
    expect(planRefund(items, [{ orderItemId: 1, quantity: 1 }], 499, 9000)).toEqual({
      lines: [
        {
          orderItemId: 1,
          name: 'Tee',
          quantity: 1,
          unitPriceMinor: 2500,
          discountMinor: 0,
          amountMinor: 2500,
        },
      ],
      shippingMinor: 0,
      extraMinor: 499,
      amountMinor: 2999,
    });
  });

  it('refunds the paid shipping once, and says why not otherwise', () => {
    const items: RefundableLine[] = [
      { orderItemId: 1, name: 'Tee', quantity: 1, refundedQuantity: 0, unitPriceMinor: 2500 },
    ];
    const shipping = { paidMinor: 499, refunded: false, requested: true };
    expect(planRefund(items, [], 0, 9000, shipping)).toMatchObject({ shippingMinor: 499, amountMinor: 499 });
    expect(() => planRefund(items, [], 0, 9000, { ...shipping, refunded: true })).toThrow(
      'The shipping of this order has already been refunded',
    );
    expect(() => planRefund(items, [], 0, 9000, { ...shipping, paidMinor: 0 })).toThrow(
      'This order has no paid shipping to refund',
    );
  });
});

describe('discountShare', () => {
  it('shares a line’s discount over any split of its units so the shares add up to it exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 50 }),
        (quantity, discountMinor, splits) => {
          const item = { quantity, discountMinor };
          let before = 0;
          let shared = 0;
          for (const split of splits) {
            const n = Math.min(split, quantity - before);
            if (n <= 0) break;
            const share = discountShare(item, before, n);
            expect(share).toBeGreaterThanOrEqual(0);
            shared += share;
            before += n;
          }
          if (before < quantity) shared += discountShare(item, before, quantity - before);
          expect(shared).toBe(discountMinor);
        },
      ),
    );
  });

  it('rounds each refund’s share down, the last unit taking what is left: £10.00 over 3 units', () => {
    const item = { quantity: 3, discountMinor: 1000 };
    expect([discountShare(item, 0, 1), discountShare(item, 1, 1), discountShare(item, 2, 1)]).toEqual([
      333, 333, 334,
    ]);
    expect(discountShare(item, 0, 3)).toBe(1000);
  });

  it('plans a discounted line at what was paid for the units: price less the share', () => {
    const items: RefundableLine[] = [
      {
        orderItemId: 1,
        name: 'Tee',
        quantity: 3,
        refundedQuantity: 1,
        unitPriceMinor: 2500,
        discountMinor: 1000,
      },
    ];
    const plan = planRefund(items, [{ orderItemId: 1, quantity: 2 }], 0, 9000);
    expect(plan.lines[0]).toMatchObject({ discountMinor: 667, amountMinor: 5000 - 667 });
  });
});
