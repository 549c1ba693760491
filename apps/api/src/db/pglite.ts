// The embedded database (no DATABASE_URL): PGlite in DATA_DIR, one process per folder, its files the
// owner's alone, migrated as its superuser and then run as an ordinary role (ADR 0045), with the
// statistics a server's autovacuum would keep (ADR 0110).
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { isMainThread } from 'node:worker_threads';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import type { Config } from '../config/config.ts';
import { lockDataDir, restrictToOwner } from './data-dir-lock.ts';
import { currentRole, type Database, migrationsFolder } from './database.ts';
import { listenPglite } from './listen.ts';
import {
  analyseGrownFunctionSql,
  keepPgliteStatistics,
  PGLITE_ANALYZE_EVERY_MS,
  type StatisticsKeeper,
} from './pglite-statistics.ts';
import { runtimeGrantsSql } from './runtime-grants.ts';
import { pgliteScopes } from './scopes.ts';

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
export async function openPglite(
  client: PGlite,
  onClose?: () => void,
  { analyseEveryMs = PGLITE_ANALYZE_EVERY_MS }: { analyseEveryMs?: number } = {},
): Promise<Database> {
  // drizzle's PGlite driver imports PGlite's own code at its top: loaded here, only when the
  // embedded database opens, so a process on PostgreSQL loads neither (about 4.5 MB resident;
  // docs/performance.md, "The store front's memory").
  const { drizzle } = await import('drizzle-orm/pglite');
  const scopes = pgliteScopes(client, drizzle);
  const db = scopes.none;
  let statistics: StatisticsKeeper | undefined;
  const database: Database = {
    db,
    scopes,
    kind: 'pglite',
    async migrate() {
      statistics?.stop();
      await client.exec('reset role');
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzle(client), { migrationsFolder });
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

/** Opens (and when new, creates) the embedded database in `dataDir`/pglite. */
export async function openPgliteIn(
  dataDirSetting: string,
  config: Pick<Config, 'PGLITE_SHARED_BUFFERS_MB'>,
): Promise<Database> {
  const dataDir = path.resolve(dataDirSetting);
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
