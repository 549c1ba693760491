// The demo store's catalogue, shipping and content as seeded: every case the store front must show.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database, Db } from '../db/database.ts';
import * as s from '../db/schema/index.ts';
import { seedDemoData } from './seed.ts';

const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public');
const contentKeys = [
  'site_title',
  'store_logo',
  'hero_title',
  'hero_subtitle',
  'hero_button_text',
  'hero_image',
  'footer_company_name',
  'footer_address',
  'footer_phone',
  'footer_email',
  'terms_conditions',
  'returns_refunds',
];

describe('the seeded demo store', () => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.scopes.platform;
    await seedDemoData(db);
  });
  afterAll(() => database.close());
  it('speaks English and German: products, options, categories, hero, footer and shipping translated', async () => {
    const [tenant] = await db.select().from(s.tenants).where(eq(s.tenants.id, 1));
    expect(tenant).toMatchObject({ defaultLanguage: 'en', languages: ['en', 'de'] });
    const products = await db.select().from(s.products).where(eq(s.products.tenantId, 1));
    for (const product of products) expect(product.translations.de?.name, product.name).toBeTruthy();
    const tee = products.find((p) => p.name === 'Classic Logo Tee');
    expect(tee?.translations.de).toMatchObject({
      name: 'Klassisches Logo-T-Shirt',
      options: { Small: 'Klein' },
    });
    const categories = await db.select().from(s.categories).where(eq(s.categories.tenantId, 1));
    for (const category of categories) expect(category.translations.de?.description).toBeTruthy();
    const content = await db.select().from(s.cmsContent).where(eq(s.cmsContent.tenantId, 1));
    const german = Object.fromEntries(content.map((c) => [c.key, c.translations.de?.value]));
    expect(german).toMatchObject({
      hero_title: 'Hochwertige Merchandise-Kollektion',
      footer_company_name: 'Demo Merch Store',
    });
    const shipping = await db.select().from(s.shippingOptions).where(eq(s.shippingOptions.tenantId, 1));
    expect(shipping.map((o) => o.translations.de?.name)).toContain('Standardversand');
  });

  it("gives the demo store a catalogue that exercises the store front's cases", async () => {
    const products = await db
      .select()
      .from(s.products)
      .where(eq(s.products.tenantId, 1))
      .orderBy(s.products.sortOrder);
    const live = products.filter((p) => !p.isDraft);
    expect(live.length).toBeGreaterThanOrEqual(12);
    expect(products.length - live.length).toBe(1);
    expect(products.map((p) => p.sortOrder)).toEqual(products.map((_, i) => i));
    const categories = await db.select().from(s.categories).where(eq(s.categories.tenantId, 1));
    expect(categories).toHaveLength(4);
    expect(categories.some((c) => c.name.includes('Kids'))).toBe(true);
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(categories.map((c) => c.name)));
    expect(products.some((p) => p.inStock === 0)).toBe(true);
    expect(products.every((p) => p.inStock >= 0 && p.inStock <= 100)).toBe(true);
    expect(products.some((p) => p.description === null)).toBe(true);
    expect(products.some((p) => (p.description ?? '').split(/\s+/).length > 15)).toBe(true);
    expect(products.some((p) => p.sizes.length === 0)).toBe(true);
    expect(products.some((p) => p.sizes.length > 0 && p.sizes.every((v) => !v.includes(':')))).toBe(true);
    expect(products.some((p) => p.sizes.some((v) => v.startsWith('Colour:')))).toBe(true);
    expect(products.some((p) => p.sizes.filter((v) => !v.includes(':')).length > 4)).toBe(true);
    for (const p of products) expect(existsSync(path.join(webPublic, p.image!)), p.image!).toBe(true);
  });

  it('keys variant price rows by the store’s own attribute ids', async () => {
    const attributes = await db
      .select()
      .from(s.variantAttributes)
      .where(eq(s.variantAttributes.tenantId, 1))
      .orderBy(s.variantAttributes.id);
    expect(attributes.map((a) => [a.name, a.type])).toEqual([
      ['Size', 'size'],
      ['Colour', 'color'],
    ]);
    const valuesById = new Map(attributes.map((a) => [String(a.id), a.values]));
    const variants = await db.select().from(s.productVariants).where(eq(s.productVariants.tenantId, 1));
    expect(variants.length).toBeGreaterThanOrEqual(3);
    const [hoodie] = await db.select().from(s.products).where(eq(s.products.id, variants[0]!.productId));
    expect(hoodie).toMatchObject({ tenantId: 1, name: 'Essential Pullover Hoodie' });
    expect(variants.map((v) => v.sku)).toContain('HOO-L-BL');
    for (const variant of variants) {
      expect(variant.productId).toBe(hoodie!.id);
      for (const [id, value] of Object.entries(variant.variantCombination)) {
        expect(valuesById.get(id)).toContain(value);
        expect(hoodie!.sizes.some((option) => option.endsWith(`:${value}`))).toBe(true);
      }
    }
  });

  it('seeds shipping options in order with one free option', async () => {
    const options = await db
      .select()
      .from(s.shippingOptions)
      .where(eq(s.shippingOptions.tenantId, 1))
      .orderBy(s.shippingOptions.sortOrder);
    expect(options.map((o) => [o.name, o.costMinor, o.sortOrder])).toEqual([
      ['Standard Delivery', 399, 0],
      ['Express Delivery', 799, 1],
      ['Free Collection', 0, 2],
    ]);
    expect(options.every((o) => o.isActive && o.description)).toBe(true);
  });

  it('seeds every content key the store front reads, legal pages in safe HTML', async () => {
    const entries = await db.select().from(s.cmsContent).where(eq(s.cmsContent.tenantId, 1));
    expect(entries.map((e) => e.key).sort()).toEqual([...contentKeys].sort());
    const byKey = new Map(entries.map((e) => [e.key, e]));
    expect(byKey.get('site_title')?.value).toBe('Demo Merch Store');
    expect(byKey.get('hero_title')?.value).toBe('Premium Merchandise Collection');
    expect(byKey.get('hero_button_text')?.value).toBe('Explore Collection');
    expect(byKey.get('store_logo')).toMatchObject({
      value: '',
      description: 'Store logo displayed in header',
    });
    const heroImage = byKey.get('hero_image')!;
    expect(heroImage.description).toBe('Store header background image');
    expect(existsSync(path.join(webPublic, heroImage.value))).toBe(true);
    for (const key of ['terms_conditions', 'returns_refunds']) {
      const html = byKey.get(key)!;
      expect(html.type).toBe('html');
      expect(html.value.replace(/<[^>]+>/g, ' ').split(/\s+/).length).toBeGreaterThan(300);
      const tags = new Set([...html.value.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]));
      expect([...tags].every((tag) => ['h2', 'p', 'ul', 'li', 'strong'].includes(tag!))).toBe(true);
    }
  });
});
