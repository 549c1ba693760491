// The server renderer draws the store's home from the page data alone: title, category filters and
// product cards with prices, the markup the browser then hydrates (ADR 0014).
import type { StorefrontProduct } from '@storefleet/contracts';
import { describe, expect, it } from 'vitest';
import { renderStorePage, type StorePageData } from './entry-server.tsx';

const product = (id: number, name: string, price: string, category: string): StorefrontProduct => ({
  id,
  tenantId: 1,
  name,
  handle: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  description: `${name} description`,
  price,
  compareAtPrice: null,
  image: `/demo/${id}.svg`,
  images: [{ url: `/demo/${id}.svg`, alt: name }],
  category,
  sizes: ['Small', 'Large'],
  inStock: 5,
  sortOrder: id,
  isSubscription: false,
  hasSubscription: false,
  subscriptionPrice: null,
  subscriptionInterval: null,
  subscriptionTrialDays: 0,
  variants: [],
  variantAttributeNames: {},
});

const data: StorePageData = {
  tenant: {
    id: 1,
    name: 'Demo Merch Store',
    slug: 'demo',
    colorTemplate: 'default',
    primaryPaymentGateway: 'stripe',
    stripePublicKey: null,
    currency: 'GBP',
  },
  content: [
    { key: 'site_title', value: 'Tea & Tees' },
    { key: 'hero_title', value: 'Fresh <prints>' },
    { key: 'hero_image', value: '/demo/hero.svg' },
  ],
  products: [
    product(1, 'Classic Logo Tee', '19.99', 'T-Shirts'),
    product(2, 'Zip Hoodie', '42.5', 'Hoodies'),
  ],
};

describe('renderStorePage', () => {
  it('renders the store title, category filters and priced product cards', async () => {
    const html = await renderStorePage('/s/demo', data);
    expect(html).toContain('Tea &amp; Tees');
    // Escaped: `<` always (a `>` in text is harmless, Preact leaves it).
    expect(html).toMatch(/Fresh &lt;prints(&gt;|>)/);
    expect(html).not.toContain('<prints>');
    for (const filter of ['All', 'T-Shirts', 'Hoodies'])
      expect(html).toMatch(new RegExp(`<button[^>]*>${filter}</button>`));
    expect(html).toContain('aria-label="Products"');
    expect(html).toContain('Classic Logo Tee');
    expect(html).toContain('£19.99');
    expect(html).toContain('Zip Hoodie');
    expect(html).toContain('£42.50');
    // Nothing the page's Content Security Policy would block, no boundary left for the browser.
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toContain('<!--$!-->');
  });

  it("writes the server's year in the footer's copyright line, and no version number (ADR 0089)", async () => {
    const html = await renderStorePage('/s/demo', { ...data, year: 2031 });
    expect(html).toMatch(
      /© (<!-- -->)?2031(<!-- -->)? (<!-- -->)?Tea &amp; Tees(<!-- -->)?\. All rights reserved\./,
    );
    expect(html).not.toContain('v1.0.0');
  });

  it('starts with a preload hint for each image loaded at once, hero first', async () => {
    const html = await renderStorePage('/s/demo', data);
    const hints = html.slice(0, html.indexOf('<div'));
    expect(hints).toBe(
      '<link rel="preload" as="image" href="/demo/hero.svg" fetchpriority="high"/>' +
        '<link rel="preload" as="image" href="/demo/1.svg"/>' +
        '<link rel="preload" as="image" href="/demo/2.svg"/>',
    );
  });

  it('gives no hint for an image loaded lazily (below the first row)', async () => {
    const many = Array.from({ length: 8 }, (_, i) => product(i + 1, `Tee ${i + 1}`, '10', 'T-Shirts'));
    const html = await renderStorePage('/s/demo', { ...data, products: many });
    const hinted = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
    const lazy = [...html.matchAll(/<img [^>]*src="([^"]+)"[^>]*loading="lazy"/g)].map((m) => m[1]);
    expect(lazy.length).toBeGreaterThan(0);
    for (const src of lazy) expect(hinted).not.toContain(src);
    expect(hinted).toContain('/demo/1.svg');
  });

  it('draws the same markup for the same data (no clock, randomness or storage in it)', async () => {
    expect(await renderStorePage('/s/demo', data)).toBe(await renderStorePage('/s/demo', data));
  });

  it('uses the URL it is given for store links', async () => {
    const html = await renderStorePage('/store/1?ref=mail', data);
    expect(html).toContain('href="/store/1/terms-conditions"');
  });
});

describe('renderStorePage for a product page (ADR 0037)', () => {
  it('renders the product, its options and Add to Cart from the page data alone', async () => {
    const tee = { ...product(1, 'Classic Logo Tee', '19.99', 'T-Shirts'), sizes: ['Size:S', 'Size:M'] };
    const html = await renderStorePage('/s/demo/products/classic-logo-tee', {
      tenant: data.tenant,
      content: data.content,
      product: tee,
    });
    expect(html).toMatch(/<h1[^>]*>Classic Logo Tee<\/h1>/);
    expect(html).toContain('£19.99');
    expect(html).toContain('Classic Logo Tee description');
    expect(html).toContain('Size');
    for (const size of ['S', 'M']) expect(html).toMatch(new RegExp(`<button[^>]*>${size}</button>`));
    expect(html).toContain('Add to Cart - £19.99');
    expect(html).toContain('All products');
    expect(html).not.toContain('Loading the product');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<!--$?-->');
  });
});
