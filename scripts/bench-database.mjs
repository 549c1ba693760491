// The throwaway database the benchmark scripts measure against, and its options.
// PostgreSQL by default: a fresh database on the server named by --database-url (dropped afterwards
// unless --keep); --reuse <name> measures a database a --keep run left, without creating it;
// --name <name> names the new one.
// --pglite: the embedded database in a temporary folder. Either way the schema is migrated and the
// caller gets the app's config, the database handle and its platform scope (row-level security is
// forced on every tenant table, so seeds write on the platform path, as the super admin's reads do).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The app's TypeScript loads through tsx: registered when this module is imported, before the
// benchmark's own dynamic imports of apps/api.
const { register } = await import('tsx/esm/api');
register();

/** parseArgs options every database benchmark shares; --keep and --reuse only where `reusable`. */
export function benchDatabaseOptions({ reusable = true } = {}) {
  return {
    pglite: { type: 'boolean', default: false },
    'database-url': {
      type: 'string',
      default:
        process.env.BENCH_DATABASE_URL ?? 'postgres://storefleet_ci:storefleet_ci@127.0.0.1:5432/postgres',
    },
    ...(reusable
      ? { keep: { type: 'boolean', default: false }, reuse: { type: 'string' }, name: { type: 'string' } }
      : {}),
  };
}

/**
 * Creates (or reuses) and migrates the benchmark's database, then runs `measure` with it; the
 * database (unless --keep) and the temporary folder are removed afterwards, whatever happens.
 */
export async function withBenchDatabase(values, measure) {
  const { parseConfig } = await import(path.join(root, 'apps/api/src/config/config.ts'));
  const { openDatabase } = await import(path.join(root, 'apps/api/src/db/open-database.ts'));
  const pg = (await import('pg')).default;
  const server = async (statement) => {
    const client = new pg.Client({ connectionString: values['database-url'] });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  let databaseUrl;
  let name;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefleet-bench-'));
  if (!values.pglite) {
    name = values.reuse ?? values.name ?? `storefleet_bench_${Date.now().toString(36)}`;
    if (!values.reuse) await server(`create database ${name}`);
    if (values.keep) console.log(`database ${name} (kept: --reuse ${name} measures it again)`);
    const url = new URL(values['database-url']);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  try {
    const config = parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const database = await openDatabase(config);
    try {
      await database.migrate();
      return await measure({ config, database, db: database.scopes.platform });
    } finally {
      await database.close();
    }
  } finally {
    if (name && !values.keep) await server(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
