// Opens the database the configuration names: PostgreSQL with DATABASE_URL (db/postgres.ts), else
// PGlite in DATA_DIR (db/pglite.ts). Both speak PostgreSQL, share one Drizzle schema and one set of
// migrations.
import type { Config } from '../config/config.ts';
import type { Database } from './database.ts';
import { openPgliteIn } from './pglite.ts';
import { openPostgres } from './postgres.ts';

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
  return openPgliteIn(config.DATA_DIR, config);
}
