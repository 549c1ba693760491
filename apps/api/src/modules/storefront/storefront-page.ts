// Fast first paint for store routes: the index.html the server sends already carries the store's
// public config, content, products (home) or shipping options (checkout) as JSON, and its colour
// template as CSS variables, so the store front's first render needs no API round trip.
import {
  type ContentEntry,
  isProductHandle,
  languageHref,
  type PublicShippingOption,
  type PublicStoreCurrencies,
  type PublicTenant,
  type StorefrontProduct,
  type StoreLanguage,
  themeCss,
} from '@storefleet/contracts';
import type { FastifyRequest } from 'fastify';
import { NotFoundError } from '../../lib/errors.ts';
import { readSessionToken } from '../../plugins/request-context.ts';
import { carriedStoreSlug, type StoreRoute } from '../../plugins/store-routes.ts';
import { loadActor } from '../auth/session.service.ts';
import {
  getStorefrontProductOfTenant,
  listStorefrontProductsOfTenant,
} from '../catalogue/storefront-products.service.ts';
import { listPublicContentOfTenant } from '../content/content.public.service.ts';
import { listPublicCurrenciesOfTenant } from '../currencies/currencies.service.ts';
import { listPublicShippingOptionsOfTenant } from '../shipping/shipping-options.public.service.ts';
import { shopperTenant } from '../tenants/storefront-pass.service.ts';
import { resolveStorefrontTenant } from '../tenants/tenants.service.ts';
import { resolveStoreLanguage } from './store-languages.ts';
import type { StoreMarkup } from './storefront-ssr.ts';

/** The element id the web app reads (apps/web/src/features/storefront/page-data.ts). */
export const STORE_DATA_ELEMENT_ID = 'store-data';
export const STORE_THEME_ELEMENT_ID = 'store-theme';

export type StorePageData = {
  tenant: PublicTenant;
  content: ContentEntry[];
  products?: StorefrontProduct[];
  shippingOptions?: PublicShippingOption[];
  /** What the store sells in, its base currency first (docs/decisions/0105): the picker's list. */
  currencies?: PublicStoreCurrencies;
  /** A product page's product (ADR 0037). */
  product?: StorefrontProduct;
  /** Whether the store is launched: only then is its page the same for everyone, and cached (ADR 0081). */
  launched?: boolean;
  /** The year now, for the footer's copyright line: the server's, so the markup and the hydrated page agree (ADR 0089). */
  year: number;
  /** The page's language, the store's languages and its default (docs/decisions/0092, store-languages.ts). */
  language?: StoreLanguage;
  languages?: StoreLanguage[];
  defaultLanguage?: StoreLanguage;
};

/** The data for one store page; null when the URL names no open store (the app shows its 404). */
export async function loadStorePageData(
  request: FastifyRequest,
  route: StoreRoute,
): Promise<StorePageData | null> {
  const { ctx } = request;
  const carried = 'fromRequest' in route.store ? carriedStoreSlug(request) : undefined;
  if (carried) {
    try {
      return await loadStoreData(request, route, await resolveStorefrontTenant(ctx, { slug: carried }));
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      // gone or closed: the request's own store, as without it (the browser forgets it)
    }
  }
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
  return loadStoreData(request, route, tenantRow);
}

async function loadStoreData(
  request: FastifyRequest,
  route: StoreRoute,
  tenantRow: Awaited<ReturnType<typeof resolveStorefrontTenant>>,
): Promise<StorePageData> {
  const { ctx } = request;
  // A store not launched yet shows its password page, and no goods, to a request without its pass.
  const tenant = shopperTenant(ctx, { tenant: tenantRow, cookies: request.cookies });
  const open = !tenant.passwordRequired;
  const { language, languages, defaultLanguage } = resolveStoreLanguage(request, tenantRow);
  // The store's content in the page's language, each field falling back to the default's (ADR 0093).
  const lang = language === defaultLanguage ? undefined : language;
  const [content, products, shippingOptions, currencies] = await Promise.all([
    listPublicContentOfTenant(ctx, lang),
    open && route.page === 'home' ? listStorefrontProductsOfTenant(ctx, lang) : undefined,
    open && route.page === 'checkout'
      ? listPublicShippingOptionsOfTenant(ctx, { lang, currency: tenantRow.currency })
      : undefined,
    open ? listPublicCurrenciesOfTenant(ctx, tenantRow.currency) : undefined,
  ]);
  return {
    tenant,
    content,
    products,
    shippingOptions,
    currencies,
    launched: tenantRow.launchedAt !== null,
    year: new Date().getUTCFullYear(),
    language,
    languages,
    defaultLanguage,
  };
}

/** A product page's answer (ADR 0037): the page, a 301 to the product's handle now, or a 404. */
export type ProductPageAnswer =
  | { status: 200; data: StorePageData }
  | { status: 301; location: string }
  | { status: 404 };

/** Looks up the product of a product page whose store `data` names (open, resolved). */
export async function loadProductPage(
  request: FastifyRequest,
  route: StoreRoute,
  data: StorePageData,
): Promise<ProductPageAnswer> {
  const handle = (route.handle ?? '').toLowerCase();
  if (!isProductHandle(handle)) return { status: 404 };
  // The password page, not the product, while the store is shut to this request (ADR 0081).
  if (data.tenant.passwordRequired) return { status: 200, data };
  try {
    const lang = data.language === data.defaultLanguage ? undefined : data.language;
    const found = await getStorefrontProductOfTenant(request.ctx, { handle, lang });
    if (found.redirectTo) {
      const [pathname = '', query] = request.url.split('?');
      const base = pathname.replace(/\/+$/, '').replace(/\/[^/]+$/, '');
      const location = `${base}/${encodeURIComponent(found.redirectTo)}${query === undefined ? '' : `?${query}`}`;
      return { status: 301, location };
    }
    return { status: 200, data: { ...data, product: found.product } };
  } catch (error) {
    if (error instanceof NotFoundError) return { status: 404 };
    throw error;
  }
}

/** A store's public address (domains' storeAddress): its origin, and its home page there. */
type StoreAddressOf = { origin: string; home: string };

/**
 * A page of the store (`''` its home, `/products/mug`) at its own address in the page's language:
 * the default language's as it always was, another's with its /{lang} prefix before the store's
 * path (`/de/s/demo/products/mug`, `/de/products/mug` on its own host), as the sitemap lists it.
 */
export function pageAddressIn(data: StorePageData, address: StoreAddressOf, page: string): string {
  const language = data.language ?? 'en';
  const defaultLanguage = data.defaultLanguage ?? language;
  if (language === defaultLanguage) return `${address.home}${page}`;
  const path = `${address.home.slice(address.origin.length)}${page}` || '/';
  return `${address.origin}${languageHref(path, language, defaultLanguage)}`;
}

/**
 * The store's home page for search engines (ADR 0096): a schema.org WebSite in the page's language
 * (`inLanguage`), named and described by the store's content in that language.
 */
export function storeJsonLd(data: StorePageData, address: StoreAddressOf): string {
  const contentValue = (key: string) => data.content.find((entry) => entry.key === key)?.value.trim() ?? '';
  const description = contentValue('hero_subtitle').replace(/\s+/g, ' ').slice(0, 300);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: contentValue('site_title') || data.tenant.name,
    ...(description ? { description } : {}),
    url: pageAddressIn(data, address, ''),
    inLanguage: data.language ?? 'en',
    publisher: { '@type': 'Organization', name: data.tenant.name },
  };
  return `<script type="application/ld+json">${scriptSafeJson(jsonLd)}</script>`;
}

/**
 * Search engines and link previews read what a product page is about (ADR 0037). Its canonical,
 * Open Graph and JSON-LD URLs are at the store's own address (`address`, domains' storeAddress:
 * its primary domain, else its subdomain, else `/s/{slug}`), whichever address was asked, in the
 * page's language; the JSON-LD says that language (`inLanguage`, ADR 0096) and the product's
 * name and description are in it (loadProductPage reads them so).
 */
export function productPageHead(data: StorePageData, address: StoreAddressOf) {
  const { product, tenant } = data;
  if (!product) return null;
  const absolute = (url: string) => (url.startsWith('/') ? `${address.origin}${url}` : url);
  const pageUrl = pageAddressIn(data, address, `/products/${encodeURIComponent(product.handle)}`);
  const description = (product.description ?? '').replace(/\s+/g, ' ').trim().slice(0, 300) || product.name;
  const images = product.images
    .map((image) => image.url)
    .filter(isPageSafeUrl)
    .map(absolute);
  const available =
    product.variants.length > 0 ? product.variants.some((v) => v.stock > 0) : product.inStock > 0;
  const price = lowestPrice(product);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    ...(images.length > 0 ? { image: images } : {}),
    url: pageUrl,
    inLanguage: data.language ?? 'en',
    ...(product.category ? { category: product.category } : {}),
    brand: { '@type': 'Brand', name: tenant.name },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price,
      priceCurrency: tenant.currency || 'GBP',
      availability: available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  const head = [
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    meta('property', 'og:type', 'product'),
    meta('property', 'og:title', product.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:site_name', tenant.name),
    ...(images[0] ? [meta('property', 'og:image', images[0])] : []),
    meta('property', 'product:price:amount', price),
    meta('property', 'product:price:currency', tenant.currency || 'GBP'),
    `<script type="application/ld+json">${scriptSafeJson(jsonLd)}</script>`,
  ].join('\n    ');
  return { title: `${product.name} | ${tenant.name}`, head };
}

/** The price a shopper pays at the least: the product's, or its cheapest active variant row's. */
function lowestPrice(product: StorefrontProduct): string {
  const prices = [product.price, ...product.variants.map((variant) => variant.price)].map(Number);
  return (product.variants.length > 0 ? Math.min(...prices.slice(1)) : prices[0]!).toFixed(2);
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
  /** A page's own title and head tags (a product page's, productPageHead). */
  page: { title: string; head: string } | null = null,
  /** Head tags of the page's own: its hreflang alternates (store-languages.ts hreflangLinks), the home page's storeJsonLd. */
  alternates = '',
): string {
  const contentValue = (key: string) => data.content.find((entry) => entry.key === key)?.value.trim() ?? '';
  const title = page?.title ?? (contentValue('site_title') || data.tenant.name);
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
    ...(page ? [page.head] : []),
    ...(alternates ? [alternates] : []),
    `<script type="application/json" id="${STORE_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`,
  ].join('\n    ');
  const language = data.language ?? 'en';
  const languages = (data.languages ?? [language]).join(' ');
  let document = html
    .replace(
      /<html lang="[^"]*">/,
      () =>
        `<html lang="${language}" data-store-languages="${languages}" data-default-language="${data.defaultLanguage ?? language}">`,
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)} | Storefleet</title>`)
    .replace('</head>', () => `  ${head}\n  </head>`);
  // The product's own description replaces the app's generic one.
  if (page) document = document.replace(/<meta name="description" content="[^"]*"\s*\/?>\s*/, '');
  return markup
    ? document.replace('<div id="root"></div>', () => `<div id="root">${markup.body}</div>`)
    : document;
}
