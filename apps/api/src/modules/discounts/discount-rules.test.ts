// The discount rules (ADR 0032) with a fixed clock: every message, the status, and the arithmetic
// (never below zero, never more than the eligible lines, never touching shipping unless free
// shipping, shares adding up exactly) as properties; with VAT (ADR 0025) the lines still add up.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceVat } from '../vat/vat-pricing.service.ts';
import {
  allocateProportionally,
  checkDiscount,
  type DiscountLine,
  type DiscountRule,
  discountStatus,
  lineIsEligible,
  priceDiscount,
} from './discount-rules.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const day = 24 * 3600 * 1000;

function rule(over: Partial<DiscountRule> = {}): DiscountRule {
  return {
    code: 'SAVE10',
    type: 'percentage',
    value: 10,
    minSubtotalMinor: null,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    usageLimitPerCustomer: null,
    appliesTo: 'order',
    productIds: [],
    categories: [],
    isActive: true,
    usedCount: 0,
    ...over,
  };
}

const check = (d: DiscountRule | undefined, subtotalMinor = 5000, customerUses?: number) =>
  checkDiscount(d, { now: NOW, subtotalMinor, customerUses });

describe('checkDiscount', () => {
  it('accepts a plain active code', () => {
    expect(check(rule())).toEqual({ ok: true });
  });

  it('answers each message of the contract', () => {
    expect(check(undefined)).toEqual({ ok: false, message: 'This discount code is not valid' });
    expect(check(rule({ isActive: false }))).toEqual({
      ok: false,
      message: 'This discount code is not valid',
    });
    expect(check(rule({ startsAt: new Date(NOW.getTime() + 1) }))).toEqual({
      ok: false,
      message: 'This discount code is not active yet',
    });
    expect(check(rule({ endsAt: NOW }))).toEqual({ ok: false, message: 'This discount code has expired' });
    expect(check(rule({ usageLimit: 3, usedCount: 3 }))).toEqual({
      ok: false,
      message: 'This discount code has been used up',
    });
    expect(check(rule({ usageLimitPerCustomer: 1 }), 5000, 1)).toEqual({
      ok: false,
      message: 'You have already used this discount code',
    });
    expect(check(rule({ minSubtotalMinor: 2000 }), 1999)).toEqual({
      ok: false,
      message: 'Spend £20.00 or more to use this code',
    });
  });

  it('takes the edges the right way: starts at now is active, ends just after now is active', () => {
    expect(check(rule({ startsAt: NOW, endsAt: new Date(NOW.getTime() + 1) }))).toEqual({ ok: true });
    expect(check(rule({ minSubtotalMinor: 2000 }), 2000)).toEqual({ ok: true });
    expect(check(rule({ usageLimit: 3, usedCount: 2 }))).toEqual({ ok: true });
    expect(check(rule({ usageLimitPerCustomer: 2 }), 5000, 1)).toEqual({ ok: true });
    // The e-mail not known yet: the per-customer limit waits for confirm.
    expect(check(rule({ usageLimitPerCustomer: 1 }), 5000, undefined)).toEqual({ ok: true });
  });
});

describe('discountStatus', () => {
  it('is disabled, used up, scheduled, expired or active by the clock', () => {
    expect(discountStatus(rule({ isActive: false, usageLimit: 1, usedCount: 1 }), NOW)).toBe('disabled');
    expect(discountStatus(rule({ usageLimit: 1, usedCount: 1 }), NOW)).toBe('used_up');
    expect(discountStatus(rule({ startsAt: new Date(NOW.getTime() + day) }), NOW)).toBe('scheduled');
    expect(discountStatus(rule({ endsAt: new Date(NOW.getTime() - day) }), NOW)).toBe('expired');
    expect(
      discountStatus(
        rule({ startsAt: new Date(NOW.getTime() - day), endsAt: new Date(NOW.getTime() + day) }),
        NOW,
      ),
    ).toBe('active');
  });
});

const tee: DiscountLine = { productId: 1, category: 'Shirts', lineTotalMinor: 3000 };
const mug: DiscountLine = { productId: 2, category: 'Kitchen', lineTotalMinor: 1000 };
const box: DiscountLine = { productId: 3, category: null, lineTotalMinor: 1500, subscription: true };

describe('priceDiscount', () => {
  it('takes a percentage of the whole order', () => {
    expect(priceDiscount(rule({ value: 10 }), [tee, mug], 499)).toEqual({
      lineDiscountMinor: [300, 100],
      shippingDiscountMinor: 0,
      discountMinor: 400,
    });
  });

  it('takes a percentage of the chosen products or categories only (categories ignoring case)', () => {
    expect(priceDiscount(rule({ value: 50, appliesTo: 'products', productIds: [2] }), [tee, mug], 0)).toEqual(
      { lineDiscountMinor: [0, 500], shippingDiscountMinor: 0, discountMinor: 500 },
    );
    expect(
      priceDiscount(rule({ value: 50, appliesTo: 'categories', categories: [' shirts '] }), [tee, mug], 0),
    ).toEqual({ lineDiscountMinor: [1500, 0], shippingDiscountMinor: 0, discountMinor: 1500 });
    expect(lineIsEligible(rule({ appliesTo: 'categories', categories: ['x'] }), box)).toBe(false);
  });

  it('is null when it applies to none of the lines', () => {
    expect(priceDiscount(rule({ appliesTo: 'products', productIds: [99] }), [tee, mug], 0)).toBeNull();
    expect(priceDiscount(rule(), [box], 0)).toBeNull();
  });

  it('caps a fixed amount at the eligible subtotal, never below zero', () => {
    expect(priceDiscount(rule({ type: 'fixed_amount', value: 10_000 }), [tee, mug], 499)).toEqual({
      lineDiscountMinor: [3000, 1000],
      shippingDiscountMinor: 0,
      discountMinor: 4000,
    });
    expect(
      priceDiscount(
        rule({ type: 'fixed_amount', value: 5000, appliesTo: 'products', productIds: [2] }),
        [tee, mug],
        0,
      )?.discountMinor,
    ).toBe(1000);
  });

  it('free shipping takes the shipping off and nothing else', () => {
    expect(priceDiscount(rule({ type: 'free_shipping', value: 0 }), [tee, mug], 499)).toEqual({
      lineDiscountMinor: [0, 0],
      shippingDiscountMinor: 499,
      discountMinor: 499,
    });
    expect(priceDiscount(rule({ type: 'free_shipping', value: 0 }), [tee], 0)?.discountMinor).toBe(0);
  });
});

const arbLine = fc.record({
  productId: fc.integer({ min: 1, max: 5 }),
  category: fc.constantFrom('Shirts', 'Kitchen', null),
  lineTotalMinor: fc.integer({ min: 0, max: 2_000_000 }),
  subscription: fc.boolean(),
});
const arbRule = fc
  .record({
    type: fc.constantFrom('percentage', 'fixed_amount', 'free_shipping'),
    percent: fc.integer({ min: 1, max: 100 }),
    amount: fc.integer({ min: 1, max: 5_000_000 }),
    appliesTo: fc.constantFrom('order', 'products', 'categories'),
    productIds: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 3 }),
    categories: fc.constantFrom(['shirts'], ['KITCHEN'], ['Shirts', 'kitchen']),
  })
  .map((r) =>
    rule({
      type: r.type,
      value: r.type === 'percentage' ? r.percent : r.type === 'fixed_amount' ? r.amount : 0,
      appliesTo: r.appliesTo,
      productIds: r.productIds,
      categories: r.categories,
    }),
  );

describe('priceDiscount properties', () => {
  it('whole pence, never negative, never more than a line, shares add up, shipping only with free shipping', () => {
    fc.assert(
      fc.property(
        arbRule,
        fc.array(arbLine, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 50_000 }),
        (discount, lines, shippingMinor) => {
          const priced = priceDiscount(discount, lines, shippingMinor);
          const eligible = lines.map((line) => lineIsEligible(discount, line));
          if (!eligible.some(Boolean)) {
            expect(priced).toBeNull();
            return;
          }
          expect(priced).not.toBeNull();
          const p = priced as NonNullable<typeof priced>;
          const eligibleMinor = lines.reduce((s, l, i) => s + (eligible[i] ? l.lineTotalMinor : 0), 0);
          p.lineDiscountMinor.forEach((share, i) => {
            expect(Number.isInteger(share)).toBe(true);
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(lines[i]!.lineTotalMinor);
            if (!eligible[i]) expect(share).toBe(0);
          });
          const linesOff = p.lineDiscountMinor.reduce((s, x) => s + x, 0);
          expect(linesOff + p.shippingDiscountMinor).toBe(p.discountMinor);
          if (discount.type === 'free_shipping') {
            expect(p.shippingDiscountMinor).toBe(shippingMinor);
            expect(linesOff).toBe(0);
          } else {
            expect(p.shippingDiscountMinor).toBe(0);
            expect(linesOff).toBeLessThanOrEqual(eligibleMinor);
            if (discount.type === 'fixed_amount')
              expect(linesOff).toBe(Math.min(discount.value, eligibleMinor));
            else expect(Math.abs(linesOff - (eligibleMinor * discount.value) / 100)).toBeLessThanOrEqual(0.5);
          }
        },
      ),
    );
  });

  it('allocation: exact sum, each share within its weight, proportional to the penny', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        (weights, seed) => {
          const total = weights.reduce((s, w) => s + w, 0);
          const amount = total === 0 ? 0 : seed % (total + 1);
          const shares = allocateProportionally(amount, weights);
          expect(shares.reduce((s, x) => s + x, 0)).toBe(total === 0 ? 0 : amount);
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[i]!);
            if (total > 0) expect(Math.abs(share - (amount * weights[i]!) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it('with VAT worked out on the discounted lines, the order still adds up (ADR 0025)', () => {
    fc.assert(
      fc.property(
        arbRule,
        fc.array(arbLine, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.boolean(),
        (discount, lines, shippingMinor, pricesIncludeVat) => {
          const p = priceDiscount(discount, lines, shippingMinor);
          if (!p) return;
          const subtotal = lines.reduce((s, l) => s + l.lineTotalMinor, 0);
          const vat = priceVat({
            lines: lines.map((l, i) => ({
              lineTotalMinor: l.lineTotalMinor - p.lineDiscountMinor[i]!,
              vatRate: 20,
            })),
            shippingMinor: shippingMinor - p.shippingDiscountMinor,
            pricesIncludeVat,
          });
          const before = subtotal + shippingMinor - p.discountMinor;
          expect(before).toBeGreaterThanOrEqual(0);
          expect(vat.totalMinor).toBe(pricesIncludeVat ? before : before + vat.vatMinor);
        },
      ),
    );
  });
});

describe('refunds of a discounted line (refund-plan paidForUnits)', () => {
  it('gives every unit back at what was paid: the units add up to the line as paid, never more', async () => {
    const { paidForUnits } = await import('../refunds/refund-plan.ts');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.nat(),
        fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 20 }),
        (quantity, unitPriceMinor, seed, steps) => {
          const discountMinor = seed % (quantity * unitPriceMinor + 1);
          const item = {
            orderItemId: 1,
            name: 'Tee',
            quantity,
            refundedQuantity: 0,
            unitPriceMinor,
            discountMinor,
          };
          let refunded = 0;
          let total = 0;
          for (const step of steps) {
            const q = Math.min(step, quantity - refunded);
            if (q <= 0) break;
            const amount = paidForUnits(item, refunded, q);
            expect(amount).toBeGreaterThanOrEqual(0);
            expect(amount).toBeLessThanOrEqual(q * unitPriceMinor);
            total += amount;
            refunded += q;
          }
          const paid = quantity * unitPriceMinor - discountMinor;
          expect(total).toBeLessThanOrEqual(paid);
          if (refunded === quantity) expect(total).toBe(paid);
          expect(paidForUnits(item, 0, quantity)).toBe(paid);
        },
      ),
    );
  });
});
