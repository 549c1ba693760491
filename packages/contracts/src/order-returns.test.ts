// The return rules both sides share: the window a stored value gives, what may be asked back, and
// an exchange's price difference.
import { describe, expect, it } from 'vitest';
import {
  exchangeDifferenceMinor,
  returnDeadline,
  returnRefusal,
  returnWindowDaysOf,
} from './order-returns.ts';

describe('returnWindowDaysOf', () => {
  it('reads whole days up to a year, else the default of 30', () => {
    expect(returnWindowDaysOf('14')).toBe(14);
    expect(returnWindowDaysOf(' 0 ')).toBe(0);
    expect(returnWindowDaysOf('365')).toBe(365);
    for (const bad of [null, undefined, '', 'ten', '1.5', '-3', '366', '9999']) {
      expect(returnWindowDaysOf(bad)).toBe(30);
    }
  });

  it('counts the deadline from when the goods were sent', () => {
    expect(returnDeadline(new Date('2026-03-01T10:00:00Z'), 30).toISOString()).toBe(
      '2026-03-31T10:00:00.000Z',
    );
  });
});

describe('returnRefusal', () => {
  const lines = [
    { orderItemId: 1, name: 'Tee', returnable: 2 },
    { orderItemId: 2, name: 'Hoodie', returnable: 0 },
  ];
  it('allows up to what is left of each line', () => {
    expect(returnRefusal([{ orderItemId: 1, quantity: 2 }], lines)).toBeUndefined();
  });
  it('says why in words', () => {
    expect(returnRefusal([], lines)).toBe('Choose at least one item to return');
    expect(returnRefusal([{ orderItemId: 1, quantity: 3 }], lines)).toBe('You can return at most 2 of Tee');
    expect(returnRefusal([{ orderItemId: 2, quantity: 1 }], lines)).toBe(
      'Hoodie cannot be returned again: all of it is already being returned',
    );
    expect(returnRefusal([{ orderItemId: 9, quantity: 1 }], lines)).toBe(
      'That item is not part of this order',
    );
    expect(
      returnRefusal(
        [
          { orderItemId: 1, quantity: 1 },
          { orderItemId: 1, quantity: 1 },
        ],
        lines,
      ),
    ).toBe('Each item may be listed once');
  });
});

describe('exchangeDifferenceMinor', () => {
  it('is negative when the replacement is cheaper, positive when dearer, and ignores refunded lines', () => {
    expect(
      exchangeDifferenceMinor([
        { quantity: 2, unitPriceMinor: 4000, exchangeUnitPriceMinor: 3500 },
        { quantity: 1, unitPriceMinor: 2500, exchangeUnitPriceMinor: null },
      ]),
    ).toBe(-1000);
    expect(
      exchangeDifferenceMinor([{ quantity: 1, unitPriceMinor: 3500, exchangeUnitPriceMinor: 4000 }]),
    ).toBe(500);
  });
});
