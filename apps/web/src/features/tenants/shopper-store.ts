// The store a shopper came from, carried onto the screens without a store prefix
// (ADR 0038): /account, /orders, /login, /forgot-password, /reset-password, /set-password, /account/set-password, /checkout and
// /order-confirmation show that store's name, footer, theme and links home rather than the default
// store. Which store: an explicit `?store=<slug>` in the link, else the store remembered in this
// browser (localStorage, mirrored in the `sf_store` cookie so the server can write the right store
// into the first HTML, apps/api/src/modules/storefront/storefront-page.ts), else the default store.
// Pure rules first; the storage helpers never throw (private windows, blocked storage).

export const SHOPPER_STORE_PARAM = 'store';
/** Same name as apps/api/src/modules/storefront/storefront-page.ts reads. No secret: a store's public slug. */
export const SHOPPER_STORE_COOKIE = 'sf_store';
export const SHOPPER_STORE_STORAGE_KEY = 'storefleet.shopperStore';
/** How long the cookie keeps the store (localStorage keeps it until it is replaced or forgotten). */
const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 180;

/** The unprefixed screens that show the carried store (the rest of the store front is per URL). */
const CARRIED_PATHS = new Set([
  '/account',
  '/account/set-password',
  '/set-password',
  '/orders',
  '/order-confirmation',
  '/checkout',
  '/login',
  // A password reset keeps the store it was started from, and returns to its sign-in (ADR 0080).
  '/forgot-password',
  '/reset-password',
]);

const trimSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export function carriesShopperStore(pathname: string): boolean {
  return CARRIED_PATHS.has(trimSlash(pathname));
}

/** A store slug as stores are created (contracts: lowercase letters, digits, single hyphens). */
export function isStoreSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 100 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

/** The `?store=` of a query string (with or without its '?'), or null when absent or malformed. */
export function storeParamOf(search: string): string | null {
  const value = new URLSearchParams(search).get(SHOPPER_STORE_PARAM);
  return isStoreSlug(value) ? value : null;
}

export type CarriedStore = { slug: string; source: 'explicit' | 'remembered' };

/** Precedence (ADR 0038): explicit ?store= > remembered > none (the default store). */
export function chooseShopperStore(explicit: string | null, remembered: string | null): CarriedStore | null {
  if (isStoreSlug(explicit)) return { slug: explicit, source: 'explicit' };
  if (isStoreSlug(remembered)) return { slug: remembered, source: 'remembered' };
  return null;
}

/** `href` with the carried store: withStore('/account', 'northwind') → '/account?store=northwind'. */
export function withStore(href: string, slug: string | null | undefined): string {
  if (!slug) return href;
  const [path = '', hash] = href.split('#');
  const joined = `${path}${path.includes('?') ? '&' : '?'}${SHOPPER_STORE_PARAM}=${encodeURIComponent(slug)}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

/** The store's home address for a slug (the store front's own /s/{slug}). */
export const storeHomeOf = (slug: string) => `/s/${encodeURIComponent(slug)}`;

/** The store a screen at `pathname` + `search` shows, before any lookup; null for the default. */
export function carriedStoreAt(pathname: string, search: string): CarriedStore | null {
  if (!carriesShopperStore(pathname)) return null;
  return chooseShopperStore(storeParamOf(search), readRememberedStore());
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function writeCookie(value: string, maxAge: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
  document.cookie = `${SHOPPER_STORE_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** The remembered store's slug (localStorage, else the cookie), or null. Never throws. */
export function readRememberedStore(): string | null {
  if (typeof window === 'undefined') return null;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(SHOPPER_STORE_STORAGE_KEY);
  } catch {
    // storage blocked: the cookie may still have it
  }
  if (isStoreSlug(stored)) return stored;
  const cookie = readCookie(SHOPPER_STORE_COOKIE);
  return isStoreSlug(cookie) ? cookie : null;
}

/** Remembers the store the shopper is in (both places, so the server's first paint agrees). */
export function rememberStore(slug: string): void {
  if (typeof window === 'undefined' || !isStoreSlug(slug)) return;
  try {
    window.localStorage.setItem(SHOPPER_STORE_STORAGE_KEY, slug);
  } catch {
    // the cookie alone then
  }
  if (readCookie(SHOPPER_STORE_COOKIE) !== slug) writeCookie(slug, COOKIE_MAX_AGE_SECONDS);
}

/** Forgets the remembered store: the default store's pages, or a store that is gone or closed. */
export function forgetStore(): void {
  if (typeof window === 'undefined') return;
  try {
    window.localStorage.removeItem(SHOPPER_STORE_STORAGE_KEY);
  } catch {
    // nothing to remove
  }
  if (readCookie(SHOPPER_STORE_COOKIE) !== null) writeCookie('', 0);
}
