// What search engines read: each open store's sitemap (its home page, its policy
// pages and the page of each live product, ADR 0037) and the platform's robots.txt, which names
// every open store's sitemap.
import { adminRoutes, authRoutes, platformRoutes } from '@storefleet/contracts/app-routes';
import type { Ctx } from '../../context.ts';
import { openStoreSlugs, resolveStorefrontTenant } from '../tenants/tenants.service.ts';
import { contentChanges, listLiveProductPages } from './seo.queries.ts';

/** A store as its sitemap is asked for: `/s/{slug}/sitemap.xml` or `/store/{id}/sitemap.xml`. */
export type SitemapStore = { slug: string } | { tenantId: number };

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

/** The sitemap of one open store (404 when it does not exist or is not open, as its pages). */
export async function storeSitemap(ctx: Ctx, store: SitemapStore): Promise<string> {
  const tenant = await resolveStorefrontTenant(ctx, store);
  const [content, productPages] = await Promise.all([
    contentChanges(ctx.db, tenant.id),
    listLiveProductPages(ctx.db, tenant.id),
  ]);
  // The home page lists every live product: its last change is theirs, read from the same rows.
  const productsChanged = productPages.reduce<Date | null>(
    (at, page) => (at && at >= page.updatedAt ? at : page.updatedAt),
    null,
  );
  const base =
    'slug' in store
      ? `${ctx.config.PUBLIC_URL}/s/${encodeURIComponent(tenant.slug)}`
      : `${ctx.config.PUBLIC_URL}/store/${tenant.id}`;
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

/** robots.txt: the store pages allowed, the API and the admin not, and every open store's sitemap. */
export async function robotsTxt(ctx: Ctx): Promise<string> {
  const slugs = await openStoreSlugs(ctx);
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    ...slugs.map((slug) => `Sitemap: ${ctx.config.PUBLIC_URL}/s/${encodeURIComponent(slug)}/sitemap.xml`),
    '',
  ].join('\n');
}
