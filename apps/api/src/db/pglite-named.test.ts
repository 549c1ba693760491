// db/pglite-named.ts (ADR 0108): on the embedded database a statement with parameters is parsed once
// under a name and then run in one call; rows, types and errors are what PGlite's `query()` gives,
// a store's scope still holds, and a rollback takes its writes back.
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database } from './database.ts';
import { PGLITE_NAMED, queryByName } from './pglite-named.ts';
import { products, tenants } from './schema/index.ts';

let database: Database;
let storeId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const [row] = await database.scopes.platform
    .insert(tenants)
    .values({ name: 'Embedded', slug: 'pglite-named' })
    .returning({ id: tenants.id });
  storeId = row!.id;
  await database.scopes.platform
    .insert(products)
    .values({ tenantId: storeId, name: 'Embedded tee', priceMinor: 1250, sizes: ['S', 'M'] });
});
afterAll(() => database?.close());
afterEach(() => vi.restoreAllMocks());

/** How many calls into PGlite's engine `work` makes. */
async function callsDuring(work: () => Promise<unknown>): Promise<number> {
  const execProtocol = vi.spyOn(PGlite.prototype, 'execProtocol');
  await work();
  const calls = execProtocol.mock.calls.length;
  vi.restoreAllMocks();
  return calls;
}

/** The texts PGlite is asked to parse by name while `work` runs (the first byte of a Parse is 'P'). */
async function parsesDuring(work: () => Promise<unknown>): Promise<number> {
  let parses = 0;
  const execProtocol = PGlite.prototype.execProtocol;
  vi.spyOn(PGlite.prototype, 'execProtocol').mockImplementation(function (this: PGlite, message, options) {
    if (message[0] === 0x50) parses++;
    return execProtocol.call(this, message, options);
  });
  await work();
  vi.restoreAllMocks();
  return parses;
}

const productRow = (db: Database['db'], id: number) =>
  db
    .select({
      name: products.name,
      priceMinor: products.priceMinor,
      sizes: products.sizes,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(eq(products.tenantId, id));

describe('named statements on the embedded database', () => {
  it('parses a statement once, then runs it by name with the same rows and types as before', async ({
    skip,
  }) => {
    if (database.kind !== 'pglite') skip(); // PostgreSQL's are db/named-statements.ts's
    const store = database.scopes.tenant(storeId);
    const [first] = await productRow(store, storeId);
    expect(first).toMatchObject({ name: 'Embedded tee', priceMinor: 1250, sizes: ['S', 'M'] });
    // Drizzle's own parsers still apply: a timestamp is mapped to a Date, as through query().
    expect(first!.createdAt).toBeInstanceOf(Date);
    const parses = await parsesDuring(async () => {
      for (let i = 0; i < 5; i++) expect(await productRow(store, storeId)).toEqual([first]);
    });
    expect(parses).toBe(0);
    // The scope still travels with each call: another store's handle sees none of these rows.
    expect(await productRow(database.scopes.tenant(storeId + 1_000_000), storeId)).toEqual([]);
  });

  it('answers a refusal as query() does, and runs the statement again after it', async ({ skip }) => {
    if (database.kind !== 'pglite') skip();
    const platform = database.scopes.platform;
    const insertSlug = () => platform.insert(tenants).values({ name: 'Twin', slug: 'pglite-twin' });
    await insertSlug();
    for (let i = 0; i < 3; i++)
      await expect(insertSlug()).rejects.toMatchObject({ cause: { code: '23505' } });
    const broken = () => platform.execute(sql`select no_such_column from tenants where id = ${storeId}`);
    for (let i = 0; i < 3; i++) await expect(broken()).rejects.toMatchObject({ cause: { code: '42703' } });
    expect(await productRow(database.scopes.tenant(storeId), storeId)).toHaveLength(1);
  });

  it("switches a statement's scope in the statement's own call, and a refusal takes the switch back", async ({
    skip,
  }) => {
    if (database.kind !== 'pglite') skip();
    const store = database.scopes.tenant(storeId);
    const other = database.scopes.tenant(storeId + 1_000_000);
    await productRow(store, storeId);
    // The other store's statement switches the session in the same call into PGlite.
    expect(await callsDuring(() => productRow(other, storeId))).toBe(1);
    // A refused statement in the store's scope: its switch is undone with it, the session is the other store's again.
    await expect(store.execute(sql`select no_such_column from products`)).rejects.toMatchObject({
      cause: { code: '42703' },
    });
    expect(await productRow(store, storeId)).toHaveLength(1);
    expect(await productRow(other, storeId)).toEqual([]);
  });

  it('writes inside its transaction: a rollback takes the write back', async ({ skip }) => {
    if (database.kind !== 'pglite') skip();
    const store = database.scopes.tenant(storeId);
    const rename = (db: Database['db'], name: string) =>
      db
        .update(products)
        .set({ name })
        .where(eq(products.tenantId, storeId))
        .returning({ name: products.name });
    await expect(
      store.transaction(async (tx) => {
        expect(await rename(tx, 'Renamed tee')).toEqual([{ name: 'Renamed tee' }]);
        expect((await productRow(tx, storeId))[0]?.name).toBe('Renamed tee');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await productRow(store, storeId))[0]?.name).toBe('Embedded tee');
    await store.transaction((tx) => rename(tx, 'Kept tee'));
    expect((await productRow(store, storeId))[0]?.name).toBe('Kept tee');
  });

  it('names a statement without parameters too, and leaves those past its share to query()', async () => {
    const client = await PGlite.create();
    try {
      const viaQuery = vi.fn(async () => {
        throw new Error('not by name');
      });
      const one = await queryByName(client, 'select 1 as n', [], undefined, false, viaQuery);
      expect(one.rows).toEqual([{ n: 1 }]);
      for (let i = 1; i < PGLITE_NAMED; i++) {
        await queryByName(client, `select $1::int + ${i} as n`, [1], undefined, false, viaQuery);
      }
      expect(viaQuery).not.toHaveBeenCalled();
      const past = await queryByName(client, 'select $1::int as n', [7], undefined, false, () =>
        client.query<{ n: number }>('select $1::int as n', [7]),
      );
      expect(past.rows).toEqual([{ n: 7 }]);
      const kept = await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
      expect(kept.rows[0]!.n).toBe(PGLITE_NAMED);
    } finally {
      await client.close();
    }
  });
});
