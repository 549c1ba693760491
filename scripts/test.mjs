// npm test: lint + format check, type check, unit and API tests (embedded database, and PostgreSQL
// too when TEST_DATABASE_URL is set, then the nginx cluster tests), web build, Playwright journeys.
// Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'storefleet-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const only = process.argv.slice(2);

function run(name, command, args, env = {}) {
  if (only.length && !only.includes(name.split(' ')[0])) return true;
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) failedSteps.push(name);
  return ok;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

const vitest = (file, extra = []) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${file}`,
  ...extra,
];
const { TEST_DATABASE_URL, ...embeddedEnv } = process.env;

run('lint', 'npx', ['biome', 'check', '.']);
run('typecheck', 'npm', ['run', 'typecheck', '--silent']);

const embedded = path.join(reports, 'vitest-embedded.json');
if (!only.length || only.includes('unit')) {
  // The embedded run must not see TEST_DATABASE_URL.
  console.log('\n=== unit: vitest (embedded database)');
  const result = spawnSync('npx', vitest(embedded), { cwd: root, stdio: 'inherit', env: embeddedEnv });
  if (result.status !== 0) failedSteps.push('unit');
  countVitest(embedded);
}
if (TEST_DATABASE_URL) {
  const postgres = path.join(reports, 'vitest-postgres.json');
  run('api-postgres', 'npx', vitest(postgres, ['--project', 'api']), { TEST_DATABASE_URL });
  countVitest(postgres);
  // `npm run cluster` for real: three instances behind nginx, a kill -9 mid-checkout, a replica.
  const cluster = path.join(reports, 'vitest-cluster.json');
  run(
    'cluster',
    'npx',
    vitest(cluster, [
      '--project',
      'boundaries',
      'scripts/cluster.test.ts',
      'scripts/cluster-replica.test.ts',
    ]),
    {
      TEST_DATABASE_URL,
    },
  );
  countVitest(cluster);
}

if (run('build', 'npm', ['run', 'build'])) {
  // Each journey file gets its own server and fresh demo database, so no file depends on what
  // another file changed (a product added, a shipping price edited).
  const specs = readdirSync(path.join(root, 'apps/web/e2e'))
    .filter((file) => file.endsWith('.spec.ts'))
    .sort();
  if (TEST_DATABASE_URL) {
    // Two PostgreSQL databases as tenant pods behind a routing front, a store moved between them (ADR 0022).
    const pods = path.join(reports, 'vitest-pods.json');
    run(
      'pods',
      'npx',
      vitest(pods, [
        '--project',
        'boundaries',
        'scripts/pods-simulation.test.ts',
        '-t',
        'pods simulation on PostgreSQL',
      ]),
      { TEST_DATABASE_URL },
    );
    countVitest(pods);
  }
  for (const spec of specs) {
    const e2e = path.join(reports, `playwright-${spec}.json`);
    run(
      `e2e ${spec}`,
      'npx',
      ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json', spec],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2e,
      },
    );
    countPlaywright(e2e);
  }
}

console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed'}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
