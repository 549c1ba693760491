// The seed on a fresh database: the stores and owners it creates, and that it runs once (also when
// two instances start together). plans.test.ts covers the plans.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { verify } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database, Db } from '../db/database.ts';
import * as s from '../db/schema/index.ts';
import { type SeedDemoDataResult, seedDemoData, seedPlans } from './seed.ts';

const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public');

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
    db = database.scopes.platform;
    result = await seedDemoData(db, { passwords: 'published', log: (line) => logLines.push(line) });
  });
  afterAll(() => database.close());

  it('seeds the demo store as tenant 1 and the second store after it', async () => {
    expect(result).toEqual({
      seeded: true,
      owner: { username: 'demo-owner', password: 'demo-owner-123' },
      secondOwner: { username: 'northwind-owner', password: 'northwind-owner-123' },
      tenantIds: [1, 2],
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
    // Northwind is past its trial and paying, so the operator has a store to bill (ADR 0036).
    expect(rows[1]).toMatchObject({ subscriptionStatus: 'active', subscriptionEndsAt: null });
    expect(rows[1]!.trialEndsAt!.getTime()).toBeLessThan(Date.now());
    const [next] = await db.insert(s.tenants).values({ name: 'Next', slug: 'next' }).returning();
    expect(next!.id).toBe(3);
    await db.delete(s.tenants).where(eq(s.tenants.id, 3));
  });

  it('creates the owner with an argon2id password and an owner membership', async () => {
    const [owner] = await db.select().from(s.users).where(sql`lower(${s.users.username}) = 'demo-owner'`);
    expect(owner).toMatchObject({ email: 'owner@demo.storefleet.test', isAdmin: false });
    expect(owner!.password).toMatch(/^\$argon2id\$/);
    expect(await verify(owner!.password!, 'demo-owner-123')).toBe(true);
    expect(await verify(owner!.password!, 'wrong-password')).toBe(false);
    const memberships = await db.select().from(s.userTenants).where(eq(s.userTenants.userId, owner!.id));
    expect(memberships).toHaveLength(1);
    expect(memberships[0]).toMatchObject({ tenantId: 1, role: 'owner' });
    expect(memberships[0]!.joinedAt).toBeInstanceOf(Date);
  });

  it('gives the second store its own owner, products, shipping (at home and abroad) and content', async () => {
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
    // The UK's two flat rates and one by weight, and one weight rate each for the EU and the US
    // (docs/decisions/0100).
    expect(await db.$count(s.shippingOptions, eq(s.shippingOptions.tenantId, 2))).toBe(5);
    const zones = await db.select().from(s.shippingZones).where(eq(s.shippingZones.tenantId, 2));
    expect(zones.map((zone) => zone.name)).toEqual(
      expect.arrayContaining(['European Union', 'United States']),
    );
    expect(zones.find((zone) => zone.name === 'United States')?.countries).toEqual(['US']);
    const [title] = await db
      .select()
      .from(s.cmsContent)
      .where(and(eq(s.cmsContent.tenantId, 2), eq(s.cmsContent.key, 'site_title')));
    expect(title?.value).toBe('Northwind Outfitters');
  });

  it('has Northwind sell abroad: EUR and USD, the EU One-Stop Shop, every product weighed; the demo store as it was', async () => {
    const currencies = await db.select().from(s.storeCurrencies).orderBy(s.storeCurrencies.currency);
    expect(currencies.map((c) => [c.tenantId, c.currency, Number(c.rate), c.rounding])).toEqual([
      [2, 'EUR', 1.17, 'ninety-nine'],
      [2, 'USD', 1.27, 'ninety-nine'],
    ]);
    const rows = await db.select().from(s.tenants).orderBy(s.tenants.id);
    expect(rows.map((t) => [t.slug, t.currency, t.taxOss, t.taxRateOverrides])).toEqual([
      ['demo', 'GBP', false, {}],
      ['northwind', 'GBP', true, {}],
    ]);
    const weighed = await db.select().from(s.products).where(eq(s.products.tenantId, 2));
    expect(weighed.every((p) => (p.weightGrams ?? 0) > 0)).toBe(true);
    const free = await db.select().from(s.shippingOptions).where(eq(s.shippingOptions.tenantId, 2));
    expect(free.filter((o) => o.freeAboveMinor !== null).map((o) => [o.name, o.freeAboveMinor])).toEqual([
      ['EU Tracked', 15000],
      ['US Air Mail', 25000],
    ]);
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

describe('demo owners outside development', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('get random passwords, returned once, never the published ones', async () => {
    const db = database.scopes.platform;
    const result = await seedDemoData(db);
    if (!result.seeded) throw new Error('expected a seed');
    const passwords = [result.owner.password, result.secondOwner.password];
    expect(passwords).not.toContain('demo-owner-123');
    expect(passwords).not.toContain('northwind-owner-123');
    expect(passwords[0]).not.toBe(passwords[1]);
    for (const password of passwords) expect(password).toMatch(/^[\w-]{16}$/);
    const [owner] = await db.select().from(s.users).where(eq(s.users.username, 'demo-owner'));
    expect(await verify(owner!.password!, result.owner.password)).toBe(true);
    expect(await verify(owner!.password!, 'demo-owner-123')).toBe(false);
    const [second] = await db.select().from(s.users).where(eq(s.users.username, 'northwind-owner'));
    expect(await verify(second!.password!, 'northwind-owner-123')).toBe(false);
  });
});

describe('seeding after the plans were seeded alone', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedPlans(database.db);
  });
  afterAll(() => database.close());

  it('then seeds the stores with the given owner password, keeping the plans', async () => {
    const db = database.scopes.platform;
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

describe('two instances starting together', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('seed the demo data once between them', async () => {
    const db = database.scopes.platform;
    const results = await Promise.all([seedDemoData(db), seedDemoData(db)]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    expect(await db.$count(s.tenants)).toBe(2);
    expect(await db.$count(s.subscriptionPlans)).toBe(3);
  });
});
