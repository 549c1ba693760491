// db/prepared.ts (ADR 0103): a statement built once per handle, each store's handle answering only
// its store's rows. How it reaches PostgreSQL (by name, or unnamed behind PgBouncer) is
// db/named-statements.ts's, tested there.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database, Db } from './database.ts';
import {
  preparedByShape,
  preparedOnce,
  preparedOnceByShape,
  rowPlaceholders,
  SHAPES_KEPT,
  UNNAMED,
  valuePlaceholder,
} from './prepared.ts';
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

/** A spy that builds the statement of a store's product names, to count how often it is built. */
const productNamesBuilder = () =>
  vi.fn((db: Db) =>
    db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.tenantId, sql.placeholder('tenantId')))
      .prepare(UNNAMED),
  );

describe('a statement built once per handle', () => {
  it('is built on a handle’s first call only, and each store’s handle reads only its store’s rows', async () => {
    const build = productNamesBuilder();
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
    const build = productNamesBuilder();
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

describe('a statement built once per shape', () => {
  it('gives a row’s keys as placeholders, leaving out those not given, and refuses SQL as a value', () => {
    const row = rowPlaceholders('p_', { name: 'tee', priceMinor: 100, sku: undefined, description: null });
    // A null is written into the statement (a placeholder's null would be encoded by its column:
    // JSON's null in a jsonb column), so it is part of the shape.
    expect(row.shape).toBe('name,priceMinor,description=null');
    expect(row.values).toEqual({ p_name: 'tee', p_priceMinor: 100 });
    expect(Object.keys(row.columns)).toEqual(['name', 'priceMinor', 'description']);
    expect(row.columns.description).toBeNull();
    expect(() => rowPlaceholders('p_', { name: sql`'tee'` })).toThrow('name is SQL, not a value');
  });

  it('builds each shape once, fills it per call, and keeps at most SHAPES_KEPT shapes', async () => {
    const byShape = preparedByShape();
    const store = database.scopes.tenant(ids[0]!);
    const built = vi.fn();
    /** A statement of `count` names, each its own placeholder. */
    const names = (count: number) => (_db: Db) => {
      built(count);
      const columns = Array.from(
        { length: count },
        (_, i) => sql`${sql.placeholder(`n${i}`)}::text as n${sql.raw(String(i))}`,
      );
      return sql`select ${sql.join(columns, sql`, `)}`;
    };
    const run = async (count: number, values: Record<string, unknown>) => {
      const result = (await byShape(`${count} names`, names(count))(store).execute(values)) as {
        rows: Record<string, unknown>[];
      };
      return result.rows[0];
    };
    expect(await run(1, { n0: 'first' })).toEqual({ n0: 'first' });
    expect(await run(1, { n0: 'second' })).toEqual({ n0: 'second' });
    expect(await run(2, { n0: 'a', n1: 'b' })).toEqual({ n0: 'a', n1: 'b' });
    expect(built.mock.calls).toEqual([[1], [2]]);
    // Past SHAPES_KEPT the oldest shape is let go, and built again when it comes back.
    for (let i = 0; i < SHAPES_KEPT; i++) byShape(`other shape ${i}`, () => sql`select 1`);
    expect(await run(1, { n0: 'third' })).toEqual({ n0: 'third' });
    expect(built.mock.calls).toEqual([[1], [2], [1]]);
  });

  it('builds a query builder’s shape once per handle, maps its rows, and reads only the store’s', async () => {
    const byShape = preparedOnceByShape();
    const [a, b] = ids as [number, number];
    const built = vi.fn();
    /** The store's products named in a list of `count` names. */
    const named = (names: string[], store: number) =>
      byShape(String(names.length), (db) => {
        built(names.length);
        return db
          .select({ name: products.name, tenantId: products.tenantId })
          .from(products)
          .where(
            inArray(
              products.name,
              names.map((_, at) => sql.placeholder(`name${at}`)),
            ),
          )
          .prepare(UNNAMED);
      })(database.scopes.tenant(store)).execute(
        Object.fromEntries(names.map((name, at) => [`name${at}`, name])),
      );
    const both = ['prepared-a tee', 'prepared-b tee'];
    expect(await named(both, a)).toEqual([{ name: 'prepared-a tee', tenantId: a }]);
    expect(await named(both, a)).toEqual([{ name: 'prepared-a tee', tenantId: a }]);
    expect(await named(['prepared-a tee'], a)).toEqual([{ name: 'prepared-a tee', tenantId: a }]);
    expect(built.mock.calls).toEqual([[2], [1]]);
    // Another store's handle: the shape is built for it, and its rows are its own.
    expect(await named(both, b)).toEqual([{ name: 'prepared-b tee', tenantId: b }]);
    expect(built.mock.calls).toEqual([[2], [1], [2]]);
  });
});
