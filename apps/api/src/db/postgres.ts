// PostgreSQL through a pg Pool (DATABASE_URL): the pool, its store scopes (db/postgres-scopes.ts),
// a read replica's (ADR 0018), LISTEN on a session of its own, and migrations under an advisory lock.
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { currentRole, type Database, type Db, migrationsFolder } from './database.ts';
import { listenPostgres } from './listen.ts';
import { NamingClient } from './named-statements.ts';
import { arrayRowsWithoutEmptyRow } from './pg-array-rows.ts';
import { postgresScopes } from './postgres-scopes.ts';
import { type Lsn, parseLsn, ReadReplica } from './replica.ts';
import { runtimeGrantsSql } from './runtime-grants.ts';

/** Any process may migrate; the advisory lock makes concurrent starts take turns. */
const MIGRATION_LOCK = 727_001;

export type PostgresOptions = {
  /** The pool's size: this instance's share of the server's connections (docs/deployment.md). */
  max?: number;
  /** How long a query waits for a pooled connection before it fails (answered 503). */
  waitMs?: number;
  /** The server itself, when `url` is PgBouncer in transaction mode: for LISTEN and migrations. */
  directUrl?: string;
  /** The schema owner's connection, which migrates and grants (DATABASE_MIGRATION_URL). Unset = directUrl. */
  migrationUrl?: string;
  /** A streaming replica for reads that can be a little behind (ADR 0018). */
  readUrl?: string;
  readMax?: number;
  /**
   * Statements with parameters sent by name, parsed once per connection (ADR 0108). Unset = on,
   * unless `directUrl` says `url` is PgBouncer in transaction mode.
   */
  namedStatements?: boolean;
};

export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const named = options.namedStatements ?? (!options.directUrl || options.directUrl === url);
  const pool = openPool(url, options.max, options.waitMs, named);
  const db = drizzleNodePg(pool) as unknown as Db;
  const scopes = postgresScopes(pool, db);
  const directUrl = options.directUrl ?? url;
  const migrationUrl = options.migrationUrl ?? directUrl;
  const readPool = options.readUrl
    ? openPool(options.readUrl, options.readMax, options.waitMs, named)
    : undefined;
  const replica = readPool
    ? new ReadReplica({
        primary: scopes,
        replica: postgresScopes(readPool, drizzleNodePg(readPool) as unknown as Db),
        primaryLsn: async () => {
          const lsn = await walPosition(pool, 'select pg_current_wal_lsn()::text as lsn');
          if (lsn === undefined) throw new Error('DATABASE_URL is a standby: writes need the primary');
          return lsn;
        },
        replayLsn: () => walPosition(readPool, 'select pg_last_wal_replay_lsn()::text as lsn'),
      })
    : undefined;
  return {
    db,
    scopes,
    replica,
    kind: 'postgres',
    role: () => currentRole(db),
    listen: (channel, handlers) => listenPostgres(directUrl, channel, handlers),
    async migrate() {
      // A session of its own (not a pooled one): the lock is held across statements.
      const client = new pg.Client({ connectionString: migrationUrl });
      client.on('error', ignoreLostConnection); // the statement under way fails and start-up stops
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
        const runtime = await currentRole(db);
        const owner = await client.query<{ name: string }>('select current_user as name');
        if (runtime.name !== owner.rows[0]!.name) await client.query(runtimeGrantsSql(runtime.name));
      } finally {
        await client.end().catch(() => {}); // ending the session releases the lock
      }
    },
    async close() {
      await Promise.all([pool.end(), readPool?.end()]);
    },
  };
}

/** A lost connection's 'error' event: what it means reaches the caller as the failed statement. */
function ignoreLostConnection(): void {}

function openPool(
  connectionString: string,
  max: number | undefined,
  waitMs: number | undefined,
  named: boolean,
): pg.Pool {
  arrayRowsWithoutEmptyRow();
  const pool = new pg.Pool({
    connectionString,
    max: max ?? 10,
    connectionTimeoutMillis: waitMs ?? 5000,
    ...(named ? { Client: NamingClient } : {}),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  // A client checked out of the pool emits 'error' too when the server ends its session (a fast
  // shutdown, a failover): unheard, that event would end the process. The statement it was running
  // fails on its own (answered 503, plugins/errors.ts) and the pool drops the client on release.
  pool.on('connect', (client) => client.on('error', ignoreLostConnection));
  return pool;
}

async function walPosition(pool: pg.Pool, statement: string): Promise<Lsn | undefined> {
  const result = await pool.query<{ lsn: string | null }>(statement);
  const text = result.rows[0]?.lsn;
  return text ? parseLsn(text) : undefined;
}
