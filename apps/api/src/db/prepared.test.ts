// db/prepared.ts (ADR 0103): a statement built once per handle, each store's handle answering only
// its store's rows. How it reaches PostgreSQL (by name, or unnamed behind PgBouncer) is
// db/named-statements.ts's, tested there.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database, Db } from './database.ts';
import { preparedOnce, UNNAMED } from './prepared.ts';
import { products, tenants } from './schema/index.ts';

let database: Database;
const ids: number[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  for (const slug of ['prepared-a', 'prepared-b']) {
    const [row] = await database.scopes.platform
      .insert(tenants)
      .values({ name: slug, slug })
      .returning({ id: tenants.id });
    ids.push(row!.id);
    await database.scopes.platform
      .insert(products)
      .values({ tenantId: row!.id, name: `${slug} tee`, priceMinor: 100 });
  }
});
afterAll(() => database?.close());

describe('a statement built once per handle', () => {
  it('is built on a handle’s first call only, and each store’s handle reads only its store’s rows', async () => {
    const build = vi.fn((db: Db) =>
      db
        .select({ name: products.name })
        .from(products)
        .where(eq(products.tenantId, sql.placeholder('tenantId')))
        .prepare(UNNAMED),
    );
    const productsOf = preparedOnce(build);
    const [a, b] = ids as [number, number];
    const storeA = database.scopes.tenant(a);
    expect(await productsOf(storeA).execute({ tenantId: a })).toEqual([{ name: 'prepared-a tee' }]);
    expect(await productsOf(storeA).execute({ tenantId: a })).toEqual([{ name: 'prepared-a tee' }]);
    expect(build).toHaveBeenCalledTimes(1);
    // Store A's handle does not see store B's rows: the scope travels with each call.
    expect(await productsOf(storeA).execute({ tenantId: b })).toEqual([]);
    expect(await productsOf(database.scopes.tenant(b)).execute({ tenantId: b })).toEqual([
      { name: 'prepared-b tee' },
    ]);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('keeps no transaction’s handle: one is built for each, and the store’s handle keeps its own', async () => {
    const build = vi.fn((db: Db) =>
      db
        .select({ name: products.name })
        .from(products)
        .where(eq(products.tenantId, sql.placeholder('tenantId')))
        .prepare(UNNAMED),
    );
    const productsOf = preparedOnce(build);
    const [a] = ids as [number];
    const store = database.scopes.tenant(a);
    for (let i = 0; i < 2; i++) {
      await store.transaction(async (tx) => {
        expect(await productsOf(tx).execute({ tenantId: a })).toEqual([{ name: 'prepared-a tee' }]);
      });
    }
    expect(build).toHaveBeenCalledTimes(2);
    await productsOf(store).execute({ tenantId: a });
    await productsOf(store).execute({ tenantId: a });
    expect(build).toHaveBeenCalledTimes(3);
  });
});
