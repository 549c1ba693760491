// A product's own page (ADR 0037): /s/{slug}/products/{handle} and
// /store/{id}/products/{handle} carry the product for the browser and for search engines (title,
// meta description, Open Graph, schema.org Product JSON-LD with price, currency and availability);
// an old handle answers 301 to the new address; an unknown, hidden or other store's product is a 404.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPagesApp, createTenant, createTestApp, type TestApp } from '../../../test/app.ts';
import { cmsContent, products } from '../../db/schema/index.ts';

const SHELL =
  '<!doctype html><html><head><meta name="description" content="Storefleet online stores" />' +
  '<title>Storefleet</title></head><body><div id="root"></div></body></html>';

/** The JSON-LD blocks of a page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe('product pages', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let shopId: number;
  let teeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    shopId = (await createTenant(t.db, { slug: 'shop', name: 'Shop & Co' })).id;
    const other = await createTenant(t.db, { slug: 'other', name: 'Other' });
    const [tee] = await t.db
      .insert(products)
      .values({
        tenantId: shopId,
        name: 'Logo Tee',
        description: 'A soft <cotton> tee,\nmade to last.',
        priceMinor: 1999,
        inStock: 4,
        image: '/uploads/tee.webp',
        images: [{ url: '/uploads/tee.webp', alt: 'Logo Tee' }],
        sizes: ['Size:S', 'Size:M'],
      })
      .returning();
    teeId = tee!.id;
    await t.db.insert(products).values([
      { tenantId: shopId, name: 'Sold Out Mug', priceMinor: 800, inStock: 0 },
      { tenantId: shopId, name: 'Hidden Cap', priceMinor: 500, isDraft: true },
      { tenantId: other.id, name: 'Other Scarf', priceMinor: 900 },
    ]);
    // A store in English and German (ADR 0092), its product and content translated (ADR 0093).
    const laden = await createTenant(t.db, { slug: 'laden', name: 'Laden', languages: ['en', 'de'] });
    await t.db.insert(products).values({
      tenantId: laden.id,
      name: 'Mug',
      description: 'A large mug',
      priceMinor: 900,
      inStock: 2,
      translations: { de: { name: 'Becher', description: 'Ein großer Becher' } },
    });
    await t.db.insert(cmsContent).values([
      {
        tenantId: laden.id,
        key: 'site_title',
        value: 'The Shop',
        translations: { de: { value: 'Der Laden' } },
      },
      {
        tenantId: laden.id,
        key: 'hero_subtitle',
        value: 'Mugs and more',
        translations: { de: { value: 'Becher und mehr' } },
      },
    ]);
    app = await createPagesApp(t, SHELL);
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('carries the product, its title, description, Open Graph image and Product JSON-LD', async () => {
    const res = await get('/s/shop/products/logo-tee');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Logo Tee | Shop &#38; Co | Storefleet</title>');
    // The product's description replaces the app's generic one; markup in it is escaped.
    expect(html).not.toContain('Storefleet online stores');
    expect(html).toContain('<meta name="description" content="A soft &#60;cotton&#62; tee, made to last.">');
    // Canonical at the store's own address, its subdomain here (docs/deployment.md, "Store addresses").
    const home = t.config.PUBLIC_URL.replace('://', '://shop.');
    const url = `${home}/products/logo-tee`;
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain('<meta property="og:title" content="Logo Tee">');
    expect(html).toContain(`<meta property="og:image" content="${home}/uploads/tee.webp">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    const [ld] = jsonLdOf(html);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Logo Tee',
      description: 'A soft <cotton> tee, made to last.',
      image: [`${home}/uploads/tee.webp`],
      url,
      inLanguage: 'en',
      brand: { '@type': 'Brand', name: 'Shop & Co' },
      offers: {
        '@type': 'Offer',
        url,
        price: '19.99',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
    // Nothing in the JSON-LD can close its element.
    expect(html).not.toContain('<cotton>');
    // The page data carries the product for the browser's first render.
    const data = /<script type="application\/json" id="store-data">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(data![1]!).product).toMatchObject({ id: teeId, handle: 'logo-tee', price: '19.99' });
  });

  it('says a sold-out product is out of stock', async () => {
    const res = await get(`/store/${shopId}/products/sold-out-mug`);
    expect(res.statusCode).toBe(200);
    const [ld] = jsonLdOf(res.body);
    expect(ld!.offers).toMatchObject({ price: '8.00', availability: 'https://schema.org/OutOfStock' });
    // Asked by id, named at the store's address all the same.
    expect(ld!.url).toBe(`${t.config.PUBLIC_URL.replace('://', '://shop.')}/products/sold-out-mug`);
  });

  it('an old handle moves permanently to the product’s address now, keeping the store prefix and query', async () => {
    await t.db.update(products).set({ handle: 'classic-logo-tee' }).where(eq(products.id, teeId));
    const bySlug = await get('/s/shop/products/logo-tee?ref=mail');
    expect(bySlug.statusCode).toBe(301);
    expect(bySlug.headers.location).toBe('/s/shop/products/classic-logo-tee?ref=mail');
    const byId = await get(`/store/${shopId}/products/logo-tee`);
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe(`/store/${shopId}/products/classic-logo-tee`);
    expect((await get('/s/shop/products/classic-logo-tee')).statusCode).toBe(200);
  });

  it.each([
    '/s/shop/products/no-such-product',
    '/s/shop/products/hidden-cap',
    '/s/shop/products/other-scarf',
    '/s/shop/products/Not%20a%20handle',
    '/s/no-such-store/products/logo-tee',
  ])('%s is a 404 with no product in it', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toContain('application/ld+json');
    expect(res.body).not.toContain('"product"');
  });

  it('the product addresses are in the store’s sitemap; the hidden one is not', async () => {
    const sitemap = (await get('/s/shop/sitemap.xml')).body;
    const home = t.config.PUBLIC_URL.replace('://', '://shop.');
    expect(sitemap).toContain(`${home}/products/classic-logo-tee`);
    expect(sitemap).toContain(`${home}/products/sold-out-mug`);
    expect(sitemap).not.toContain('hidden-cap');
    expect(sitemap).not.toContain('other-scarf');
  });

  describe('in the page’s language (ADR 0096)', () => {
    const ladenHome = () => t.config.PUBLIC_URL.replace('://', '://laden.');

    it('/de/…/products/{handle}: the JSON-LD says German, with the German name, description and address', async () => {
      const res = await get('/de/s/laden/products/mug');
      expect(res.statusCode).toBe(200);
      const html = res.body;
      // (This shell's <html> has no lang for the server to set; the page data names the language.)
      expect(html).toContain('"language":"de"');
      expect(html).toContain('<title>Becher | Laden | Storefleet</title>');
      const url = `${ladenHome()}/de/products/mug`;
      expect(html).toContain(`<link rel="canonical" href="${url}">`);
      expect(html).toContain('<meta name="description" content="Ein großer Becher">');
      const [ld] = jsonLdOf(html);
      expect(ld).toMatchObject({
        '@type': 'Product',
        name: 'Becher',
        description: 'Ein großer Becher',
        url,
        inLanguage: 'de',
        offers: { url, price: '9.00' },
      });
      // The same product in the default language, at its unprefixed address.
      const [en] = jsonLdOf((await get('/s/laden/products/mug')).body);
      expect(en).toMatchObject({
        name: 'Mug',
        description: 'A large mug',
        url: `${ladenHome()}/products/mug`,
        inLanguage: 'en',
      });
    });

    it('/de/… home page: the store’s WebSite JSON-LD in German; no other store’s', async () => {
      const sites = (html: string) => jsonLdOf(html).filter((ld) => ld['@type'] === 'WebSite');
      const [de] = sites((await get('/de/s/laden')).body);
      expect(de).toEqual({
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: 'Der Laden',
        description: 'Becher und mehr',
        url: `${ladenHome()}/de`,
        inLanguage: 'de',
        publisher: { '@type': 'Organization', name: 'Laden' },
      });
      const [en] = sites((await get('/s/laden')).body);
      expect(en).toMatchObject({ name: 'The Shop', url: ladenHome(), inLanguage: 'en' });
      const [shop] = sites((await get('/s/shop')).body);
      expect(shop).toMatchObject({ name: 'Shop & Co', url: t.config.PUBLIC_URL.replace('://', '://shop.') });
      expect(shop).not.toHaveProperty('description');
    });
  });
});
