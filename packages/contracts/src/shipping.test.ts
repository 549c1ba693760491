import { describe, expect, it } from 'vitest';
import { deliveredInText } from './shipping.ts';

describe('deliveredInText', () => {
  it.each([
    [5, 'Delivered in 5 days'],
    [1, 'Delivered in 1 day'],
    [0, 'Delivered the same day'],
  ])('%s days → %s', (days, expected) => {
    expect(deliveredInText(days)).toBe(expected);
  });
});
