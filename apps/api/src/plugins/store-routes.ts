// Which paths are store pages (docs/architecture.md, "Store pages"): a store's prefixed pages
// (`/store/{id}`, `/s/{slug}`, their sub-pages and product pages) and the unprefixed shopper screens,
// whose store is the request's. Path rules only: the store-front cache keys on them and the store
// page module (modules/storefront) loads the data for them.
import {
  acceptedLanguages,
  isStoreLanguage,
  languageFromPath,
  type StoreLanguage,
} from '@storefleet/contracts';
import type { FastifyRequest } from 'fastify';

export type StorePageKind = 'home' | 'checkout' | 'product' | 'other';
export type StoreRoute = {
  store: { tenantId: number } | { slug: string } | { fromRequest: true };
  page: StorePageKind;
  /** A product page's handle, as in the address (ADR 0037). */
  handle?: string;
  /** The address's /{lang} prefix (docs/decisions/0092); absent: the store's default language. */
  language?: StoreLanguage;
};

const subPages: Record<string, StorePageKind> = {
  '': 'home',
  '/checkout': 'checkout',
  '/terms-conditions': 'other',
  '/returns-refunds': 'other',
};
/** Shopper screens without a store prefix; their store is the request's (spec storefront §2). */
const unprefixedShopperPages: Record<string, StorePageKind> = {
  '/account': 'other',
  '/orders': 'other',
  '/order-confirmation': 'other',
  '/account/set-password': 'other',
  '/set-password': 'other',
};

/**
 * The unprefixed shopper screens that show the store the shopper came from (ADR 0038):
 * `?store=<slug>`, else the `sf_store` cookie the web app sets (apps/web/src/features/tenants/
 * shopper-store.ts), else the request's store. /login is the sign-in area's and resolves in the
 * browser. A carried store that is unknown or closed falls back to the request's store quietly.
 */
export const SHOPPER_STORE_COOKIE = 'sf_store';

/** The cookie the web app writes when a shopper picks or visits a language (docs/decisions/0092). */
export const LANGUAGE_COOKIE = 'sf_lang';

/**
 * What an unprefixed store page's answer depends on besides its URL (the store-front cache's key):
 * the remembered language and the store languages the browser asks for, in order. The answer
 * (modules/storefront/store-languages.ts) is a redirect or the default language's page.
 */
export function languageHints(cookieHeader: string | undefined, acceptLanguage: string | undefined): string {
  let remembered = '';
  for (const pair of cookieHeader?.split(';') ?? []) {
    const trimmed = pair.trim();
    if (trimmed.startsWith(`${LANGUAGE_COOKIE}=`)) remembered = trimmed.slice(LANGUAGE_COOKIE.length + 1);
  }
  return `${isStoreLanguage(remembered) ? remembered : ''}|${acceptedLanguages(acceptLanguage).join(',')}`;
}
const carriedStorePaths = new Set(['/checkout', ...Object.keys(unprefixedShopperPages)]);
const storeSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function carriesShopperStore(pathname: string): boolean {
  const { rest } = languageFromPath(pathname);
  const path = rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
  return carriedStorePaths.has(path);
}

/** The carried store's slug for a request to a carried screen, or undefined. */
export function carriedStoreSlug(request: FastifyRequest): string | undefined {
  const [pathname = '/', query = ''] = request.url.split('?');
  if (!carriesShopperStore(pathname)) return undefined;
  const explicit = new URLSearchParams(query).get('store');
  const slug = explicit ?? request.cookies?.[SHOPPER_STORE_COOKIE];
  return slug && slug.length <= 100 && storeSlugPattern.test(slug) ? slug : undefined;
}

/** Which store page a path is, or null for any other path (admin, login, unknown). */
export function matchStoreRoute(pathname: string): StoreRoute | null {
  const { language, rest } = languageFromPath(pathname);
  const route = matchUnprefixedStoreRoute(rest);
  return route && language ? { ...route, language } : route;
}

function matchUnprefixedStoreRoute(pathname: string): StoreRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const prefixed = /^\/(store|s)\/([^/]+)(\/[^/]+)?(?:\/([^/]+))?$/.exec(path);
  if (prefixed) {
    const [, kind, key = '', rest = '', handleText] = prefixed;
    let handle: string | undefined;
    if (handleText !== undefined) {
      if (rest.toLowerCase() !== '/products') return null;
      try {
        handle = decodeURIComponent(handleText);
      } catch {
        return null;
      }
    }
    const page = handle === undefined ? subPages[rest] : 'product';
    if (!page) return null;
    const route = (store: StoreRoute['store']): StoreRoute =>
      handle === undefined ? { store, page } : { store, page, handle };
    if (kind === 'store') {
      if (!/^\d{1,9}$/.test(key)) return null;
      return route({ tenantId: Number(key) });
    }
    let slug: string;
    try {
      slug = decodeURIComponent(key);
    } catch {
      return null;
    }
    return route({ slug });
  }
  const product = /^\/products\/([^/]+)$/.exec(path);
  if (product) {
    try {
      return { store: { fromRequest: true }, page: 'product', handle: decodeURIComponent(product[1]!) };
    } catch {
      return null;
    }
  }
  const page = path === '/' ? 'home' : (subPages[path] ?? unprefixedShopperPages[path]);
  return page ? { store: { fromRequest: true }, page } : null;
}

/**
 * Whether a store path shows nothing without an open store (home, checkout, policy pages), so that
 * no open store makes it a 404. The unprefixed shopper screens (account, orders, set-password,
 * order confirmation) are the signed-in shopper's own and answer 200 whatever the store.
 */
export function needsOpenStore(pathname: string): boolean {
  const { rest } = languageFromPath(pathname);
  const path = rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
  return !Object.hasOwn(unprefixedShopperPages, path);
}
