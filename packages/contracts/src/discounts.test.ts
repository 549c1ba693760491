import { describe, expect, it } from 'vitest';
import { shareDiscount } from './discounts.ts';

describe('shareDiscount', () => {
  it('shares in proportion, the last line taking the rounding', () => {
    expect(shareDiscount([1000, 2000, 3000], 600)).toEqual([100, 200, 300]);
    expect(shareDiscount([1000, 1000, 1000], 100)).toEqual([33, 33, 34]);
  });

  it('never gives a line more than its total, nor more than the subtotal in all', () => {
    expect(shareDiscount([500, 300], 5000)).toEqual([500, 300]);
    // What rounding leaves goes to the last lines that have room: none gets more than its total.
    expect(shareDiscount([999, 1, 1], 1000)).toEqual([998, 1, 1]);
  });

  it('gives nothing without a discount or without lines to discount', () => {
    expect(shareDiscount([1000, 2000], 0)).toEqual([0, 0]);
    expect(shareDiscount([0, 0], 500)).toEqual([0, 0]);
    expect(shareDiscount([], 500)).toEqual([]);
  });
});
