import { describe, expect, it } from 'vitest';
import {
  addItem,
  type CartItem,
  cartCurrency,
  itemCount,
  parseStoredCart,
  removeItem,
  repriceItems,
  setQuantity,
  subtotalMinor,
} from './cart-lines.ts';

const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 1,
  name: 'Tee',
  price: 19.99,
  image: '/tee.svg',
  quantity: 1,
  selectedVariants: { Size: 'M' },
  variantString: 'Size: M',
  cartKey: '1-{"Size":"M"}',
  tenantId: 1,
  purchaseType: 'one-off',
  ...overrides,
});

describe('cart lines', () => {
  it('merges a line with the same cartKey by adding quantities, else appends', () => {
    let items = addItem([], line({ quantity: 2 }));
    items = addItem(items, line({ quantity: 3 }));
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(5);
    items = addItem(items, line({ cartKey: '1-{"Size":"L"}', selectedVariants: { Size: 'L' } }));
    expect(items.map((i) => i.cartKey)).toEqual(['1-{"Size":"M"}', '1-{"Size":"L"}']);
  });

  it('removes a line set to 0 or below, and on remove', () => {
    const items = [line(), line({ cartKey: 'b' })];
    expect(setQuantity(items, 'b', 4).map((i) => i.quantity)).toEqual([1, 4]);
    expect(setQuantity(items, 'b', 0)).toHaveLength(1);
    expect(setQuantity(items, 'b', -2)).toHaveLength(1);
    expect(removeItem(items, '1-{"Size":"M"}').map((i) => i.cartKey)).toEqual(['b']);
  });

  it('counts items and totals in whole pence', () => {
    const items = [line({ price: 0.1, quantity: 3 }), line({ cartKey: 'b', price: 0.2, quantity: 1 })];
    expect(itemCount(items)).toBe(4);
    expect(subtotalMinor(items)).toBe(50);
    expect(subtotalMinor([line({ price: 19.99, quantity: 3 })])).toBe(5997);
  });

  it('takes new prices by cartKey', () => {
    const items = repriceItems([line(), line({ cartKey: 'b' })], new Map([['b', 21.5]]));
    expect(items.map((i) => i.price)).toEqual([19.99, 21.5]);
  });

  it('takes the prices of another currency, and knows which currency the cart is in', () => {
    const start = [line({ cartKey: 'a' }), line({ cartKey: 'b' })];
    expect(cartCurrency(start)).toBeUndefined();
    const items = repriceItems(
      start,
      new Map([
        ['a', 23.99],
        ['b', 19.99],
      ]),
      'EUR',
    );
    expect(items.map((i) => [i.price, i.currency])).toEqual([
      [23.99, 'EUR'],
      [19.99, 'EUR'],
    ]);
    expect(cartCurrency(items)).toBe('EUR');
    // The same prices in the same currency: nothing changes.
    expect(repriceItems(items, new Map([['a', 23.99]]), 'EUR')).toBe(items);
  });
});

describe('parseStoredCart', () => {
  it("keeps this store's well-formed lines only", () => {
    const stored = JSON.stringify([
      line(),
      line({ cartKey: 'other-store', tenantId: 2 }),
      { ...line({ cartKey: 'bad-qty' }), quantity: 0 },
      { ...line({ cartKey: 'bad-price' }), price: '19.99' },
      line({ cartKey: 'in-euros', currency: 'EUR' }),
      { ...line({ cartKey: 'bad-currency' }), currency: 'euro' },
      'junk',
    ]);
    expect(parseStoredCart(stored, 1).map((i) => i.cartKey)).toEqual(['1-{"Size":"M"}', 'in-euros']);
  });

  it('treats missing or damaged storage as an empty cart', () => {
    expect(parseStoredCart(null, 1)).toEqual([]);
    expect(parseStoredCart('{not json', 1)).toEqual([]);
    expect(parseStoredCart('{"a":1}', 1)).toEqual([]);
  });
});
