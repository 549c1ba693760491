// Each store's sitemap.xml and the platform's robots.txt: only open stores, only
// their own pages, valid sitemaps.org XML with <lastmod>; drafts and other stores never show.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, type TestApp } from '../../../test/app.ts';
import { cmsContent, products, storeDomains, tenants } from '../../db/schema/index.ts';

/** The <url> entries of a sitemap, checked against the sitemaps.org shape on the way. */
function readSitemap(xml: string): { loc: string; lastmod: string }[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body =
    /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n([\s\S]*)<\/urlset>\n$/.exec(xml);
  expect(body, 'one <urlset> in the sitemaps.org namespace').not.toBeNull();
  const lines = body![1]!.replace(/\n$/, '').split('\n');
  return lines.map((line) => {
    const match = /^ {2}<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>$/.exec(line);
    expect(match, line).not.toBeNull();
    const lastmod = match![2]!;
    // W3C Datetime, as the protocol asks.
    expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    return { loc: match![1]!, lastmod };
  });
}

/** A store's subdomain address under the tests' STORE_DOMAIN (localhost), as PUBLIC_URL's scheme and port. */
const subdomainHome = (t: TestApp, slug: string) => t.config.PUBLIC_URL.replace('://', `://${slug}.`);

describe('sitemap.xml and robots.txt', () => {
  let t: TestApp;
  let shopId: number;
  const liveChangedAt = new Date('2026-03-01T10:00:00.000Z');
  const draftChangedAt = new Date('2026-09-01T10:00:00.000Z');
  const termsChangedAt = new Date('2026-02-01T09:00:00.000Z');
  const storeChangedAt = new Date('2026-01-01T00:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp();
    const shop = await createTenant(t.db, { slug: 'shop', name: 'Shop', updatedAt: storeChangedAt });
    const other = await createTenant(t.db, { slug: 'other', name: 'Other' });
    await createTenant(t.db, { slug: 'closed', name: 'Closed', status: 'suspended' });
    shopId = shop.id;
    await t.db.insert(products).values([
      { tenantId: shop.id, name: 'Live Tee', priceMinor: 2500, updatedAt: liveChangedAt },
      { tenantId: shop.id, name: 'Draft Hoodie', priceMinor: 3500, isDraft: true, updatedAt: draftChangedAt },
      { tenantId: other.id, name: 'Other Mug', priceMinor: 900, updatedAt: draftChangedAt },
    ]);
    await t.db.insert(cmsContent).values([
      { tenantId: shop.id, key: 'terms_conditions', value: '<p>Terms</p>', updatedAt: termsChangedAt },
      { tenantId: other.id, key: 'returns_refunds', value: '<p>Other</p>', updatedAt: draftChangedAt },
    ]);
  });
  afterAll(() => t.close());

  it('lists the store’s home, terms and returns pages with <lastmod>, by slug and by id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/s/shop/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    // Every page at the store's own address, its subdomain (docs/deployment.md, "Store addresses").
    const base = subdomainHome(t, 'shop');
    expect(readSitemap(res.body)).toEqual([
      // The home page changed with its last live product: the draft's later change does not count.
      { loc: base, lastmod: liveChangedAt.toISOString() },
      { loc: `${base}/terms-conditions`, lastmod: termsChangedAt.toISOString() },
      // Nothing of the other store's content: the store's own last change.
      { loc: `${base}/returns-refunds`, lastmod: storeChangedAt.toISOString() },
      // Each live product's own page (ADR 0037), by the handle its name gave; no draft's.
      { loc: `${base}/products/live-tee`, lastmod: liveChangedAt.toISOString() },
    ]);
    for (const text of ['Draft', 'Hoodie', 'Other', 'Mug', '/s/other', draftChangedAt.toISOString()]) {
      expect(res.body).not.toContain(text);
    }

    const byId = await t.app.inject({ method: 'GET', url: `/store/${shopId}/sitemap.xml` });
    expect(byId.statusCode).toBe(200);
    expect(byId.body).toBe(res.body);
  });

  it('lists a product that goes live, and drops it again when hidden or deleted', async () => {
    const locs = async () =>
      readSitemap((await t.app.inject({ method: 'GET', url: '/s/shop/sitemap.xml' })).body).map((u) => u.loc);
    const page = `${subdomainHome(t, 'shop')}/products/draft-hoodie`;
    expect(await locs()).not.toContain(page);
    await t.db.update(products).set({ isDraft: false }).where(eq(products.name, 'Draft Hoodie'));
    expect(await locs()).toContain(page);
    await t.db.update(products).set({ isDraft: true }).where(eq(products.name, 'Draft Hoodie'));
    expect(await locs()).not.toContain(page);
    const [gone] = await t.db
      .insert(products)
      .values({ tenantId: shopId, name: 'Gone Cap', priceMinor: 500 })
      .returning();
    expect(await locs()).toContain(`${subdomainHome(t, 'shop')}/products/gone-cap`);
    await t.db.delete(products).where(eq(products.id, gone!.id));
    expect((await locs()).join('\n')).not.toContain('gone-cap');
  });

  it('a draft that goes live moves the home page’s <lastmod>', async () => {
    await t.db.update(products).set({ isDraft: false }).where(eq(products.name, 'Draft Hoodie'));
    const res = await t.app.inject({ method: 'GET', url: '/s/shop/sitemap.xml' });
    const [home] = readSitemap(res.body);
    expect(readSitemap(res.body).map((url) => url.loc)).toContain(
      `${subdomainHome(t, 'shop')}/products/draft-hoodie`,
    );
    expect(new Date(home!.lastmod).getTime()).toBeGreaterThan(liveChangedAt.getTime());
    await t.db.update(products).set({ isDraft: true }).where(eq(products.name, 'Draft Hoodie'));
  });

  it('answers 404 for a store that does not exist or is not open, and 400 for a bad id', async () => {
    for (const url of ['/s/nope/sitemap.xml', '/s/closed/sitemap.xml', '/store/999999/sitemap.xml']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    const bad = await t.app.inject({ method: 'GET', url: '/store/abc/sitemap.xml' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Tenant id must be a number');
  });

  it('robots.txt allows the store pages, keeps crawlers out of the API and the admin, and names each open store’s sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of [
      '/api/',
      '/admin',
      '/tenant',
      '/super-admin',
      '/settings',
      '/store-orders',
      '/login',
      '/account',
      '/checkout',
      '/s/*/checkout',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    // No rule keeps a crawler from a store's pages.
    for (const line of lines.filter((l) => l.startsWith('Disallow: '))) {
      const rule = line.slice('Disallow: '.length);
      for (const page of ['/', '/s/shop', '/store/1', '/s/shop/terms-conditions', '/returns-refunds']) {
        expect(page === rule || (page.startsWith(rule) && rule !== ''), `${rule} blocks ${page}`).toBe(false);
      }
    }
    expect(lines.filter((l) => l.startsWith('Sitemap: '))).toEqual([
      `Sitemap: ${subdomainHome(t, 'shop')}/sitemap.xml`,
      `Sitemap: ${subdomainHome(t, 'other')}/sitemap.xml`,
    ]);
  });
});

/**
 * A store in several languages' sitemap, read as the sitemaps protocol and its hreflang extension ask:
 * both namespaces on <urlset>, and each <url> with its <loc>, its <lastmod> and one
 * <xhtml:link rel="alternate"> per language and x-default.
 */
function readLanguageSitemap(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body =
    /^<\?xml[^>]*>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">\n([\s\S]*)<\/urlset>\n$/.exec(
      xml,
    );
  expect(body, 'one <urlset> with the sitemaps.org and XHTML namespaces').not.toBeNull();
  const entries = body![1]!.split('</url>\n').filter((entry) => entry.trim() !== '');
  return entries.map((entry) => {
    const lines = entry.split('\n').filter(Boolean);
    expect(lines[0]).toBe('  <url>');
    const loc = /^ {4}<loc>([^<]+)<\/loc>$/.exec(lines[1] ?? '')?.[1];
    const lastmod = /^ {4}<lastmod>([^<]+)<\/lastmod>$/.exec(lines[2] ?? '')?.[1];
    expect(loc, entry).toBeDefined();
    expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const alternates: Record<string, string> = {};
    for (const line of lines.slice(3, -1)) {
      const link = /^ {4}<xhtml:link rel="alternate" hreflang="([a-z-]+)" href="([^"]+)"\/>$/.exec(line);
      expect(link, line).not.toBeNull();
      alternates[link![1]!] = link![2]!;
    }
    expect(lines.at(-1)).toBe('  ');
    return { loc: loc!, lastmod: lastmod!, alternates };
  });
}

describe('sitemap.xml of a store in several languages (hreflang)', () => {
  let t: TestApp;
  const changed = new Date('2026-04-01T08:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp();
    // A slug that cannot be a host name's label: the store answers at PUBLIC_URL/s/{slug}.
    const onPath = await createTenant(t.db, {
      slug: 'path_shop',
      languages: ['en', 'de', 'fr'],
      updatedAt: changed,
    });
    const onDomain = await createTenant(t.db, {
      slug: 'intl',
      defaultLanguage: 'de',
      languages: ['de', 'en'],
      updatedAt: changed,
    });
    await t.db.insert(storeDomains).values({
      tenantId: onDomain.id,
      host: 'intl.test',
      verificationToken: 'intl',
      state: 'active',
      isPrimary: true,
    });
    await t.db.insert(products).values([
      { tenantId: onPath.id, name: 'Tee', priceMinor: 2500, updatedAt: changed },
      { tenantId: onDomain.id, name: 'Becher', priceMinor: 900, updatedAt: changed },
    ]);
  });
  afterAll(() => t.close());

  const sitemapOf = async (url: string, host?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: host ? { host } : {} });
    expect(res.statusCode).toBe(200);
    return readLanguageSitemap(res.body);
  };

  it('lists each page in each language on the store’s path, each naming every language and x-default', async () => {
    const home = `${t.config.PUBLIC_URL}/s/path_shop`;
    const de = `${t.config.PUBLIC_URL}/de/s/path_shop`;
    const fr = `${t.config.PUBLIC_URL}/fr/s/path_shop`;
    const urls = await sitemapOf('/s/path_shop/sitemap.xml');
    const pages = ['', '/terms-conditions', '/returns-refunds', '/products/tee'];
    expect(urls.map((url) => url.loc)).toEqual(
      pages.flatMap((page) => [`${home}${page}`, `${de}${page}`, `${fr}${page}`]),
    );
    for (const [index, url] of urls.entries()) {
      const page = pages[Math.floor(index / 3)];
      // Every version lists all of them, itself included, and x-default: the unprefixed address.
      expect(url.alternates).toEqual({
        en: `${home}${page}`,
        de: `${de}${page}`,
        fr: `${fr}${page}`,
        'x-default': `${home}${page}`,
      });
      expect(Object.values(url.alternates)).toContain(url.loc);
      expect(url.lastmod).toBe(changed.toISOString());
    }
  });

  it('on the store’s own domain: the default language unprefixed, the others under /{lang}', async () => {
    const urls = await sitemapOf('/sitemap.xml', 'intl.test');
    expect(urls.slice(0, 2)).toEqual([
      {
        loc: 'https://intl.test',
        lastmod: changed.toISOString(),
        alternates: { de: 'https://intl.test', en: 'https://intl.test/en', 'x-default': 'https://intl.test' },
      },
      {
        loc: 'https://intl.test/en',
        lastmod: changed.toISOString(),
        alternates: { de: 'https://intl.test', en: 'https://intl.test/en', 'x-default': 'https://intl.test' },
      },
    ]);
    expect(urls.at(-1)).toMatchObject({
      loc: 'https://intl.test/en/products/becher',
      alternates: {
        de: 'https://intl.test/products/becher',
        en: 'https://intl.test/en/products/becher',
        'x-default': 'https://intl.test/products/becher',
      },
    });
    // Asked at /s/{slug}, the same sitemap at the store's own address; no other store's page in it.
    const bySlug = await t.app.inject({ method: 'GET', url: '/s/intl/sitemap.xml' });
    expect(readLanguageSitemap(bySlug.body)).toEqual(urls);
    expect(bySlug.body).not.toContain('path_shop');
    expect(bySlug.body).not.toContain('/products/tee');
  });

  it('a store in one language keeps its plain sitemap, with no hreflang', async () => {
    await t.db
      .update(tenants)
      .set({ languages: ['de'] })
      .where(eq(tenants.slug, 'intl'));
    const res = await t.app.inject({ method: 'GET', url: '/s/intl/sitemap.xml' });
    expect(res.body).not.toContain('xhtml');
    expect(readSitemap(res.body).map((url) => url.loc)).toEqual([
      'https://intl.test',
      'https://intl.test/terms-conditions',
      'https://intl.test/returns-refunds',
      'https://intl.test/products/becher',
    ]);
  });
});
