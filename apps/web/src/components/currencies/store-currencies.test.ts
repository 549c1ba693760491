import type { StoreCurrency } from '@storefleet/contracts';
import { describe, expect, it } from 'vitest';
import { convertedPrice } from './store-currencies.ts';

const euro: StoreCurrency = { currency: 'EUR', rate: '1.165', rounding: 'ninety-nine', example: '11.99' };
const yen: StoreCurrency = { currency: 'JPY', rate: '187.5', rounding: 'hundreds', example: '1900' };

describe('the product form’s converted placeholder', () => {
  it('converts the base price as typed at the rate, then rounds up by the rule', () => {
    expect(convertedPrice('10', 'GBP', euro)).toBe('11.99');
    expect(convertedPrice('25.00', 'GBP', euro)).toBe('29.99');
    expect(convertedPrice('10.00', 'GBP', yen)).toBe('1900');
  });

  it('shows nothing while the base price is not a price', () => {
    for (const typed of ['', 'abc', '1.234', '-1'])
      expect(convertedPrice(typed, 'GBP', euro), typed).toBeNull();
  });
});
