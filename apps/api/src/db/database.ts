// What the app holds of its database, whichever it is (PGlite in DATA_DIR, or PostgreSQL through a
// pg Pool: db/pglite.ts, db/postgres.ts, opened by db/open-database.ts): one Drizzle schema, one
// set of migrations, and the checks of the role it connects as.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { apiDir } from '../lib/api-dir.ts';
import type { Listener, ListenHandlers } from './listen.ts';
import type { ReadReplica } from './replica.ts';
import type { DbScopes } from './scopes.ts';

/**
 * A database handle or an open transaction: services never care which. Without drizzle's
 * relational queries (`db.query.*`): a handle with them builds one query builder per table each
 * time it or a transaction on it is made, for an API nothing here uses (docs/performance.md).
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  /** No store set: what sign-in, sessions and the platform's own tables use (tenant tables show nothing). */
  db: Db;
  /** The handles row-level security is keyed on: one store, or the named platform path. */
  scopes: DbScopes;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the migrations as the schema's owner, then grants the runtime role its rows (ADR 0045);
   * on PGlite the session then runs as that runtime role.
   */
  migrate(): Promise<void>;
  /** Who the app is connected as: a superuser or a BYPASSRLS role skips every policy. */
  role(): Promise<{ name: string; bypassesRowSecurity: boolean }>;
  /** LISTEN on a channel (the store-front cache's invalidations): see listen.ts. */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  /**
   * The embedded database only, once migrated: analyses the tables that changed enough since their
   * last analyse, as a server's autovacuum would (db/pglite-statistics.ts; it also runs by itself).
   */
  analyseGrown?: () => Promise<string[]>;
  /** With DATABASE_READ_URL: where reads that may lag a little go (db/replica.ts). */
  replica?: ReadReplica;
  close(): Promise<void>;
};

export const migrationsFolder = path.join(apiDir(import.meta.url, 2), 'src/db/migrations');

/**
 * Row-level security binds only a role that is neither a superuser nor BYPASSRLS. In production
 * such a connection is refused (this throws, saying why); elsewhere the reason comes back as a
 * warning to print (a local superuser is handy in development). Undefined when all is well.
 */
export async function checkRuntimeRole(
  database: Pick<Database, 'role'>,
  nodeEnv: 'development' | 'production' | 'test',
): Promise<string | undefined> {
  const role = await database.role();
  if (!role.bypassesRowSecurity) return undefined;
  const why =
    `The database role "${role.name}" is a superuser or has BYPASSRLS, so row-level security would not ` +
    'keep stores apart. Connect as an ordinary role (see docs/deployment.md).';
  if (nodeEnv === 'production') throw new Error(why);
  return why;
}

/**
 * The connection budget (docs/deployment.md): this instance holds at most its pool plus one LISTEN
 * connection to DATABASE_URL's server. More than the server (or the role's CONNECTION LIMIT) can
 * ever give is a configuration error and stops start-up; more than is free right now, with the
 * other instances' connections counted, is said as a warning (they may be about to stop).
 */
export async function checkConnectionBudget(
  database: Pick<Database, 'db' | 'kind'>,
  pool: { max: number; viaPgBouncer: boolean },
): Promise<string | undefined> {
  if (database.kind !== 'postgres' || pool.viaPgBouncer) return undefined;
  const result = await database.db.execute(sql`select
      current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int as server,
      (select rolconnlimit from pg_roles where rolname = current_user) as role_limit,
      (select count(*) from pg_stat_activity where backend_type = 'client backend')::int as in_use`);
  const row = (result as unknown as { rows: Array<{ server: number; role_limit: number; in_use: number }> })
    .rows[0]!;
  const limit = row.role_limit >= 0 ? Math.min(row.server, row.role_limit) : row.server;
  const wanted = pool.max + 1;
  if (wanted > limit) {
    throw new Error(
      `DATABASE_POOL_MAX=${pool.max} (plus one LISTEN connection) is more than the database allows this role (${limit} connections). Lower DATABASE_POOL_MAX or raise max_connections (see docs/deployment.md, "Connection budget").`,
    );
  }
  // The one connection in use is this check's own.
  const free = limit - row.in_use + 1;
  if (wanted > free) {
    return `this instance may open ${wanted} connections but only ${free} of the database's ${limit} are free now; requests will wait (DATABASE_POOL_WAIT_MS) and then get 503 when they run out (see docs/deployment.md, "Connection budget").`;
  }
  return undefined;
}

/** Who the app is connected as, and whether row-level security binds it. */
export async function currentRole(db: Db) {
  const result = await db.execute(
    sql`select current_user as name, (rolsuper or rolbypassrls) as bypasses from pg_roles where rolname = current_user`,
  );
  const row = (result as unknown as { rows: Array<{ name: string; bypasses: boolean }> }).rows[0]!;
  return { name: row.name, bypassesRowSecurity: row.bypasses };
}
