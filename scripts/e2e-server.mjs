// The server the Playwright journeys run against: a fresh embedded database with demo data in a
// temporary folder, on E2E_PORT (default 5055), serving the built web app.
// E2E_TEMPLATE_DIR: a data folder a stopped server left (migrated, demo stores seeded), copied into
// the temporary folder first, so this server starts without creating and seeding a database (npm
// test makes one for all the journey files). E2E_DATA_DIR: use this folder and keep it (how the
// template is made).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const keep = Boolean(process.env.E2E_DATA_DIR);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'storefleet-e2e-'));
const template = process.env.E2E_TEMPLATE_DIR;
// Never the template's lock (DATA_DIR/pglite.lock, apps/api/src/db/data-dir-lock.ts): a stopped
// server removed it, and one a killed server left must not travel into every copy.
if (!keep && template && existsSync(template)) {
  cpSync(template, dataDir, { recursive: true, filter: (from) => path.basename(from) !== 'pglite.lock' });
}
const port = process.env.E2E_PORT ?? '5055';

Object.assign(process.env, {
  // The journeys sign in with the README's demo passwords, which only development seeds.
  NODE_ENV: 'development',
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  // E2E_PUBLIC_URL: the address the browser uses when it is not this server's own (npm test's
  // journeys reach each file's server through one proxy, scripts/test.mjs).
  PUBLIC_URL: process.env.E2E_PUBLIC_URL ?? `http://127.0.0.1:${port}`,
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'admin-password-123',
  DEMO_DATA: 'true',
  // The journeys count the demo stores' orders from none: no seeded past (apps/api/src/seed/demo-history.ts).
  DEMO_HISTORY: 'false',
  SANDBOX_PAYMENTS: 'true',
  LOG_LEVEL: 'warn',
  // Every journey comes from 127.0.0.1: raise the per-address request limits (not the sign-in guard).
  RATE_LIMIT_MULTIPLIER: process.env.RATE_LIMIT_MULTIPLIER ?? '20',
  // Domain checks ask the journey's own DNS server (e2e/domains.spec.ts): UDP on E2E_PORT + 10000.
  DNS_RESOLVER: process.env.DNS_RESOLVER ?? `127.0.0.1:${Number(port) + 10000}`,
  // The platform's exchange rates (docs/decisions/0105): the demo's example file.
  EXCHANGE_RATES_SOURCE: fileURLToPath(
    new URL('../apps/api/src/seed/exchange-rates.example.json', import.meta.url),
  ),
});
delete process.env.DATABASE_URL;

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
if (!keep) process.on('exit', cleanUp);

// The same bundled server `npm start` runs (ADR 0017), rebuilt first if a source changed.
const { ensureServerBuild, serverBundle } = await import('./build-server.mjs');
await ensureServerBuild();
await import(pathToFileURL(serverBundle).href);
