// The database as the guard (DESIGN §4, ADR 0011). Every tenant-owned table has forced row-level
// security; a statement sees a store's rows only in a transaction that first set `app.tenant_id`,
// and every store's rows only on the named platform path (`app.scope = 'platform'`). A scope is a
// Drizzle handle whose every statement runs that way:
//   - a statement on its own runs in its own transaction: begin, set the scope, the statement, commit;
//   - `transaction()` sets the scope first thing inside, and nested ones (savepoints) inherit it.
// So the app keeps the semantics it had (each statement commits on its own unless grouped) and no
// statement of a scope ever runs without its setting.
import type { PGlite, Transaction as PgliteTransaction } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Db } from './database.ts';
import * as schema from './schema/index.ts';

export type DbScopes = {
  /** Neither a store nor the platform: tenant-owned tables show no rows and refuse writes. */
  none: Db;
  /** One store's rows, and only its rows: what every request and job acting for a store uses. */
  tenant(tenantId: number): Db;
  /**
   * Every store's rows: only for what truly spans stores (the super admin's lists and stats,
   * sign-in's memberships, sweeps of the job runner). Reach it through `platformDb(ctx)`.
   */
  platform: Db;
};

/** The statement that opens a scope; ids are checked integers, so they are written inline. */
export function scopeStatement(scope: number | 'platform'): string {
  if (scope === 'platform') return "select set_config('app.scope', 'platform', true)";
  if (!Number.isSafeInteger(scope) || scope <= 0) throw new Error(`Not a store id: ${scope}`);
  return `select set_config('app.tenant_id', '${scope}', true)`;
}

/** Scoped handles are built once per store and kept (a Drizzle instance is cheap, not free). */
function scopeCache(none: Db, open: (statement: string) => Db): DbScopes {
  const tenants = new Map<number, Db>();
  return {
    none,
    platform: open(scopeStatement('platform')),
    tenant(tenantId) {
      let db = tenants.get(tenantId);
      if (!db) {
        if (tenants.size >= 10_000) tenants.clear();
        db = open(scopeStatement(tenantId));
        tenants.set(tenantId, db);
      }
      return db;
    },
  };
}

export function pgliteScopes(client: PGlite, none: Db): DbScopes {
  return scopeCache(none, (statement) => {
    const scoped = {
      query: (text: string, params?: unknown[], options?: object) =>
        client.transaction(async (tx) => {
          await tx.exec(statement);
          return tx.query(text, params, options);
        }),
      transaction: <T>(work: (tx: PgliteTransaction) => Promise<T>) =>
        client.transaction(async (tx) => {
          await tx.exec(statement);
          return work(tx);
        }),
    };
    return drizzlePglite(scoped as unknown as PGlite, { schema }) as unknown as Db;
  });
}

type QueryConfig = string | { text: string };
type Queryable = { query(config: QueryConfig, values?: unknown[]): Promise<pg.QueryResult> };

/**
 * What Drizzle's node-postgres session sees as a pool (it checks that the class name says so): a
 * statement on its own gets a connection and its own transaction; `connect()` gives Drizzle's
 * `transaction()` a connection whose `begin` also opens the scope.
 */
class ScopedPool {
  constructor(
    private readonly pool: pg.Pool,
    private readonly statement: string,
  ) {}

  async query(config: QueryConfig, values?: unknown[]) {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query(`begin; ${this.statement}`);
      const result = await client.query(config as string, values);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((e: Error) => {
        broken = e;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async connect() {
    const client = await this.pool.connect();
    const statement = this.statement;
    const scoped: Queryable & { release(error?: Error): void } = {
      async query(config, values) {
        const result = await client.query(config as string, values);
        const text = typeof config === 'string' ? config : config.text;
        if (/^\s*begin\b/i.test(text)) await client.query(statement);
        return result;
      },
      release: (error) => client.release(error),
    };
    return scoped;
  }
}

export function postgresScopes(pool: pg.Pool, none: Db): DbScopes {
  return scopeCache(
    none,
    (statement) =>
      drizzleNodePg(new ScopedPool(pool, statement) as unknown as pg.Pool, { schema }) as unknown as Db,
  );
}
