import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkConnectionBudget, checkRuntimeRole, type Database } from '../src/db/database.ts';
import { openPglite, pgliteExtensions } from '../src/db/pglite.ts';
import { tenants } from '../src/db/schema/index.ts';
import { createTestDatabase } from './database.ts';

describe('test database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is opened as an ordinary role, on PGlite and on PostgreSQL (CI connects as one)', async () => {
    expect(await checkRuntimeRole(database, 'production')).toBeUndefined();
  });

  it('refuses a pool larger than the server could ever give, and accepts one that fits', async () => {
    if (database.kind === 'pglite') {
      // One session in this process: there is no connection to budget.
      expect(await checkConnectionBudget(database, { max: 10_000, viaPgBouncer: false })).toBeUndefined();
      return;
    }
    await expect(checkConnectionBudget(database, { max: 10_000, viaPgBouncer: false })).rejects.toThrow(
      /DATABASE_POOL_MAX=10000 \(plus one LISTEN connection\) is more than the database allows/,
    );
    expect(await checkConnectionBudget(database, { max: 1, viaPgBouncer: false })).toBeUndefined();
    // Behind PgBouncer the server's connections are PgBouncer's, so the pool is not checked against them.
    expect(await checkConnectionBudget(database, { max: 10_000, viaPgBouncer: true })).toBeUndefined();
  });

  it('starts migrated and empty', async () => {
    const rows = await database.db.select().from(tenants);
    expect(rows).toEqual([]);
  });

  it('applies the schema defaults of the spec', async () => {
    const [tenant] = await database.db.insert(tenants).values({ name: 'Shop', slug: 'shop' }).returning();
    expect(tenant).toMatchObject({
      status: 'active',
      subscriptionPlan: 'basic',
      subscriptionStatus: 'trial',
      colorTemplate: 'default',
      emailBrandColor: '#16a34a',
      emailProcessingTime: '1-2 business days',
      primaryPaymentGateway: 'stripe',
      paymentMethodsEnabled: ['card'],
    });
    const result = await database.db.execute(sql`select count(*)::int as n from tenants`);
    expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({ n: 1 });
  });
});

describe('the runtime role', () => {
  it('refuses, in production, a connection that row-level security does not bind', async () => {
    // A fresh PGlite before its migrations is the superuser every PGlite opens as.
    const raw = await openPglite(await PGlite.create({ extensions: await pgliteExtensions() }));
    try {
      await expect(checkRuntimeRole(raw, 'production')).rejects.toThrow(
        /"postgres" is a superuser or has BYPASSRLS, so row-level security would not keep stores apart/,
      );
      expect(await checkRuntimeRole(raw, 'development')).toMatch(/Connect as an ordinary role/);
      await raw.migrate();
      expect(await raw.role()).toEqual({ name: 'storefleet_app', bypassesRowSecurity: false });
      expect(await checkRuntimeRole(raw, 'production')).toBeUndefined();
    } finally {
      await raw.close();
    }
  });
});
