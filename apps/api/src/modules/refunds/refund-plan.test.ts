// The refund arithmetic, checked on random orders: a plan never refunds more of a line than is
// left of it, nor more money than is left of the payment, and its total is its lines plus the amount.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { planRefund, type RefundableLine } from './refund-plan.ts';

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
      lines: [{ orderItemId: 1, name: 'Tee', quantity: 1, amountMinor: 2500 }],
      amountMinor: 2999,
    });
  });
});
