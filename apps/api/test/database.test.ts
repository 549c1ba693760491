import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { tenants } from '../src/db/schema/index.ts';
import { createTestDatabase } from './database.ts';

describe('test database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

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
