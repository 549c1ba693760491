// npm test: lint + format check, type check, unit and API tests (embedded database, and PostgreSQL
// too when TEST_DATABASE_URL is set, then the nginx cluster tests), web build, Playwright journeys.
// Ends with one summary line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  isCi,
  mergeSkips,
  playwrightSkipsByFile,
  SKIPPED_VITEST,
  skippedSteps,
  summarize,
  vitestSkipsByFile,
} from './test-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'storefleet-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
/** Each failed test with the start of its message, printed again at the very end: CI keeps only the log's tail. */
const failures = [];
/** Failures of a step that passed when run again (only the pods simulation is run again). */
const flaky = [];
const excerpt = (text) =>
  String(text ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal colours of test output
    .replace(/\x1b\[[0-9;]*m/g, '')
    .slice(0, 4000);
const only = process.argv.slice(2);
/** Skipped tests per file, with the reasons given where the report has them. */
const skipsByFile = {};
/** The PostgreSQL steps that will not run, and why (said again in the summary). */
const notRun = skippedSteps(process.env, (step) => !only.length || only.includes(step));
for (const { step, reason } of notRun) console.log(`=== ${step}: skipped (${reason})`);

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

/**
 * Adds a vitest JSON report's failed tests to `failures`, and its counts to the totals unless
 * addToTotals is false; the files in `exclude` (absolute paths) are left out of both.
 */
function countVitest(file, { addToTotals = true, exclude = [] } = {}) {
  if (!existsSync(file)) return;
  const full = JSON.parse(readFileSync(file, 'utf8'));
  const report = {
    ...full,
    testResults: (full.testResults ?? []).filter((suite) => !exclude.includes(suite.name)),
  };
  const suiteErrorsFile = `${file}.suite-errors.json`;
  const suiteErrors = existsSync(suiteErrorsFile) ? JSON.parse(readFileSync(suiteErrorsFile, 'utf8')) : {};
  for (const name of exclude) delete suiteErrors[name];
  if (addToTotals) {
    const tests = report.testResults.flatMap((suite) => suite.assertionResults ?? []);
    totals.passed += tests.filter((test) => test.status === 'passed').length;
    totals.failed += tests.filter((test) => test.status === 'failed').length;
    totals.skipped += tests.filter((test) => SKIPPED_VITEST.has(test.status)).length;
    mergeSkips(skipsByFile, vitestSkipsByFile(report, root));
  }
  for (const suite of report.testResults) {
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(
        `${path.relative(root, suite.name)} › ${test.fullName}\n${excerpt(test.failureMessages?.[0])}`,
      );
    // A file that failed before any test ran (an import error, a hook) has no failed test to show:
    // its errors come from scripts/vitest-suite-errors.mjs.
    if (!failed.length && suite.status === 'failed')
      failures.push(
        `${path.relative(root, suite.name)}\n${excerpt(suiteErrors[suite.name]?.join('\n\n') || suite.message)}`,
      );
  }
  for (const [name, errors] of Object.entries(suiteErrors))
    if (!report.testResults.some((suite) => suite.name === name))
      failures.push(`${name}\n${excerpt(errors.join('\n\n'))}`);
}

/**
 * A vitest step whose files start real servers on this machine (PostgreSQL servers, nginx, Caddy
 * and Pebble, several instances), where a slow start can fail a file now and then: the files that
 * failed run once more, and their first failure is still printed at the end (under "Flaky") so it
 * is never hidden.
 */
function runServersStep(name, report, { files, args = [] }) {
  const env = { TEST_DATABASE_URL };
  if (run(name, 'npx', vitest(report, [...args, ...files]), env) || !existsSync(report)) {
    countVitest(report);
    return;
  }
  const failedFiles = JSON.parse(readFileSync(report, 'utf8'))
    .testResults.filter((suite) => suite.status === 'failed')
    .map((suite) => suite.name);
  if (!failedFiles.length) {
    countVitest(report);
    return;
  }
  const before = failures.length;
  countVitest(report, { addToTotals: false });
  flaky.push(...failures.splice(before));
  countVitest(report, { exclude: failedFiles });
  failedSteps.pop();
  const names = failedFiles.map((file) => path.relative(root, file));
  console.log(`=== ${name}: ${names.join(', ')} failed; running again (the failure is printed at the end)`);
  const again = report.replace(/\.json$/, '-again.json');
  run(`${name} again`, 'npx', vitest(again, [...args, ...names]), env);
  countVitest(again);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats, suites = [] } = report;
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  mergeSkips(skipsByFile, playwrightSkipsByFile(report));
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          failures.push(`${spec.file} › ${[...titles, spec.title].join(' › ')}\n${excerpt(error)}`);
        }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of suites) visit(suite, []);
}

const vitest = (file, extra = []) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--reporter=./scripts/vitest-suite-errors.mjs',
  `--outputFile.json=${file}`,
  ...extra,
];
const { TEST_DATABASE_URL, ...embeddedEnv } = process.env;

run('lint', 'npx', ['biome', 'check', '.']);
// The type checks of `npm run typecheck`, side by side (the web app's and the server's take
// about as long as each other).
await Promise.all(
  ['packages/contracts', 'packages/client', 'apps/api', 'apps/web'].map((project) =>
    runCaptured(`typecheck ${project}`, 'npx', ['tsc', '-p', project, '--noEmit']),
  ),
);

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
  run('api-postgres', 'npx', vitest(postgres, ['--project', 'api', '--project', 'api-isolated']), {
    TEST_DATABASE_URL,
  });
  countVitest(postgres);
  // `npm run cluster` for real: three instances behind nginx, a kill -9 mid-checkout, a replica,
  // Caddy's on-demand certificates from Pebble;
  // and one instance through a fast restart of a throwaway PostgreSQL server.
  runServersStep('cluster', path.join(reports, 'vitest-cluster.json'), {
    // One file at a time: each starts PostgreSQL servers, nginx or Caddy and instances, and times them.
    args: ['--maxWorkers=1', '--project', 'boundaries'],
    files: [
      'scripts/cluster.test.ts',
      'scripts/cluster-replica.test.ts',
      'scripts/cluster-tls.test.ts',
      'scripts/database-restart.test.ts',
    ],
  });
}

if (run('build', 'npm', ['run', 'build'])) {
  // Each journey file gets its own server and fresh demo database, so no file depends on what
  // another file changed (a product added, a shipping price edited).
  const specs = readdirSync(path.join(root, 'apps/web/e2e'))
    .filter((file) => file.endsWith('.spec.ts'))
    // E2E_FILES: some journey files only (comma-separated names), e.g. `E2E_FILES=checkout.spec.ts`.
    .filter((file) => !process.env.E2E_FILES || process.env.E2E_FILES.split(',').includes(file))
    .sort();
  if (TEST_DATABASE_URL) {
    // Two PostgreSQL databases as tenant pods behind nginx routing by host, a store moved between them (ADR 0022).
    // It runs two app instances, nginx and a live store move on one machine: a failure is run once more,
    // and the first one's message is still printed at the end (under "Flaky") so it is never hidden.
    runServersStep('pods', path.join(reports, 'vitest-pods.json'), {
      args: ['--project', 'boundaries', '-t', 'pods simulation on PostgreSQL'],
      files: ['scripts/pods-simulation.test.ts'],
    });
  }
  // One demo database for every journey file: made once by a server that is then stopped, and
  // copied by each file's server instead of creating and seeding its own (scripts/e2e-server.mjs).
  const template = only.length && !only.includes('e2e') ? undefined : await e2eTemplate();
  await runJourneys(specs, template);
}

/**
 * Runs the journey files in one Playwright run (one CLI start and one browser for all of them),
 * each file against a server of its own with a fresh copy of the demo database, so no file depends
 * on what another changed (docs/performance.md, "The test run").
 *
 * Playwright talks to one address, a small proxy here; the journeys' `fileServer` fixture
 * (apps/web/e2e/fixtures.ts) asks it, before each test, for its file's server. On a file's first
 * test the proxy sends every request from then on to a new server, which it started while the
 * previous file ran (a server takes ~4 s to copy its database and boot), and stops the previous
 * one. So a journey file's `beforeAll` hooks run before the switch and must not use the server
 * (scripts/journey-files.test.ts).
 */
async function runJourneys(specs, template) {
  if (only.length && !only.includes('e2e')) return;
  const journeys = journeyServers(template, await freePortBlock());
  const { url, control } = await journeys.listen();
  const e2e = path.join(reports, 'playwright.json');
  const ok = await runCaptured(
    'e2e',
    // Playwright's CLI without npx in front (npx costs most of a second).
    process.execPath,
    [
      path.join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      'apps/web/playwright.config.ts',
      '--reporter=list,json',
      // Path patterns, not bare names: Playwright matches its arguments anywhere in a file's path,
      // so `a11y.spec.ts` alone would also run `admin-a11y.spec.ts`.
      ...(process.env.E2E_FILES ? specs.map((spec) => `e2e/${spec}$`) : []),
    ],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2e,
      E2E_BASE_URL: url,
      E2E_FILE_SERVER: control,
      // A whole run (no E2E_FILES) records no traces: recording each test's trace (a screencast and a
      // DOM snapshot per action) costs the browser time, and no one opens a passing test's. Picked
      // files keep them, to look at. Screenshots stay on in both until every journey's keyboard step
      // waits for its focus (escapeFrom): without their pauses some raced (docs/performance.md,
      // "The test run"). Either can be set by hand.
      E2E_SCREENSHOTS: process.env.E2E_SCREENSHOTS ?? 'on',
      E2E_TRACE: process.env.E2E_TRACE ?? (process.env.E2E_FILES ? 'on' : 'off'),
    },
    { stream: true },
  );
  const serverOutputs = await journeys.close();
  const before = failures.length;
  countPlaywright(e2e);
  // The server output of each file with a failed test, as the per-file runs printed it.
  const failedFiles = new Set(
    failures.slice(before).map((failure) => path.basename(failure.split(' › ')[0])),
  );
  for (const file of failedFiles)
    if (serverOutputs.has(file))
      console.log(`=== e2e ${file}: its server's output\n${serverOutputs.get(file)}`);
  return ok;
}

/**
 * The journeys' servers behind one address. `listen()` starts the proxy and the first server;
 * `POST {control}` with a file name switches to that file's server (a no-op for the current file);
 * `close()` stops everything and returns each file's server output.
 */
function journeyServers(template, proxyPort) {
  const url = `http://127.0.0.1:${proxyPort}`;
  const controlPath = '/__journey-file-server';
  // Three ports in turn: the current server's, the next one's, and the one still stopping.
  const ports = [1, 2, 3].map((offset) => String(proxyPort + 10 * offset));
  const serverEnv = {
    // E-mailed links and redirects name the address the browser uses; domain checks ask the
    // domains journey's DNS server (e2e/domains.spec.ts: the journey address's port + 10000).
    E2E_PUBLIC_URL: url,
    DNS_RESOLVER: `127.0.0.1:${proxyPort + 10000}`,
  };
  const stopped = new Map();
  let turn = 0;
  const start = () => {
    const port = ports[turn++ % ports.length];
    const server = startJourneyServer(port, template, serverEnv, stopped.get(port));
    stopped.set(port, server.stopped);
    return server;
  };
  let current = { file: undefined, server: start(), started: Date.now() };
  let next;
  let target;
  const outputs = new Map();
  const agent = new http.Agent({ keepAlive: true });
  let switching = Promise.resolve();

  const finish = (entry) => {
    if (!entry.file) return;
    outputs.set(entry.file, entry.server.output());
    console.log(`=== e2e ${entry.file}: ${((Date.now() - entry.started) / 1000).toFixed(1)} s`);
  };
  const switchTo = (file) =>
    (switching = switching.then(async () => {
      if (current.file === file) return;
      if (current.file !== undefined) {
        finish(current);
        void current.server.stop();
        current = { file, server: next ?? start(), started: Date.now() };
      } else current.file = file;
      next = start();
      const { url: serverUrl, output } = await current.server.ready;
      if (!serverUrl) throw new Error(`the server for ${file} did not start:\n${output()}`);
      target = new URL(serverUrl);
    }));

  const proxy = http.createServer((request, response) => {
    if (request.url === controlPath && request.method === 'POST') {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () =>
        switchTo(Buffer.concat(chunks).toString()).then(
          () => response.writeHead(204).end(),
          (error) => response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error.message)),
        ),
      );
      return;
    }
    if (!target) return void response.writeHead(503).end('No journey file has asked for its server yet');
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode, answer.statusMessage, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`journey proxy: ${error.message}`);
    });
    request.pipe(upstream);
  });

  return {
    async listen() {
      await new Promise((resolve, reject) =>
        proxy.once('error', reject).listen(proxyPort, '127.0.0.1', resolve),
      );
      return { url, control: `${url}${controlPath}` };
    },
    async close() {
      await switching.catch(() => {});
      finish(current);
      await Promise.all([current.server.stop(), next?.stop()]);
      agent.destroy();
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      return outputs;
    },
  };
}

/**
 * The journeys' first port: 5101, or 5201, 5301 … when another checkout's journeys (or anything
 * else) hold it or the servers' ports after it (port + 10, + 20, + 30). Clear of the template
 * server's 5056 and of the ports Chromium refuses (5060, 5061).
 */
async function freePortBlock() {
  const free = (port) =>
    new Promise((resolve) => {
      const probe = http.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
  for (let base = 5101; base < 6000; base += 100) {
    const all = await Promise.all([0, 10, 20, 30].map((offset) => free(base + offset)));
    if (all.every(Boolean)) return base;
  }
  throw new Error('No free ports for the journeys between 5101 and 5999');
}

/**
 * Starts scripts/e2e-server.mjs on a port (on a copy of the template when there is one), once
 * `after` (the port's previous server stopping) has settled: `ready` resolves with its URL once it
 * answers (undefined if it exits or takes over three minutes), and the output it printed; `stop`
 * ends it and waits until it is gone (it removes its data folder), as `stopped` does.
 */
function startJourneyServer(port, template, env = {}, after = Promise.resolve()) {
  let server;
  const chunks = [];
  const spawned = after.then(() => {
    server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
      cwd: root,
      env: { ...embeddedEnv, ...env, E2E_PORT: port, ...(template ? { E2E_TEMPLATE_DIR: template } : {}) },
    });
    server.stdout.on('data', (chunk) => chunks.push(chunk));
    server.stderr.on('data', (chunk) => chunks.push(chunk));
    return new Promise((resolve) => server.once('exit', resolve));
  });
  const url = `http://127.0.0.1:${port}`;
  const output = () => Buffer.concat(chunks).toString();
  const ready = (async () => {
    await after;
    const started = Date.now();
    while (server.exitCode === null && Date.now() - started < 180_000) {
      const up = await fetch(`${url}/api/healthz`)
        .then((response) => response.ok)
        .catch(() => false);
      if (up) return url;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return undefined;
  })().then((answered) => ({ url: answered, output }));
  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      await after;
      if (server.exitCode === null) server.kill('SIGTERM');
      await spawned;
    })());
  return { ready, output, stop, stopped: spawned.then(() => undefined) };
}

/**
 * `run` for a step that runs beside others: its output is collected and printed when it ends, or
 * with `stream`, printed as it comes (a step that runs alone and long).
 */
function runCaptured(name, command, args, env = {}, { stream = false } = {}) {
  if (only.length && !only.includes(name.split(' ')[0])) return Promise.resolve(true);
  const started = Date.now();
  if (stream) console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
  const output = [];
  const collect = (chunk) => (stream ? process.stdout.write(chunk) : output.push(chunk));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve) => {
    child.once('close', (status) => {
      const ok = status === 0;
      if (!stream)
        process.stdout.write(
          `\n=== ${name}: ${command} ${args.join(' ')}\n${Buffer.concat(output).toString()}`,
        );
      console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (!ok) failedSteps.push(name);
      resolve(ok);
    });
  });
}

/**
 * Starts the journeys' server once on a folder of its own, waits until it answers (migrated, demo
 * stores seeded), stops it and returns the folder; undefined, and each file seeds its own, if that
 * fails.
 */
async function e2eTemplate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefleet-e2e-template-'));
  const port = '5056';
  const started = Date.now();
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    env: { ...embeddedEnv, E2E_DATA_DIR: dir, E2E_PORT: port },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  let ready = false;
  while (!ready && server.exitCode === null && Date.now() - started < 180_000) {
    ready = await fetch(`http://127.0.0.1:${port}/api/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  const code = await exited;
  const ok = ready && code === 0;
  console.log(
    `\n=== e2e template: ${ok ? `${dir}, made` : 'not made (each journey file seeds its own)'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return ok ? dir : undefined;
}

if (flaky.length) console.log(`\n=== Flaky: failed, then passed when run again\n\n${flaky.join('\n\n')}`);
if (failures.length) console.log(`\n=== Failed tests (${failures.length})\n\n${failures.join('\n\n')}`);
const summary = summarize({
  totals,
  failedSteps,
  skippedSteps: notRun,
  skipsByFile,
  ci: isCi(process.env),
});
console.log(`\n${summary.lines.join('\n')}`);
process.exit(summary.exitCode);
