import { afterEach, describe, expect, it } from 'vitest';
import {
  type CurrencyState,
  currencyForShipping,
  currencyInEffect,
  currencyName,
  currencyParam,
  currencyStorageKey,
  loadChosenCurrency,
  saveChosenCurrency,
} from './shopper-currency.ts';

const state = (over: Partial<CurrencyState> = {}): CurrencyState => ({
  base: 'GBP',
  sold: ['GBP', 'EUR', 'USD'],
  chosen: null,
  fromCountry: null,
  ...over,
});

describe('the currency a page is in', () => {
  it('is the base currency until anything says otherwise', () =>
    expect(currencyInEffect(state())).toBe('GBP'));

  it("is the shopper's choice while the store sells it", () => {
    expect(currencyInEffect(state({ chosen: 'EUR' }))).toBe('EUR');
    expect(currencyInEffect(state({ chosen: 'JPY' }))).toBe('GBP');
    // Not known yet whether the store sells it: the base currency, until the list arrives.
    expect(currencyInEffect(state({ sold: ['GBP'], chosen: 'EUR' }))).toBe('GBP');
  });

  it('is the shipping country’s currency when nothing was chosen, never over a choice', () => {
    expect(currencyInEffect(state({ fromCountry: 'EUR' }))).toBe('EUR');
    expect(currencyInEffect(state({ chosen: 'USD', fromCountry: 'EUR' }))).toBe('USD');
  });
});

describe('the shipping country as the default', () => {
  it('switches to the currency of a country the store sells in', () => {
    expect(currencyForShipping(state(), 'DE')).toBe('EUR');
    expect(currencyForShipping(state(), 'US')).toBe('USD');
    expect(currencyForShipping(state({ fromCountry: 'EUR' }), 'GB')).toBe('GBP');
  });

  it('does nothing when the currency is already in effect or not sold', () => {
    expect(currencyForShipping(state(), 'GB')).toBeNull();
    expect(currencyForShipping(state({ fromCountry: 'EUR' }), 'FR')).toBeNull();
    expect(currencyForShipping(state({ sold: ['GBP', 'EUR'] }), 'US')).toBeNull();
    expect(currencyForShipping(state(), 'PL')).toBeNull();
  });

  it('never overrides what the shopper chose', () => {
    expect(currencyForShipping(state({ chosen: 'GBP' }), 'DE')).toBeNull();
    expect(currencyForShipping(state({ chosen: 'USD' }), 'FR')).toBeNull();
  });
});

describe('the remembered choice', () => {
  const items = new Map<string, string>();
  const fakeStorage = (blocked = false) => {
    items.clear();
    const fail = () => {
      if (blocked) throw new Error('SecurityError');
    };
    const localStorage = {
      getItem: (key: string) => {
        fail();
        return items.get(key) ?? null;
      },
      setItem: (key: string, value: string) => {
        fail();
        items.set(key, value);
      },
      removeItem: (key: string) => {
        fail();
        items.delete(key);
      },
    };
    Object.assign(globalThis, { window: { localStorage } });
  };
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('is kept per store', () => {
    fakeStorage();
    saveChosenCurrency(1, 'EUR');
    saveChosenCurrency(2, 'USD');
    expect(loadChosenCurrency(1)).toBe('EUR');
    expect(loadChosenCurrency(2)).toBe('USD');
    expect(loadChosenCurrency(3)).toBeNull();
    expect(items.get(currencyStorageKey(1))).toBe('EUR');
  });

  it('is forgotten, and reads nothing that is not a currency code', () => {
    fakeStorage();
    saveChosenCurrency(1, 'EUR');
    saveChosenCurrency(1, null);
    expect(loadChosenCurrency(1)).toBeNull();
    items.set(currencyStorageKey(1), '<script>');
    expect(loadChosenCurrency(1)).toBeNull();
  });

  it('never throws when storage is blocked', () => {
    fakeStorage(true);
    expect(() => saveChosenCurrency(1, 'EUR')).not.toThrow();
    expect(loadChosenCurrency(1)).toBeNull();
  });
});

describe('reads and words', () => {
  it('asks for a currency other than the base only', () => {
    expect(currencyParam('GBP', 'GBP')).toBe('');
    expect(currencyParam('EUR', 'GBP')).toBe('&currency=EUR');
  });

  it('names a currency inside a sentence', () => {
    expect(currencyName('en-GB', 'EUR')).toBe('euros');
    expect(currencyName('de-DE', 'EUR')).toBe('Euro');
    expect(currencyName('en-GB', 'CHF')).toBe('Swiss Franc');
  });
});
