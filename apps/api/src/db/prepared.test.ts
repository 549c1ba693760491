// db/prepared.ts (ADR 0103): a statement built once per handle, each store's handle answering only
// its store's rows. How it reaches PostgreSQL (by name, or unnamed behind PgBouncer) is
// db/named-statements.ts's, tested there.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database, Db } from './database.ts';
import { preparedOnce, UNNAMED, valuePlaceholder } from './prepared.ts';
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

  it('builds once for all transactions, each run on its own transaction’s connection and store', async () => {
    const build = vi.fn((db: Db) =>
      db
        .select({ name: products.name })
        .from(products)
        .where(eq(products.tenantId, sql.placeholder('tenantId')))
        .prepare(UNNAMED),
    );
    const productsOf = preparedOnce(build);
    const [a, b] = ids as [number, number];
    for (let i = 0; i < 2; i++) {
      await database.scopes.tenant(a).transaction(async (tx) => {
        expect(await productsOf(tx).execute({ tenantId: a })).toEqual([{ name: 'prepared-a tee' }]);
        // The scope is the transaction's: store A's sees none of store B's rows.
        expect(await productsOf(tx).execute({ tenantId: b })).toEqual([]);
      });
    }
    // Two stores' transactions at once: each reads through its own connection and scope.
    const [inA, inB] = await Promise.all(
      [a, b].map((id) =>
        database.scopes.tenant(id).transaction((tx) => productsOf(tx).execute({ tenantId: id })),
      ),
    );
    expect(inA).toEqual([{ name: 'prepared-a tee' }]);
    expect(inB).toEqual([{ name: 'prepared-b tee' }]);
    expect(build).toHaveBeenCalledTimes(1);
    // The store's own handle keeps a statement of its own.
    await productsOf(database.scopes.tenant(a)).execute({ tenantId: a });
    await productsOf(database.scopes.tenant(a)).execute({ tenantId: a });
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('writes inside the transaction it runs in: a rollback takes the write back', async () => {
    const rename = preparedOnce((db) =>
      db
        .update(products)
        .set({ name: valuePlaceholder<string>('name') })
        .where(eq(products.tenantId, sql.placeholder('tenantId')))
        .returning({ name: products.name })
        .prepare(UNNAMED),
    );
    const [a] = ids as [number];
    const store = database.scopes.tenant(a);
    await expect(
      store.transaction(async (tx) => {
        expect(await rename(tx).execute({ name: 'renamed tee', tenantId: a })).toEqual([
          { name: 'renamed tee' },
        ]);
        // Seen inside the transaction, through the same connection.
        expect(await tx.select({ name: products.name }).from(products)).toEqual([{ name: 'renamed tee' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await store.select({ name: products.name }).from(products)).toEqual([{ name: 'prepared-a tee' }]);
  });
});
