// The seed on a fresh database: what it creates, that it runs once, and that plans seed on their own.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { verify } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database, Db } from '../database.ts';
import * as s from '../schema/index.ts';
import { type SeedDemoDataResult, seedDemoData, seedPlans } from './seed.ts';

const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');
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

async function countAll(db: Db) {
  const tables = [s.tenants, s.subscriptionPlans, s.users, s.userTenants, s.products, s.categories];
  const more = [s.variantAttributes, s.productVariants, s.shippingOptions, s.cmsContent];
  return Promise.all([...tables, ...more].map((table) => db.$count(table)));
}

describe('seedDemoData on an empty database', () => {
  let database: Database;
  let db: Db;
  let result: SeedDemoDataResult;
  const logLines: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    result = await seedDemoData(db, { log: (line) => logLines.push(line) });
  });
  afterAll(() => database.close());

  it('seeds the demo store as tenant 1 and the second store after it', async () => {
    expect(result).toEqual({
      seeded: true,
      owner: { username: 'demo-owner', password: 'demo-owner-123' },
      secondOwner: { username: 'northwind-owner', password: 'northwind-owner-123' },
    });
    const rows = await db.select().from(s.tenants).orderBy(s.tenants.id);
    expect(rows.map((t) => [t.id, t.slug, t.name, t.subscriptionPlan])).toEqual([
      [1, 'demo', 'Demo Merch Store', 'basic'],
      [2, 'northwind', 'Northwind Outfitters', 'pro'],
    ]);
    const demo = rows[0]!;
    expect(demo).toMatchObject({
      status: 'active',
      subscriptionStatus: 'trial',
      emailFromAddress: 'orders@demo.storefleet.test',
      emailSupportAddress: 'support@demo.storefleet.test',
      primaryPaymentGateway: 'stripe',
      stripeSecretKey: null,
    });
    const trialDays = (demo.trialEndsAt!.getTime() - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);
    const [next] = await db.insert(s.tenants).values({ name: 'Next', slug: 'next' }).returning();
    expect(next!.id).toBe(3);
    await db.delete(s.tenants).where(eq(s.tenants.id, 3));
  });

  it('seeds the three plans in pence with their limits', async () => {
    const plans = await db.select().from(s.subscriptionPlans).orderBy(s.subscriptionPlans.priceMinor);
    expect(plans.map((p) => [p.slug, p.name, p.priceMinor, p.currency, p.limits])).toEqual([
      ['basic', 'Basic', 2999, 'GBP', { maxProducts: 50, maxOrders: 500, maxStorage: 1024 }],
      ['pro', 'Pro', 7999, 'GBP', { maxProducts: 500, maxOrders: 5000, maxStorage: 10240 }],
      ['enterprise', 'Enterprise', 19999, 'GBP', {}],
    ]);
    for (const plan of plans) expect(plan.features.length).toBeGreaterThanOrEqual(3);
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
    const attributes = await db.select().from(s.variantAttributes).where(eq(s.variantAttributes.tenantId, 1));
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

  it('creates the owner with an argon2id password and an owner membership', async () => {
    const [owner] = await db.select().from(s.users).where(sql`lower(${s.users.username}) = 'demo-owner'`);
    expect(owner).toMatchObject({ email: 'owner@demo.storefleet.test', isAdmin: 'false' });
    expect(owner!.password).toMatch(/^\$argon2id\$/);
    expect(await verify(owner!.password!, 'demo-owner-123')).toBe(true);
    expect(await verify(owner!.password!, 'wrong-password')).toBe(false);
    const memberships = await db.select().from(s.userTenants).where(eq(s.userTenants.userId, owner!.id));
    expect(memberships).toHaveLength(1);
    expect(memberships[0]).toMatchObject({ tenantId: 1, role: 'owner' });
    expect(memberships[0]!.joinedAt).toBeInstanceOf(Date);
  });

  it('gives the second store its own owner, products, shipping and content', async () => {
    const [owner] = await db.select().from(s.users).where(eq(s.users.username, 'northwind-owner'));
    expect(await verify(owner!.password!, 'northwind-owner-123')).toBe(true);
    const memberships = await db.select().from(s.userTenants).where(eq(s.userTenants.userId, owner!.id));
    expect(memberships.map((m) => [m.tenantId, m.role])).toEqual([[2, 'owner']]);
    const products = await db.select().from(s.products).where(eq(s.products.tenantId, 2));
    expect(products).toHaveLength(4);
    for (const p of products) expect(existsSync(path.join(webPublic, p.image!)), p.image!).toBe(true);
    const names = new Set(products.map((p) => p.name));
    const demoProducts = await db.select().from(s.products).where(eq(s.products.tenantId, 1));
    expect(demoProducts.some((p) => names.has(p.name))).toBe(false);
    expect(await db.$count(s.categories, eq(s.categories.tenantId, 2))).toBe(2);
    expect(await db.$count(s.shippingOptions, eq(s.shippingOptions.tenantId, 2))).toBe(2);
    const [title] = await db
      .select()
      .from(s.cmsContent)
      .where(and(eq(s.cmsContent.tenantId, 2), eq(s.cmsContent.key, 'site_title')));
    expect(title?.value).toBe('Northwind Outfitters');
  });

  it('logs the demo logins and nothing else secret', () => {
    expect(logLines.join('\n')).toContain('demo-owner / demo-owner-123');
    expect(logLines.join('\n')).toContain('northwind-owner / northwind-owner-123');
    expect(logLines.join('\n')).not.toContain('$argon2');
  });

  it('seeds nothing the second time', async () => {
    const before = await countAll(db);
    const lines: string[] = [];
    expect(await seedDemoData(db, { log: (line) => lines.push(line) })).toEqual({ seeded: false });
    expect(await countAll(db)).toEqual(before);
    expect(lines).toEqual([]);
  });
});

describe('seeding on its own terms', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds plans once, without any store', async () => {
    const { db } = database;
    expect(await seedPlans(db)).toEqual({ seeded: true });
    expect(await seedPlans(db)).toEqual({ seeded: false });
    expect(await db.$count(s.subscriptionPlans)).toBe(3);
    expect(await db.$count(s.tenants)).toBe(0);
  });

  it('then seeds the stores with the given owner password, keeping the plans', async () => {
    const { db } = database;
    const result = await seedDemoData(db, { ownerPassword: 'a-chosen-password' });
    expect(result).toMatchObject({
      seeded: true,
      owner: { username: 'demo-owner', password: 'a-chosen-password' },
    });
    expect(await db.$count(s.subscriptionPlans)).toBe(3);
    const [owner] = await db.select().from(s.users).where(eq(s.users.username, 'demo-owner'));
    expect(await verify(owner!.password!, 'a-chosen-password')).toBe(true);
  });
});
