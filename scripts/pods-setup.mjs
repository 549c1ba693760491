// Setting up the pods of the pods simulation (ADR 0022): databases, one app instance per pod
// started the ordinary way, and the placement of the seeded stores.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './free-port.mjs';
import { startCommand } from './start-command.mjs';

export { freePort };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function sql(url, text, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

/** As the platform path of ADR 0011: the app's own tables are under forced row-level security. */
export const platformSql = (url, statements) =>
  sql(url, `begin; select set_config('app.scope', 'platform', true); ${statements}; commit;`);

/**
 * Starts one pod's app instance with the ordinary start command and environment variables only,
 * and resolves when it answers /api/healthz. `pod.port`, `pod.databaseUrl`; `frontUrl` is the
 * platform's address (PUBLIC_URL), `storeDomain` its STORE_DOMAIN; returns its stop().
 */
export async function startPod(pod, { frontUrl, appSecret, storeDomain }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `pods-${pod.name}-`));
  const env = { ...process.env };
  for (const name of [
    'TEST_DATABASE_URL',
    'DATABASE_READ_URL',
    'DATABASE_MIGRATION_URL',
    'JOBS',
    'STOREFRONT_CACHE_TTL_SECONDS',
  ])
    delete env[name];
  Object.assign(env, {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(pod.port),
    DATABASE_URL: pod.databaseUrl,
    APP_SECRET: appSecret,
    DATA_DIR: dataDir,
    PUBLIC_URL: frontUrl,
    // Every store answers at {slug}.{STORE_DOMAIN}: the front routes by that host name alone.
    STORE_DOMAIN: storeDomain,
    ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
    DEMO_DATA: 'true',
    // Benches measure against the demo catalogue without the seeded past (comparable with earlier runs).
    DEMO_HISTORY: 'false',
    SANDBOX_PAYMENTS: 'true',
    RATE_LIMIT_MULTIPLIER: '0',
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SKIP_WEB_BUILD: 'true',
    SKIP_SERVER_BUILD: 'true',
  });
  const [node, args] = startCommand();
  const child = spawn(node, args, { cwd: root, env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  pod.url = `http://127.0.0.1:${pod.port}`;
  pod.output = () => output;
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`pod ${pod.name} exited:\n${output.slice(-2000)}`);
    }
    const ok = await fetch(`${pod.url}/api/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return stop;
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`pod ${pod.name} did not start in 90 s:\n${output.slice(-2000)}`);
}

/**
 * Keeps only the seeded store `pod.keeps` on the pod and moves every sequence to `pod.block`, so that
 * rows made later on different pods never share an id (ids below `firstBlock` are the seed's).
 * Returns the stores left.
 */
export async function placeStores(pod, firstBlock) {
  const url = pod.databaseUrl;
  await platformSql(
    url,
    `delete from tenants where slug <> '${pod.keeps}';
     delete from users u where not is_admin and not exists (select 1 from user_tenants t where t.user_id = u.id)`,
  );
  const { rows } = await sql(
    url,
    `select sequencename as name, coalesce(last_value, 0) as last from pg_sequences where schemaname = 'public'`,
  );
  for (const seq of rows) {
    if (Number(seq.last) >= firstBlock) throw new Error(`${seq.name} is already past the first block`);
    await sql(url, `select setval($1, $2)`, [`public.${seq.name}`, pod.block]);
  }
  const stores = await platformSql(url, 'select id, slug, domain, name from tenants').then((r) => r[2].rows);
  return stores;
}
