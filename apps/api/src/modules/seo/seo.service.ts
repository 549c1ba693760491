// What search engines read: each open store's sitemap (its home page, its policy
// pages and the page of each live product, ADR 0037) and the platform's robots.txt, which names
// every open store's sitemap. A store in several languages lists each page once per language, each
// entry naming every language's address and `x-default` (ADR 0096, as the page head does, ADR 0092).
import { isStoreLanguage, languageHref, type StoreLanguage } from '@storefleet/contracts';
import { adminRoutes, authRoutes, platformRoutes } from '@storefleet/contracts/app-routes';
import { actAsTenant, type Ctx } from '../../context.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { storeAddress, storeAddresses } from '../domains/store-address.service.ts';
import { openStoreForHost, openStores, resolveStorefrontTenant } from '../tenants/tenants.service.ts';
import { contentChanges, listLiveProductPages } from './seo.queries.ts';

/**
 * A store as its sitemap is asked for: `/s/{slug}/sitemap.xml`, `/store/{id}/sitemap.xml`, or
 * `/sitemap.xml` on the store's own host.
 */
export type SitemapStore = { slug: string } | { tenantId: number } | { host: string | undefined };

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const latest = (...dates: (Date | null | undefined)[]): Date =>
  new Date(Math.max(...dates.map((date) => date?.getTime() ?? 0)));

/** Content keys shown on each page: the home page's latest change counts products and these. */
const homeKeys = [
  'site_title',
  'hero_title',
  'hero_subtitle',
  'hero_button_text',
  'hero_image',
  'store_logo',
];

async function requireStoreHost(ctx: Ctx, host: string | undefined) {
  const tenant = await openStoreForHost(ctx, host);
  if (!tenant)
    throw new NotFoundError('No store answers at this address: a sitemap is at /s/{slug}/sitemap.xml');
  actAsTenant(ctx, tenant.id);
  return tenant;
}

/** The sitemap of one open store (404 when it does not exist or is not open, as its pages). */
export async function storeSitemap(ctx: Ctx, store: SitemapStore): Promise<string> {
  const tenant =
    'host' in store ? await requireStoreHost(ctx, store.host) : await resolveStorefrontTenant(ctx, store);
  if (!tenant.launchedAt) throw new NotFoundError('This store is not launched yet: it has no sitemap');
  const [content, productPages] = await Promise.all([
    contentChanges(ctx.db, tenant.id),
    listLiveProductPages(ctx.db, tenant.id),
  ]);
  // The home page lists every live product: its last change is theirs, read from the same rows.
  const productsChanged = productPages.reduce<Date | null>(
    (at, page) => (at && at >= page.updatedAt ? at : page.updatedAt),
    null,
  );
  // Every page at the store's own address (docs/deployment.md, "Store addresses"), whichever asked.
  const address = await storeAddress(ctx, tenant);
  const base = address.home;
  const pages = [
    {
      loc: base,
      lastmod: latest(tenant.updatedAt, productsChanged, ...homeKeys.map((key) => content.get(key))),
    },
    { loc: `${base}/terms-conditions`, lastmod: latest(tenant.updatedAt, content.get('terms_conditions')) },
    { loc: `${base}/returns-refunds`, lastmod: latest(tenant.updatedAt, content.get('returns_refunds')) },
    // A product's page shows the store's name and theme too.
    ...productPages.map((page) => ({
      loc: `${base}/products/${encodeURIComponent(page.handle)}`,
      lastmod: latest(tenant.updatedAt, page.updatedAt),
    })),
  ];
  const { defaultLanguage, languages } = sitemapLanguages(tenant);
  if (languages.length < 2) {
    const urls = pages.map(
      (page) =>
        `  <url><loc>${escapeXml(page.loc)}</loc><lastmod>${page.lastmod.toISOString()}</lastmod></url>`,
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  }
  // Each page in each language: the default's address as it always was, the others with their
  // /{lang} prefix before the store's path (`/de/s/demo/…` on the platform, `/de/…` on its own host).
  const storePath = base.slice(address.origin.length);
  const inLanguage = (loc: string, language: StoreLanguage) => {
    if (language === defaultLanguage) return loc;
    const path = `${storePath}${loc.slice(base.length)}` || '/';
    return `${address.origin}${languageHref(path, language, defaultLanguage)}`;
  };
  const urls = pages.flatMap((page) => {
    const links = [
      ...languages.map((language) => [language, inLanguage(page.loc, language)] as const),
      ['x-default', page.loc] as const,
    ].map(
      ([hreflang, href]) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    );
    return languages.map((language) =>
      [
        '  <url>',
        `    <loc>${escapeXml(inLanguage(page.loc, language))}</loc>`,
        `    <lastmod>${page.lastmod.toISOString()}</lastmod>`,
        ...links,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The store's default language and its enabled ones, the default first (migration 0050). */
function sitemapLanguages(tenant: { defaultLanguage: string; languages: readonly string[] }) {
  const defaultLanguage: StoreLanguage = isStoreLanguage(tenant.defaultLanguage)
    ? tenant.defaultLanguage
    : 'en';
  const languages = [...new Set([defaultLanguage, ...tenant.languages.filter(isStoreLanguage)])];
  return { defaultLanguage, languages };
}

/**
 * Paths no crawler needs: the API, every admin, operator and sign-in screen (the first segment of
 * each route of the web app's route table, so a new screen is covered), and the shopper's own
 * screens and checkout.
 */
export const ROBOTS_DISALLOWED: readonly string[] = [
  '/api/',
  ...new Set(
    [...adminRoutes, ...platformRoutes, ...authRoutes].map((route) => `/${route.path.split('/')[1]}`),
  ),
  '/account',
  '/orders',
  '/order-confirmation',
  '/set-password',
  '/checkout',
  '/s/*/checkout',
  '/store/*/checkout',
];

/**
 * robots.txt: the store pages allowed, the API and the admin not, and the sitemaps at the stores'
 * own addresses: on a store's host its own, on the platform's host every open store's.
 */
export async function robotsTxt(ctx: Ctx, { host }: { host: string | undefined }): Promise<string> {
  const store = await openStoreForHost(ctx, host);
  // A store not launched yet is not for search engines (ADR 0081).
  if (store && !store.launchedAt) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  const homes = store
    ? [(await storeAddress(ctx, store)).home]
    : (await storeAddresses(ctx, await openStores(ctx))).map((address) => address.home);
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    ...homes.map((home) => `Sitemap: ${home}/sitemap.xml`),
    '',
  ].join('\n');
}
