// Opens the database: PGlite in DATA_DIR when DATABASE_URL is unset, a pg Pool otherwise.
// Both speak PostgreSQL, share one Drizzle schema and one set of migrations.
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { isMainThread } from 'node:worker_threads';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config/config.ts';
import { apiDir } from '../lib/api-dir.ts';
import { lockDataDir, restrictToOwner } from './data-dir-lock.ts';
import { type Listener, type ListenHandlers, listenPglite, listenPostgres } from './listen.ts';
import { NamingClient } from './named-statements.ts';
import {
  analyseGrownFunctionSql,
  keepPgliteStatistics,
  PGLITE_ANALYZE_EVERY_MS,
  type StatisticsKeeper,
} from './pglite-statistics.ts';
import { postgresScopes } from './postgres-scopes.ts';
import { type Lsn, parseLsn, ReadReplica } from './replica.ts';
import { runtimeGrantsSql } from './runtime-grants.ts';
import * as schema from './schema/index.ts';
import { type DbScopes, pgliteScopes } from './scopes.ts';

export type Schema = typeof schema;
/** A database handle or an open transaction: services never care which. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

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
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  const scopes = postgresScopes(pool, db);
  const directUrl = options.directUrl ?? url;
  const migrationUrl = options.migrationUrl ?? directUrl;
  const readPool = options.readUrl
    ? openPool(options.readUrl, options.readMax, options.waitMs, named)
    : undefined;
  const replica = readPool
    ? new ReadReplica({
        primary: scopes,
        replica: postgresScopes(readPool, drizzleNodePg(readPool, { schema }) as unknown as Db),
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
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
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

/**
 * PGlite opens as a superuser, which no policy binds. Migrations run as that superuser; then the
 * session switches to this role for good, so the embedded database is guarded like a server (its
 * grants are a server's runtime role's). It guards against the app's own mistakes, not against
 * whoever can send this session SQL: `reset role` undoes it (ADR 0045).
 */
export const PGLITE_RUNTIME_ROLE = 'storefleet_app';

/**
 * Enters that role, which may call the owner's analyse of grown tables: PGlite's missing autovacuum
 * leaves that to the process (ADR 0110).
 */
async function enterRuntimeRole(client: PGlite): Promise<void> {
  await client.exec(`
    do $$ begin
      if not exists (select from pg_roles where rolname = '${PGLITE_RUNTIME_ROLE}') then
        create role ${PGLITE_RUNTIME_ROLE} nologin nosuperuser nobypassrls;
      end if;
    end $$;
    ${runtimeGrantsSql(PGLITE_RUNTIME_ROLE)}
    ${analyseGrownFunctionSql(PGLITE_RUNTIME_ROLE)}
    set role ${PGLITE_RUNTIME_ROLE};
  `);
}

/**
 * PGlite runs no autovacuum: once migrated, the process analyses grown tables itself, so the
 * plans of statements kept by name follow the tables' growth (ADR 0110). `analyseEveryMs: 0` only
 * when asked (`analyseGrown`): a test's statements are then counted and planned alike every run.
 */
export function openPglite(
  client: PGlite,
  onClose?: () => void,
  { analyseEveryMs = PGLITE_ANALYZE_EVERY_MS }: { analyseEveryMs?: number } = {},
): Database {
  const scopes = pgliteScopes(client);
  const db = scopes.none;
  let statistics: StatisticsKeeper | undefined;
  const database: Database = {
    db,
    scopes,
    kind: 'pglite',
    async migrate() {
      statistics?.stop();
      await client.exec('reset role');
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      await enterRuntimeRole(client);
      statistics = keepPgliteStatistics(
        db,
        (error) =>
          process.emitWarning(`The embedded database's tables could not be analysed: ${String(error)}`),
        analyseEveryMs,
      );
      database.analyseGrown = statistics.analyseGrown;
    },
    role: () => currentRole(db),
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    async close() {
      statistics?.stop();
      try {
        await client.close();
      } finally {
        onClose?.();
      }
    },
  };
  return database;
}

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

async function currentRole(db: Db) {
  const result = await db.execute(
    sql`select current_user as name, (rolsuper or rolbypassrls) as bypasses from pg_roles where rolname = current_user`,
  );
  const row = (result as unknown as { rows: Array<{ name: string; bypasses: boolean }> }).rows[0]!;
  return { name: row.name, bypassesRowSecurity: row.bypasses };
}

/**
 * The embedded database's start-up settings (ADR 0016). PGlite's initdb writes shared_buffers =
 * 128MB and its shared memory is zeroed when it starts, so all of it is resident: about 150 MB of
 * RSS for a buffer cache a store's few megabytes never fill (the files sit in the OS page cache too).
 */
export function pgliteOptions(
  defaultStartParams: readonly string[],
  config: { PGLITE_SHARED_BUFFERS_MB: number },
): PGliteOptions {
  return {
    startParams: [...defaultStartParams, '-c', `shared_buffers=${config.PGLITE_SHARED_BUFFERS_MB}MB`],
  };
}

/**
 * The extensions the migrations create (store-front search: pg_trgm). PGlite builds
 * them in, but each one must be handed to every PGlite that opens the data; PostgreSQL ships them.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

export async function openDatabase(
  config: Pick<
    Config,
    | 'DATABASE_URL'
    | 'DATABASE_READ_URL'
    | 'DATABASE_DIRECT_URL'
    | 'DATABASE_MIGRATION_URL'
    | 'DATABASE_POOL_MAX'
    | 'DATABASE_READ_POOL_MAX'
    | 'DATABASE_POOL_WAIT_MS'
    | 'DATABASE_NAMED_STATEMENTS'
    | 'DATA_DIR'
    | 'PGLITE_SHARED_BUFFERS_MB'
  >,
): Promise<Database> {
  if (config.DATABASE_URL) {
    return openPostgres(config.DATABASE_URL, {
      max: config.DATABASE_POOL_MAX,
      waitMs: config.DATABASE_POOL_WAIT_MS,
      directUrl: config.DATABASE_DIRECT_URL,
      migrationUrl: config.DATABASE_MIGRATION_URL,
      readUrl: config.DATABASE_READ_URL,
      readMax: config.DATABASE_READ_POOL_MAX,
      namedStatements: config.DATABASE_NAMED_STATEMENTS,
    });
  }
  const dataDir = path.resolve(config.DATA_DIR);
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // Before PGlite touches a file: one process per data folder (data-dir-lock.ts).
  const release = lockDataDir(dataDir);
  try {
    // What PGlite (and its initdb child, which inherits the mask) creates is the owner's alone.
    if (isMainThread) process.umask(0o077);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // Loaded only here: a process on PostgreSQL never pays for PGlite's code.
    const { PGlite } = await import('@electric-sql/pglite');
    const options = pgliteOptions(PGlite.defaultStartParams, config);
    await initPgliteDataDir(dir, options);
    chmodSync(dataDir, 0o700);
    restrictToOwner(dir);
    const client = await PGlite.create(dir, { ...options, extensions: await pgliteExtensions() });
    // A few files PGlite writes while running (pg_internal.init) get 0644 whatever the mask: the
    // 0700 folder keeps others out meanwhile, and a clean stop closes them too.
    return openPglite(client, () => {
      try {
        restrictToOwner(dir);
      } catch {
        // the folder is gone already (a test's temporary one): nothing left to close
      }
      release();
    });
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * A new data folder is created by a short-lived child process. PGlite's initdb runs a second
 * PGlite and copies the folder through memory: in this process that peaked at 930 MB, and 100 MB
 * of it stayed resident through a whole benchmark run, waiting for a full garbage collection.
 */
async function initPgliteDataDir(dir: string, options: PGliteOptions): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const script = `const { PGlite } = await import(process.argv[1]);
    const db = await PGlite.create(process.argv[2], JSON.parse(process.argv[3]));
    await db.close();`;
  await promisify(execFile)(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      script,
      import.meta.resolve('@electric-sql/pglite'),
      dir,
      JSON.stringify(options),
    ],
    { env: {} }, // it needs none, and is handed no secret
  );
}
