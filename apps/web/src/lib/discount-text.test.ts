import { describe, expect, it } from 'vitest';
import { discountAmountText, discountLabel, hasDiscount } from './discount-text.ts';

describe('discount text', () => {
  it('labels the line with its code', () => {
    expect(discountLabel('SAVE10')).toBe('Discount (SAVE10)');
    expect(discountLabel(null)).toBe('Discount');
  });

  it('writes the amount taken off with a minus sign and pounds', () => {
    expect(discountAmountText('5.00')).toBe('−£5.00');
    expect(discountAmountText('12.5')).toBe('−£12.50');
    expect(discountAmountText(0.1)).toBe('−£0.10');
  });

  it('shows a discount only when something was taken off', () => {
    expect(hasDiscount({ discount: '0.00' })).toBe(false);
    expect(hasDiscount({ discount: null })).toBe(false);
    expect(hasDiscount({})).toBe(false);
    expect(hasDiscount({ discount: '0.01' })).toBe(true);
  });
});
