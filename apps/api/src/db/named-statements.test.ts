// db/named-statements.ts (ADR 0108): on a direct connection a statement with parameters is parsed
// once per connection and then bound by name; a failed one is no trouble to the next; with naming
// off (behind PgBouncer) every statement is the unnamed one, parsed each time.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, databaseUrlOf } from '../../test/database.ts';
import type { Database } from './database.ts';
import { NAMED_PER_CONNECTION, NamingClient, statementName } from './named-statements.ts';
import { openPostgres } from './postgres.ts';
import { products, tenants } from './schema/index.ts';

let database: Database;
let storeId: number;
const opened: Database[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  const [row] = await database.scopes.platform
    .insert(tenants)
    .values({ name: 'Named', slug: 'named-statements' })
    .returning({ id: tenants.id });
  storeId = row!.id;
  await database.scopes.platform
    .insert(products)
    .values({ tenantId: storeId, name: 'Named tee', priceMinor: 100 });
});
afterAll(async () => {
  await Promise.all(opened.map((one) => one.close()));
  await database?.close();
});
afterEach(() => vi.restoreAllMocks());

/** The same database on a pool of one connection, so every statement shares one session. */
function oneConnection(namedStatements?: boolean): Database {
  const one = openPostgres(databaseUrlOf(database)!, { max: 1, namedStatements });
  opened.push(one);
  return one;
}

/** The texts pg sends a Parse for while `work` runs. */
async function parsesDuring(work: () => Promise<unknown>): Promise<string[]> {
  const texts: string[] = [];
  const parse = pg.Connection.prototype.parse;
  vi.spyOn(pg.Connection.prototype, 'parse').mockImplementation(function (this: pg.Connection, query, more) {
    texts.push(query.text);
    return parse.call(this, query, more);
  });
  try {
    await work();
  } finally {
    vi.restoreAllMocks();
  }
  return texts;
}

const productNames = (db: Database['db'], id: number) =>
  db.select({ name: products.name }).from(products).where(eq(products.tenantId, id));

/** What the pool's one session holds by name (its own reads included). */
async function keptByName(db: Database['db']): Promise<string[]> {
  const result = await db.execute(sql`select statement from pg_prepared_statements where from_sql = false`);
  return (result as unknown as { rows: Array<{ statement: string }> }).rows.map((row) => row.statement);
}

describe('named statements on PostgreSQL', () => {
  it('parses a store’s statement once per connection, then binds it by name', async ({ skip }) => {
    if (database.kind !== 'postgres') skip(); // PGlite keeps no statements by name
    const one = oneConnection();
    const store = one.scopes.tenant(storeId);
    // The connection's first scoped statement parses the scope's setting; the next names its own.
    await productNames(store, storeId);
    await productNames(store, storeId);
    const parses = await parsesDuring(async () => {
      for (let i = 0; i < 5; i++) expect(await productNames(store, storeId)).toEqual([{ name: 'Named tee' }]);
    });
    expect(parses).toEqual([]);
    const kept = await keptByName(store);
    expect(kept.some((text) => text.includes('from "products"'))).toBe(true);
    expect(kept).toContain('select set_config($1, $2, true)');
    // The scope still travels with each call: another store's handle sees none of these rows.
    expect(await productNames(one.scopes.tenant(storeId + 1_000_000), storeId)).toEqual([]);
  });

  it('names the statements of a transaction too', async ({ skip }) => {
    if (database.kind !== 'postgres') skip();
    const one = oneConnection();
    const read = () => one.scopes.tenant(storeId).transaction((tx) => productNames(tx, storeId));
    // The first statement carries the transaction's BEGIN and scope: the first transaction parses
    // those, the next names its statement, and from then on nothing is parsed.
    await read();
    await read();
    const parses = await parsesDuring(async () => {
      for (let i = 0; i < 3; i++) expect(await read()).toEqual([{ name: 'Named tee' }]);
    });
    expect(parses).toEqual([]);
  });

  it('runs a statement again after it failed, parsed or not', async ({ skip }) => {
    if (database.kind !== 'postgres') skip();
    const one = oneConnection();
    const platform = one.scopes.platform;
    const insertSlug = () => platform.insert(tenants).values({ name: 'Twin', slug: 'named-twin' });
    await insertSlug();
    // Parsed and kept, then refused by the unique index: the next run binds it again by name.
    for (let i = 0; i < 3; i++)
      await expect(insertSlug()).rejects.toMatchObject({ cause: { code: '23505' } });
    // Refused at its Parse (no such column): each run says so, never "does not exist" or "already exists".
    const broken = () => platform.execute(sql`select no_such_column from tenants where id = ${storeId}`);
    for (let i = 0; i < 3; i++) await expect(broken()).rejects.toMatchObject({ cause: { code: '42703' } });
    expect(await productNames(one.scopes.tenant(storeId), storeId)).toEqual([{ name: 'Named tee' }]);
  });

  it('sends every statement unnamed when naming is off (behind PgBouncer)', async ({ skip }) => {
    if (database.kind !== 'postgres') skip();
    const one = oneConnection(false);
    const store = one.scopes.tenant(storeId);
    await productNames(store, storeId);
    const parses = await parsesDuring(async () => {
      await productNames(store, storeId);
      await store.transaction((tx) => productNames(tx, storeId));
    });
    expect(parses.filter((text) => text.includes('from "products"'))).toHaveLength(2);
    expect(await keptByName(store)).toEqual([]);
  });

  it('is off unasked when DATABASE_DIRECT_URL says the URL is PgBouncer', async ({ skip }) => {
    if (database.kind !== 'postgres') skip();
    const url = databaseUrlOf(database)!;
    const direct = new URL(url);
    direct.searchParams.set('application_name', 'direct');
    const behind = openPostgres(url, { max: 1, directUrl: direct.toString() });
    opened.push(behind);
    await productNames(behind.scopes.tenant(storeId), storeId);
    expect(await keptByName(behind.scopes.tenant(storeId))).toEqual([]);
  });
});

describe('names given per connection', () => {
  const connectionOf = (client: pg.Client) => (client as unknown as { connection: object }).connection;

  it('gives one text the same name on every connection, up to a share per connection', () => {
    const first = connectionOf(new NamingClient());
    const second = connectionOf(new NamingClient());
    const name = statementName(first, 'select $1::int as named_share');
    expect(name).toMatch(/^sf_\d+$/);
    expect(statementName(second, 'select $1::int as named_share')).toBe(name);
    for (let i = 1; i < NAMED_PER_CONNECTION; i++) statementName(first, `select $1::int as share_${i}`);
    expect(statementName(first, 'select $1::int as one_too_many')).toBe('');
    // What it named before stays named; another connection still names what this one may not.
    expect(statementName(first, 'select $1::int as named_share')).toBe(name);
    expect(statementName(second, 'select $1::int as one_too_many')).toMatch(/^sf_\d+$/);
  });

  it('names nothing on pg’s own client (naming off)', () => {
    expect(statementName(connectionOf(new pg.Client()), 'select $1::int as unnamed')).toBe('');
  });
});
