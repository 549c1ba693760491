// A fresh, migrated database for one test file, copied from the run's template (see global-setup).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { openPglite, PGLITE_RUNTIME_ROLE, pgliteExtensions } from '../src/db/pglite.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { appUrlOf, testDatabaseUrl } from './config.ts';
import { dropTestDatabase } from './drop-database.ts';

export async function createTestDatabase(): Promise<Database> {
  const postgresTemplate = inject('postgresTemplate');
  const serverUrl = testDatabaseUrl;
  if (postgresTemplate && serverUrl) {
    const name = `sf_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient(serverUrl, (c) => c.query(`create database ${name} template ${postgresTemplate}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const ownerUrl = url.toString();
    const appUrl = appUrlOf(ownerUrl);
    const database = openPostgres(appUrl, { max: 5, migrationUrl: ownerUrl });
    const opened: Database = {
      ...database,
      async close() {
        await database.close();
        await withAdminClient(serverUrl, (c) => dropTestDatabase(c, name));
      },
    };
    urls.set(opened, appUrl);
    ownerUrls.set(opened, ownerUrl);
    return opened;
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: await pgliteExtensions() });
  // Its tables are analysed when a test asks (analyseGrown), never in the middle of a counted call.
  const database = await openPglite(client, undefined, { analyseEveryMs: 0 });
  await database.migrate(); // already migrated: this only switches to the runtime role
  return database;
}

const urls = new WeakMap<Database, string>();
const ownerUrls = new WeakMap<Database, string>();

/** The connection URL of a test database on PostgreSQL, as the app connects (undefined on PGlite). */
export function databaseUrlOf(database: Database): string | undefined {
  return urls.get(database);
}

/** The same database as the schema's owner connects to it (what the migrations run as). */
export function ownerUrlOf(database: Database): string | undefined {
  return ownerUrls.get(database);
}

/**
 * One statement as the schema's owner: what the app's runtime role may not do (ALTER TABLE …). On
 * PostgreSQL the owner's own connection; on PGlite the one session, out of the runtime role and back.
 */
export async function executeAsOwner(database: Database, statement: string): Promise<void> {
  if (database.kind === 'pglite') {
    await database.db.execute(sql.raw('reset role'));
    try {
      await database.db.execute(sql.raw(statement));
    } finally {
      await database.db.execute(sql.raw(`set role ${PGLITE_RUNTIME_ROLE}`));
    }
    return;
  }
  const url = ownerUrls.get(database);
  if (!url) throw new Error('executeAsOwner: a test database made by createTestDatabase');
  await withAdminClient(url, (c) => c.query(statement));
}

/**
 * The same database as another server process would open it: its own pool and its own LISTEN
 * connection on PostgreSQL. PGlite is one process's database, so there the handle is shared (and
 * closing it is left to its owner).
 */
export function openAnotherConnection(database: Database): Database {
  const url = urls.get(database);
  if (!url) return { ...database, close: async () => {} };
  return openPostgres(url, { max: 5, migrationUrl: ownerUrls.get(database) });
}

async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
