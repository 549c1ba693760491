// The store that travels with the shopper (ADR 0038): which screens carry it, the precedence
// explicit ?store= > remembered > default, links that carry it, and the browser's memory of it
// (localStorage mirrored in the sf_store cookie), which never throws.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  carriedStoreAt,
  carriesShopperStore,
  chooseShopperStore,
  forgetStore,
  isStoreSlug,
  readRememberedStore,
  rememberStore,
  SHOPPER_STORE_STORAGE_KEY,
  storeParamOf,
  withStore,
} from './shopper-store.ts';

describe('the rules', () => {
  it('carries the store on the unprefixed shopper screens only', () => {
    for (const path of [
      '/account',
      '/account/',
      '/orders',
      '/login',
      '/forgot-password',
      '/reset-password',
      '/set-password',
      '/account/set-password',
      '/checkout',
      '/order-confirmation',
    ])
      expect(carriesShopperStore(path), path).toBe(true);
    for (const path of [
      '/',
      '/terms-conditions',
      '/s/demo',
      '/s/demo/checkout',
      '/store/2/checkout',
      '/admin',
    ])
      expect(carriesShopperStore(path), path).toBe(false);
  });

  it('reads only well-formed slugs from ?store=', () => {
    expect(storeParamOf('?store=northwind')).toBe('northwind');
    expect(storeParamOf('store=north-wind&x=1')).toBe('north-wind');
    for (const bad of [
      '',
      '?store=',
      '?store=North',
      '?store=a_b',
      '?store=%3Cscript%3E',
      '?store=-x',
      `?store=${'a'.repeat(101)}`,
    ])
      expect(storeParamOf(bad), bad).toBeNull();
    expect(isStoreSlug(42)).toBe(false);
  });

  it('puts an explicit store before the remembered one, and either before the default', () => {
    expect(chooseShopperStore('northwind', 'demo')).toEqual({ slug: 'northwind', source: 'explicit' });
    expect(chooseShopperStore(null, 'demo')).toEqual({ slug: 'demo', source: 'remembered' });
    expect(chooseShopperStore('Bad!', 'demo')).toEqual({ slug: 'demo', source: 'remembered' });
    expect(chooseShopperStore(null, null)).toBeNull();
    expect(chooseShopperStore(null, 'not a slug')).toBeNull();
  });

  it('adds the store to links, keeping their query and hash', () => {
    expect(withStore('/account', 'northwind')).toBe('/account?store=northwind');
    expect(withStore('/orders?page=2', 'northwind')).toBe('/orders?page=2&store=northwind');
    expect(withStore('/account#orders', 'northwind')).toBe('/account?store=northwind#orders');
    expect(withStore('/login', null)).toBe('/login');
  });
});

/** A browser's localStorage and document.cookie, enough for the memory helpers. */
function fakeBrowser({ blockedStorage = false } = {}) {
  const items = new Map<string, string>();
  const cookies = new Map<string, string>();
  const storage = {
    getItem: (key: string) => {
      if (blockedStorage) throw new Error('SecurityError');
      return items.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (blockedStorage) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => {
      if (blockedStorage) throw new Error('SecurityError');
      items.delete(key);
    },
  };
  const document = {
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      const [pair = '', ...attributes] = text.split(';').map((part) => part.trim());
      const [name = '', value = ''] = pair.split('=');
      if (attributes.some((a) => a === 'Max-Age=0')) cookies.delete(name);
      else cookies.set(name, value);
    },
  };
  Object.assign(globalThis, { window: { localStorage: storage }, document });
  return { items, cookies };
}

describe("the browser's memory", () => {
  beforeEach(() => {
    delete (globalThis as { window?: unknown }).window;
    delete (globalThis as { document?: unknown }).document;
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
    delete (globalThis as { document?: unknown }).document;
  });

  it('remembers a store in localStorage and the cookie, and forgets it from both', () => {
    const browser = fakeBrowser();
    expect(readRememberedStore()).toBeNull();
    rememberStore('northwind');
    expect(browser.items.get(SHOPPER_STORE_STORAGE_KEY)).toBe('northwind');
    expect(browser.cookies.get('sf_store')).toBe('northwind');
    expect(readRememberedStore()).toBe('northwind');
    forgetStore();
    expect(browser.items.size).toBe(0);
    expect(browser.cookies.has('sf_store')).toBe(false);
    expect(readRememberedStore()).toBeNull();
  });

  it('reads the cookie when localStorage has nothing or is blocked, and never throws', () => {
    const browser = fakeBrowser({ blockedStorage: true });
    rememberStore('northwind');
    expect(browser.cookies.get('sf_store')).toBe('northwind');
    expect(readRememberedStore()).toBe('northwind');
    forgetStore();
    expect(readRememberedStore()).toBeNull();
  });

  it('ignores a tampered memory', () => {
    const browser = fakeBrowser();
    browser.items.set(SHOPPER_STORE_STORAGE_KEY, '<script>');
    browser.cookies.set('sf_store', 'ALSO_BAD');
    expect(readRememberedStore()).toBeNull();
    rememberStore('<script>');
    expect(browser.items.get(SHOPPER_STORE_STORAGE_KEY)).toBe('<script>');
  });

  it('gives a carried screen the explicit store, else the remembered one, else none', () => {
    fakeBrowser();
    expect(carriedStoreAt('/account', '')).toBeNull();
    rememberStore('northwind');
    expect(carriedStoreAt('/account', '')).toEqual({ slug: 'northwind', source: 'remembered' });
    expect(carriedStoreAt('/orders', '?store=demo')).toEqual({ slug: 'demo', source: 'explicit' });
    expect(carriedStoreAt('/', '?store=demo')).toBeNull();
    expect(carriedStoreAt('/s/demo/checkout', '')).toBeNull();
  });

  it('does nothing on the server', () => {
    expect(readRememberedStore()).toBeNull();
    expect(() => rememberStore('northwind')).not.toThrow();
    expect(() => forgetStore()).not.toThrow();
    expect(carriedStoreAt('/account', 'store=northwind')).toEqual({ slug: 'northwind', source: 'explicit' });
  });
});
