// The server the checkout figures of docs/performance.md ("Checkout: where an order's time goes")
// were taken against: the built bundle (npm run build) with plain node, NODE_ENV=production,
// RATE_LIMIT_MULTIPLIER=0, demo stores and the sandbox on, no SMTP, on PostgreSQL, or on the
// embedded database (PGlite in a fresh DATA_DIR) when --database-url is left out.
//   node scripts/bench-checkout-server.mjs [--database-url postgres://app@…/db \
//     --migration-url postgres://owner@…/db] [--port 5070] [--cpu-prof DIR] [--jobs true|false]
//     [--node-arg=--a-node-or-v8-flag …]
// Prints `pid <n>` (for bench:checkout --app-pid) and `ready <url>`, then runs until SIGINT/SIGTERM;
// with --cpu-prof node writes a .cpuprofile into DIR when the server exits on that signal
// (summarise it with scripts/cpu-profile-summary.mjs).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startCommand } from './start-command.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'migration-url': { type: 'string' },
    port: { type: 'string', default: '5070' },
    'cpu-prof': { type: 'string' },
    jobs: { type: 'string', default: 'true' },
    'admin-password': { type: 'string', default: 'bench-admin-password-123' },
    // More node or V8 flags after npm start's, to try one (--node-arg=--max-semi-space-size=8).
    'node-arg': { type: 'string', multiple: true, default: [] },
  },
});

const url = `http://127.0.0.1:${values.port}`;
// npm start's node flags (package.json, read by scripts/start-command.mjs), so the bench measures them.
const nodeArgs = startCommand()[1].filter((arg) => arg.startsWith('--'));
nodeArgs.push(...values['node-arg']);
if (values['cpu-prof']) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`);
const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/api/dist/main.mjs')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: values.port,
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'storefleet-bench-checkout-')),
    // Unset: the embedded database in DATA_DIR.
    DATABASE_URL: values['database-url'] ?? '',
    DATABASE_MIGRATION_URL: values['migration-url'] ?? values['database-url'] ?? '',
    APP_SECRET: randomBytes(24).toString('hex'),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: values['admin-password'],
    DEMO_DATA: 'true',
    // Benches measure against the demo catalogue without the seeded past (comparable with earlier runs).
    DEMO_HISTORY: 'false',
    SANDBOX_PAYMENTS: 'true',
    RATE_LIMIT_MULTIPLIER: '0',
    JOBS: values.jobs,
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
  },
});
console.log(`pid ${child.pid}`);
for (let i = 0; i < 600; i++) {
  const ok = await fetch(`${url}/api/products?tenantId=1`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
console.log(`ready ${url}`);
const stop = () => child.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
