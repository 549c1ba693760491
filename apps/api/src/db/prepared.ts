// Statements built once per database handle (ADR 0103). Drizzle builds a statement's SQL text from
// its query builder on every call (entity checks, column lists, quoting): for the hot statements of
// the checkout that was about a sixth of the app's busy CPU (docs/performance.md). A statement made
// with `preparedOnce` is built on its handle's first call and kept with the handle (a store's scoped
// handle, the platform's, the unscoped one: each lives as long as the process); later calls only
// fill its placeholders (`sql.placeholder`) and map its rows, typed as the builder's.
//
// Built with drizzle's empty name: whether PostgreSQL keeps it by name is the pool's choice, as for
// every statement (db/named-statements.ts, ADR 0108: by name on a direct connection, unnamed behind
// PgBouncer in transaction mode).
import { SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** What drizzle's `.prepare()` answers: a statement whose `execute` takes the placeholders' values. */
export type Prepared = { execute(values?: Record<string, unknown>): Promise<unknown> };

/** Drizzle's empty name: the pool names the statement or not (db/named-statements.ts). */
export const UNNAMED = '';

/** Handles kept per statement: a store's handle, the platform's, the unscoped one. */
export const HANDLES_KEPT = 1_000;

/**
 * `build(db)` once per handle, kept with the handle: a long-lived handle keeps its statement. At
 * most HANDLES_KEPT handles per statement (the oldest is let go first): each keeps its own copy of
 * the SQL text, and the scopes keep up to 10,000 stores' handles (db/scopes.ts), so memory stays
 * bounded (docs/performance.md). A transaction's handle is new each time: the statement is built on
 * the first transaction that runs it and each later one runs it on its own connection (ADR 0108).
 */
export function preparedOnce<P extends Prepared>(build: (db: Db) => P): (db: Db) => P {
  const built = new Map<Db, P>();
  // One per driver (node-postgres's session or PGlite's): a process may open both (the tests do).
  const forTransactions = new Map<unknown, P>();
  return (db) => {
    const inTransaction: boolean = db instanceof PgTransaction;
    if (inTransaction) {
      const driver = (db as unknown as { session: object }).session.constructor;
      let statement = forTransactions.get(driver);
      if (!statement) {
        statement = build(db);
        forTransactions.set(driver, statement);
      }
      return onConnectionOf(statement, db);
    }
    return keptOrMade(built, db, HANDLES_KEPT, () => build(db));
  };
}

/** `map`'s entry for `key`, made and kept when missing; past `most` entries the oldest goes first. */
function keptOrMade<K, V>(map: Map<K, V>, key: K, most: number, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    if (map.size >= most) map.delete(map.keys().next().value as K);
    map.set(key, value);
  }
  return value;
}

/**
 * The statement, run on this transaction's connection. Drizzle's prepared query (node-postgres's
 * and PGlite's alike) holds its SQL, parameters and row mapping, and of the transaction only the
 * client it sends to, which is what this replaces; a transaction's store scope is its connection's
 * (db/scopes.ts), so it travels with the client. `prepared.test.ts` holds drizzle to this.
 */
function onConnectionOf<P extends Prepared>(statement: P, tx: Db): P {
  const { client } = (tx as unknown as { session: { client: unknown } }).session;
  if (!client) throw new Error('preparedOnce: a transaction without a client');
  return Object.create(statement, { client: { value: client } }) as P;
}

/**
 * A placeholder where drizzle's types want a column's value (`.set()`, `.values()`): drizzle takes
 * it as that column's parameter, encoded by the column when the statement runs (a jsonb column's
 * value as JSON, a timestamp's as text), but its types do not say so. Not for a value that may be
 * null: the column encodes that too (a jsonb column stores JSON's `null`); rowPlaceholders writes a
 * null into the statement instead.
 */
export function valuePlaceholder<T>(name: string): T {
  return sql.placeholder(name) as unknown as T;
}

/** What drizzle's handle keeps besides its builders: its dialect, and its session, which prepares. */
type HandleInternals = {
  dialect: { sqlToQuery(statement: SQL): unknown };
  session: { prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: boolean): Prepared };
};

/**
 * A statement written as `sql` (with `sql.placeholder` values), built once per handle as
 * `preparedOnce` builds a query builder's; its `execute` answers what `db.execute` does (the
 * driver's result, `rows` as objects). Drizzle's `db.execute` does the same two steps on every call.
 */
export function preparedSql(build: (db: Db) => SQL): (db: Db) => Prepared {
  return preparedOnce((db) => {
    const { dialect, session } = db as unknown as HandleInternals;
    return session.prepareQuery(dialect.sqlToQuery(build(db)), undefined, UNNAMED, false);
  });
}

/** Shapes kept by one `preparedByShape` statement. */
export const SHAPES_KEPT = 64;

/**
 * A statement that comes in a few shapes (how many lines it writes, which optional parts it has):
 * each shape's SQL is built once with placeholders by `build`, kept under its `shape` key (at most
 * SHAPES_KEPT, the oldest let go first), and run as `preparedSql` runs its one. The checkout's order
 * statement is one (modules/orders/order-writes.queries.ts, docs/performance.md).
 */
export function preparedByShape(): (shape: string, build: (db: Db) => SQL) => (db: Db) => Prepared {
  const shapes = new Map<string, (db: Db) => Prepared>();
  return (shape, build) => keptOrMade(shapes, shape, SHAPES_KEPT, () => preparedSql(build));
}

/**
 * A query builder's statement that comes in a few shapes (how many ids it reads, say): each shape
 * built once per handle as `preparedOnce` builds its one, kept under its `shape` key (at most
 * SHAPES_KEPT, the oldest let go first). `build` may read only what the shape says of its call.
 */
export function preparedOnceByShape(): <P extends Prepared>(
  shape: string,
  build: (db: Db) => P,
) => (db: Db) => P {
  const shapes = new Map<string, (db: Db) => Prepared>();
  return <P extends Prepared>(shape: string, build: (db: Db) => P) =>
    keptOrMade(shapes, shape, SHAPES_KEPT, () => preparedOnce(build)) as (db: Db) => P;
}

/**
 * A part of a statement built once per shape (`preparedByShape`): `sql` builds it with placeholders
 * named with the part's own prefix, from what the statement gives it (the id an earlier part
 * returns); `values` fill those placeholders in this call; `shape` tells its shapes apart.
 */
export type StatementPart<Given> = {
  shape: string;
  sql: (db: Db, given: Given) => SQL;
  values: Record<string, unknown>;
};

/**
 * A row to insert, as placeholders named `prefix` + its keys: `columns` go to the builder (made
 * only when asked, which is once per shape), `values` fill them on each call, and `shape` lists the
 * keys given (a key left undefined is the column's default, and another shape). A null is written
 * into the statement, and is part of the shape: drizzle encodes a placeholder's value by its column
 * even when it is null, which a jsonb column would store as JSON's `null`, not SQL's NULL.
 */
export function rowPlaceholders<Row extends object>(
  prefix: string,
  row: Row,
): { shape: string; readonly columns: Row; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  const keys: string[] = [];
  for (const [key, value] of Object.entries(row)) {
    if (value === undefined) continue;
    // SQL would be filled in as a value: a part's SQL belongs in its builder.
    if (value instanceof SQL) throw new Error(`rowPlaceholders: ${key} is SQL, not a value`);
    if (value === null) {
      keys.push(`${key}=null`);
      continue;
    }
    keys.push(key);
    values[prefix + key] = value;
  }
  return {
    shape: keys.join(','),
    values,
    get columns() {
      const columns: Record<string, unknown> = {};
      for (const key of keys) {
        if (key.endsWith('=null')) columns[key.slice(0, -'=null'.length)] = null;
        else columns[key] = sql.placeholder(prefix + key);
      }
      return columns as Row;
    },
  };
}
