// Fast first paint for store routes: the index.html the server sends already carries the store's
// public config, content, products (home) or shipping options (checkout) as JSON, and its colour
// template as CSS variables, so the store front's first render needs no API round trip.
import {
  type ContentEntry,
  type PublicShippingOption,
  type PublicTenant,
  type StorefrontProduct,
  themeCss,
} from '@storefleet/contracts';
import type { FastifyRequest } from 'fastify';
import { NotFoundError } from '../lib/errors.ts';
import { loadActor } from '../modules/auth/session.service.ts';
import { listStorefrontProductsOfTenant } from '../modules/catalogue/storefront-products.service.ts';
import { listPublicContentOfTenant } from '../modules/content/content.public.service.ts';
import { listPublicShippingOptionsOfTenant } from '../modules/shipping/shipping-options.public.service.ts';
import { resolveStorefrontTenant, toPublicTenant } from '../modules/tenants/tenants.service.ts';
import { readSessionToken } from './request-context.ts';
import type { StoreMarkup } from './storefront-ssr.ts';

/** The element id the web app reads (apps/web/src/features/storefront/page-data.ts). */
export const STORE_DATA_ELEMENT_ID = 'store-data';
export const STORE_THEME_ELEMENT_ID = 'store-theme';

export type StorePageKind = 'home' | 'checkout' | 'other';
export type StoreRoute = {
  store: { tenantId: number } | { slug: string } | { fromRequest: true };
  page: StorePageKind;
};

export type StorePageData = {
  tenant: PublicTenant;
  content: ContentEntry[];
  products?: StorefrontProduct[];
  shippingOptions?: PublicShippingOption[];
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

/** Which store page a path is, or null for any other path (admin, login, unknown). */
export function matchStoreRoute(pathname: string): StoreRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const prefixed = /^\/(store|s)\/([^/]+)(\/[^/]+)?$/.exec(path);
  if (prefixed) {
    const [, kind, key = '', rest = ''] = prefixed;
    const page = subPages[rest];
    if (!page) return null;
    if (kind === 'store') {
      if (!/^\d{1,9}$/.test(key)) return null;
      return { store: { tenantId: Number(key) }, page };
    }
    let slug: string;
    try {
      slug = decodeURIComponent(key);
    } catch {
      return null;
    }
    return { store: { slug }, page };
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
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !Object.hasOwn(unprefixedShopperPages, path);
}

/** The data for one store page; null when the URL names no open store (the app shows its 404). */
export async function loadStorePageData(
  request: FastifyRequest,
  route: StoreRoute,
): Promise<StorePageData | null> {
  const { ctx } = request;
  if ('fromRequest' in route.store) {
    // Same resolution as GET /api/tenant/current, which reads the signed-in member's store.
    const token = readSessionToken(request);
    if (token) ctx.actor = await loadActor(ctx, token);
  }
  const hints =
    'tenantId' in route.store
      ? { tenantId: route.store.tenantId }
      : 'slug' in route.store
        ? { slug: route.store.slug }
        : { host: request.headers.host };
  let tenantRow: Awaited<ReturnType<typeof resolveStorefrontTenant>>;
  try {
    tenantRow = await resolveStorefrontTenant(ctx, hints);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
  const tenantId = tenantRow.id;
  const [content, products, shippingOptions] = await Promise.all([
    listPublicContentOfTenant(ctx, tenantId),
    route.page === 'home' ? listStorefrontProductsOfTenant(ctx, tenantId) : undefined,
    route.page === 'checkout' ? listPublicShippingOptionsOfTenant(ctx, tenantId) : undefined,
  ]);
  return { tenant: toPublicTenant(tenantRow), content, products, shippingOptions };
}

/** JSON that is safe inside a <script> element: nothing in it can close the element or start a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A same-site path or an https address: never a javascript: or data: URL from content. */
const isPageSafeUrl = (url: string) => /^\/(?!\/)/.test(url) || /^https:\/\//i.test(url);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * index.html with the store's title, theme, data and the store front's code preloaded, and the
 * server-rendered screen inside <div id="root"> when there is one (storefront-ssr.ts).
 */
export function injectStorePage(
  html: string,
  data: StorePageData,
  preloadFiles: readonly string[],
  markup: StoreMarkup | null = null,
): string {
  const contentValue = (key: string) => data.content.find((entry) => entry.key === key)?.value.trim() ?? '';
  const title = contentValue('site_title') || data.tenant.name;
  // The home page's largest picture starts loading with the page, not after the app has rendered.
  // Rendered markup brings React's own image preloads, the hero's first.
  const heroImage = data.products && !markup ? contentValue('hero_image') : '';
  const head = [
    `<style id="${STORE_THEME_ELEMENT_ID}" data-template="${escapeHtml(data.tenant.colorTemplate)}">${themeCss(data.tenant.colorTemplate)}</style>`,
    ...preloadFiles.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`),
    ...(isPageSafeUrl(heroImage)
      ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(heroImage)}">`]
      : []),
    ...(markup?.head ? [markup.head] : []),
    `<script type="application/json" id="${STORE_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`,
  ].join('\n    ');
  const page = html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)} | Storefleet</title>`)
    .replace('</head>', () => `  ${head}\n  </head>`);
  return markup ? page.replace('<div id="root"></div>', () => `<div id="root">${markup.body}</div>`) : page;
}
