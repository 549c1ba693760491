// npm run bench:storefront [-- --postgres | --database-url postgres://…] [--duration 10] [--rounds 3]
//                           [--connections 32] [--threads 1] [--pick best|median] [--json]
//                           [--only products,content,html,304,asset] [--tool wrk|autocannon]
// npm run bench:storefront -- --url http://127.0.0.1:5000 [--pid <server pid>]
// npm run -s bench:storefront -- --json > bench.json   (progress goes to stderr, the report to stdout)
//
// The store front's reads against the wire ("Benchmark, not a timed test"). By default it
// starts the server itself (scripts/start.mjs with NODE_ENV=production, the production LOG_LEVEL
// "info" unless --log-level says otherwise, RATE_LIMIT_MULTIPLIER=0 because every request comes from
// one address, demo data, the built web app as it is: run `npm run build` first) on a fresh embedded
// database in a temporary folder, or with --database-url / --postgres on a fresh PostgreSQL database
// storefleet_bench_<pid> created through that URL and dropped at the end. --url measures a server
// that is already running instead (start it with RATE_LIMIT_MULTIPLIER=0; --pid to sample its RSS).
//
// For each target it fetches the app's answer once with the target's request headers, then serves
// exactly those bytes and headers (less Date/Connection) from a bare node:http server in a separate
// process, and runs the load tool (wrk if installed, else autocannon) against the app and the bare
// server in turn (app, bare, app, bare, …) so the machine's noise hits both. Figures are of the best
// round of each side (--pick median for the median of the rounds). The server's RSS is sampled from
// /proc/<pid>/status (VmRSS every 200 ms, and VmHWM) while the app is under load.
import { fork, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startCommand } from './start-command.mjs';

const scriptPath = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(scriptPath), '..');

async function main() {
  const { values: args } = parseArgs({
    options: {
      url: { type: 'string' },
      pid: { type: 'string' },
      'database-url': { type: 'string' },
      postgres: { type: 'boolean', default: false },
      port: { type: 'string', default: process.env.BENCH_PORT ?? '5073' },
      'log-level': { type: 'string', default: 'info' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      rounds: { type: 'string', default: '3' },
      pick: { type: 'string', default: 'best' },
      connections: { type: 'string', default: '32' },
      threads: { type: 'string', default: '1' },
      tool: { type: 'string' },
      tenant: { type: 'string', default: '1' },
      store: { type: 'string', default: 'demo' },
      only: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  if (args.postgres && !args['database-url']) {
    args['database-url'] =
      process.env.BENCH_DATABASE_URL ?? 'postgres://storefleet_test:storefleet_test@127.0.0.1:5432/postgres';
  }
  const load = {
    duration: Number(args.duration),
    warmup: Number(args.warmup),
    rounds: Number(args.rounds),
    connections: Number(args.connections),
    threads: Number(args.threads),
  };
  for (const [name, value] of Object.entries(load)) {
    if (!Number.isFinite(value) || value < (name === 'warmup' ? 0 : 1))
      throw new Error(`--${name}: ${value}?`);
  }
  if (!['best', 'median'].includes(args.pick)) throw new Error('--pick: best or median');
  const tool = args.tool ?? (hasWrk() ? 'wrk' : 'autocannon');
  if (!['wrk', 'autocannon'].includes(tool)) throw new Error('--tool: wrk or autocannon');
  const say = (line) => console.error(line);

  const cleanups = [];
  const cleanUp = async () => {
    while (cleanups.length) {
      try {
        await cleanups.pop()();
      } catch (error) {
        say(`clean-up: ${error instanceof Error ? error.message : error}`);
      }
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      say(`${signal}: stopping`);
      void cleanUp().then(() => process.exit(130));
    });
  }

  try {
    const app = args.url
      ? {
          baseUrl: args.url.replace(/\/$/, ''),
          pid: args.pid ? Number(args.pid) : undefined,
          db: 'running server',
        }
      : await startApp(args, cleanups, say);
    const bare = await startBare(cleanups);

    const targets = await resolveTargets(app.baseUrl, args, say);
    say(
      `${tool}: ${load.threads} thread(s), ${load.connections} connections, ${load.rounds} round(s) of ${load.duration} s each side (warm-up ${load.warmup} s)`,
    );
    await bare.load(targets.filter((t) => t.response));

    const results = [];
    for (const target of targets) {
      if (!target.response) {
        results.push({ name: target.name, skipped: target.skipped });
        say(`${target.name}: skipped (${target.skipped})`);
        continue;
      }
      await bare.check(target);
      const appUrl = `${app.baseUrl}${target.path}`;
      const bareUrl = `http://127.0.0.1:${bare.port}${target.path}`;
      if (load.warmup > 0) {
        await runLoad(tool, appUrl, target.headers, { ...load, duration: load.warmup });
        await runLoad(tool, bareUrl, target.headers, { ...load, duration: load.warmup });
      }
      const appRounds = [];
      const bareRounds = [];
      for (let round = 1; round <= load.rounds; round++) {
        const sampler = app.pid ? sampleRss(app.pid) : undefined;
        appRounds.push({ ...(await runLoad(tool, appUrl, target.headers, load)), rss: sampler?.stop() });
        const bareSampler = sampleRss(bare.pid);
        bareRounds.push({ ...(await runLoad(tool, bareUrl, target.headers, load)), rss: bareSampler.stop() });
        say(
          `${target.name} round ${round}: app ${appRounds.at(-1).rps.toFixed(0)} req/s, bare ${bareRounds.at(-1).rps.toFixed(0)} req/s`,
        );
      }
      const appSummary = summarize(appRounds, args.pick);
      const bareSummary = summarize(bareRounds, args.pick);
      results.push({
        name: target.name,
        method: 'GET',
        path: target.path,
        requestHeaders: target.headers,
        status: target.response.status,
        contentEncoding: target.response.headerMap['content-encoding'] ?? null,
        bodyBytes: target.response.body.length,
        cacheControl: target.response.headerMap['cache-control'] ?? null,
        etag: target.response.headerMap.etag ?? null,
        app: appSummary,
        bare: bareSummary,
        ratio: appSummary.rps / bareSummary.rps,
      });
    }

    const rss = app.pid ? readRss(app.pid) : undefined;
    const peakUnderLoad = Math.max(
      0,
      ...results.flatMap((r) => r.app?.rounds.map((round) => round.rss?.peakKb ?? 0) ?? []),
    );
    const barePeak = Math.max(
      0,
      ...results.flatMap((r) => r.bare?.rounds.map((round) => round.rss?.peakKb ?? 0) ?? []),
    );
    const report = {
      tool,
      ...load,
      pick: args.pick,
      database: app.db,
      logLevel: args.url ? 'as the running server' : args['log-level'],
      baseUrl: app.baseUrl,
      serverRss: app.pid
        ? { peakUnderLoadKb: peakUnderLoad, highWaterMarkKb: rss?.hwmKb ?? null, nowKb: rss?.rssKb ?? null }
        : null,
      bareRss: { peakUnderLoadKb: barePeak },
      targets: results,
    };
    report.goals = goals(report);
    if (args.json) console.log(JSON.stringify(report, null, 2));
    else printTable(report);
    // A wrong status (a 429, a 5xx) means the figures are not the store front's: fail the run.
    if (results.some((r) => r.app && (r.app.wrongStatus > 0 || r.bare.wrongStatus > 0))) process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

function hasWrk() {
  return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
}

// ---------------------------------------------------------------------------------------------------
// The app server
// ---------------------------------------------------------------------------------------------------

async function startApp(args, cleanups, say) {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('No built web app (apps/web/dist): run `npm run build` first');
  }
  const port = args.port;
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefleet-bench-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

  let databaseUrl;
  let db = 'embedded (PGlite)';
  if (args['database-url']) {
    const pg = (await import('pg')).default;
    const adminUrl = args['database-url'];
    const name = `storefleet_bench_${process.pid}`;
    const withAdmin = async (statement) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await withAdmin(`drop database if exists ${name} with (force)`);
    await withAdmin(`create database ${name}`);
    cleanups.push(() => withAdmin(`drop database if exists ${name} with (force)`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    db = `PostgreSQL (${url.host}/${name})`;
  }

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(32).toString('hex'),
    DEMO_DATA: 'true',
    // Benches measure against the demo catalogue without the seeded past (comparable with earlier runs).
    DEMO_HISTORY: 'false',
    SANDBOX_PAYMENTS: 'true',
    RATE_LIMIT_MULTIPLIER: '0',
    LOG_LEVEL: args['log-level'],
    SKIP_WEB_BUILD: 'true',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  delete env.DATABASE_MIGRATION_URL; // the bench's database is its role's own

  say(`Starting the server (${db}, NODE_ENV=production, LOG_LEVEL=${args['log-level']}) on ${baseUrl}…`);
  // Request logs go to /dev/null: written and serialized as in production, not kept.
  // `npm start`'s own command (package.json), node flags included (docs/deployment.md, Memory).
  const [node, nodeArgs] = startCommand();
  const child = spawn(node, nodeArgs, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-20_000);
  });
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  });

  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`The server stopped before it was ready:\n${stderr}`);
    if (Date.now() > deadline) throw new Error(`The server did not start within 3 minutes:\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const idle = readRss(child.pid);
  say(`Server ready (pid ${child.pid}, RSS ${mb(idle?.rssKb)} idle)`);
  return { baseUrl, pid: child.pid, db };
}

// ---------------------------------------------------------------------------------------------------
// Targets: the app's answer, fetched once, raw (no decompression)
// ---------------------------------------------------------------------------------------------------

/** One GET with node:http, so compressed bodies stay as they went over the wire. */
function rawGet(baseUrl, requestPath, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${requestPath}`, { headers, agent: false }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const headerMap = {};
        const replay = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i];
          const value = response.rawHeaders[i + 1];
          headerMap[name.toLowerCase()] = value;
          if (!/^(date|connection|keep-alive|transfer-encoding)$/i.test(name)) replay.push(name, value);
        }
        const body = Buffer.concat(chunks);
        if (!('content-length' in headerMap) && response.statusCode !== 304 && response.statusCode !== 204) {
          replay.push('Content-Length', String(body.length));
        }
        resolve({ status: response.statusCode, headerMap, replay, body });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function resolveTargets(baseUrl, args, say) {
  const tenant = Number(args.tenant);
  const products = `/api/products?tenantId=${tenant}`;
  const assetPath = await mainBundlePath(baseUrl, `/s/${args.store}`, !args.url);
  const list = [
    { key: 'products', name: 'product list', path: products, headers: {} },
    { key: 'content', name: 'site content', path: `/api/cms/content?tenantId=${tenant}`, headers: {} },
    {
      key: 'html',
      name: 'store page HTML',
      path: `/s/${args.store}`,
      headers: { 'accept-encoding': 'gzip, br' },
    },
    { key: '304', name: '304 revalidation', path: products, headers: undefined },
    {
      key: 'asset',
      name: 'static asset (br)',
      path: assetPath,
      headers: { 'accept-encoding': 'br' },
    },
  ];
  const only = args.only ? new Set(args.only.split(',').map((s) => s.trim())) : undefined;
  const targets = [];
  for (const target of list) {
    if (only && !only.has(target.key)) continue;
    if (target.key === 'asset' && !target.path) {
      targets.push({ ...target, skipped: 'no /assets/*.js module script found' });
      continue;
    }
    if (target.key === '304') {
      const first = await rawGet(baseUrl, products, {});
      const etag = first.headerMap.etag;
      if (!etag) {
        targets.push({ ...target, headers: {}, skipped: 'no ETag' });
        continue;
      }
      target.headers = { 'if-none-match': etag };
    }
    const response = await rawGet(baseUrl, target.path, target.headers);
    if (response.status >= 400) {
      targets.push({ ...target, skipped: `the app answered ${response.status}` });
      continue;
    }
    if (target.key === '304' && response.status !== 304) {
      say(`304 revalidation: the app answered ${response.status} to If-None-Match (measured as is)`);
    }
    targets.push({ ...target, response });
  }
  return targets;
}

/** The main JS bundle: the module script of dist/index.html (the server we started serves that build),
 * or with --url of the store page that server sends. */
async function mainBundlePath(baseUrl, storePath, fromDist) {
  const find = (html) => html.match(/<script[^>]*type="module"[^>]*src="(\/assets\/[^"]+\.js)"/)?.[1];
  const dist = path.join(root, 'apps/web/dist/index.html');
  if (fromDist && existsSync(dist)) return find(readFileSync(dist, 'utf8'));
  const page = await rawGet(baseUrl, storePath, {});
  return find(page.body.toString('utf8'));
}

// ---------------------------------------------------------------------------------------------------
// The bare server (parent side)
// ---------------------------------------------------------------------------------------------------

async function startBare(cleanups) {
  const child = fork(scriptPath, [], {
    env: { ...process.env, BENCH_BARE_SERVER: '1' },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  let port;
  return {
    pid: child.pid,
    get port() {
      return port;
    },
    async load(targets) {
      const ready = new Promise((resolve, reject) => {
        child.once('message', resolve);
        child.once('exit', () => reject(new Error('The bare server stopped')));
      });
      child.send({
        targets: targets.map((t) => ({
          path: t.path,
          match: t.headers,
          status: t.response.status,
          headers: t.response.replay,
          body: t.response.body,
        })),
      });
      port = (await ready).port;
    },
    /** The bare server must answer the target's request with the app's status, headers and bytes. */
    async check(target) {
      const got = await rawGet(`http://127.0.0.1:${port}`, target.path, target.headers);
      if (
        got.status !== target.response.status ||
        !got.body.equals(target.response.body) ||
        JSON.stringify(got.replay) !== JSON.stringify(target.response.replay)
      ) {
        throw new Error(`The bare server does not replay ${target.name} (${got.status})`);
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Load tools
// ---------------------------------------------------------------------------------------------------

async function runLoad(tool, url, headers, load) {
  return tool === 'wrk' ? runWrk(url, headers, load) : runAutocannon(url, headers, load);
}

function runWrk(url, headers, { threads, connections, duration }) {
  const argv = ['-t', String(threads), '-c', String(connections), '-d', `${duration}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) argv.push('-H', `${name}: ${value}`);
  argv.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', argv, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${out}`));
      const number = (pattern) => Number(out.match(pattern)?.[1] ?? Number.NaN);
      const latency = (p) => {
        const match = out.match(new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm'));
        if (!match) return Number.NaN;
        return Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2]];
      };
      const socket = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
      resolve({
        rps: number(/Requests\/sec:\s+([\d.]+)/),
        requests: number(/(\d+) requests in/),
        p50: latency(50),
        p99: latency(99),
        wrongStatus: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
        socketErrors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
        timeouts: socket ? Number(socket[4]) : 0,
      });
    });
  });
}

async function runAutocannon(url, headers, { threads, connections, duration }) {
  const autocannon = (await import('autocannon')).default;
  const result = await autocannon({
    url,
    headers,
    connections,
    duration,
    workers: threads > 1 ? threads : undefined,
  });
  const statuses = Object.entries(result.statusCodeStats ?? {});
  const expected = new Set(['200', '304']);
  return {
    rps: result.requests.total / result.duration,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    wrongStatus: statuses.filter(([code]) => !expected.has(code)).reduce((sum, [, s]) => sum + s.count, 0),
    socketErrors: Math.max(0, result.errors - result.timeouts),
    timeouts: result.timeouts,
  };
}

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * best: the round with the most requests/s, with its own p50/p99 (machine noise only ever slows a
 * round down, so on a shared machine the best round is the steadiest figure); median: of each column.
 */
function summarize(rounds, pick) {
  const best = rounds.reduce((a, b) => (b.rps > a.rps ? b : a));
  return {
    rps: pick === 'best' ? best.rps : median(rounds.map((r) => r.rps)),
    p50: pick === 'best' ? best.p50 : median(rounds.map((r) => r.p50)),
    p99: pick === 'best' ? best.p99 : median(rounds.map((r) => r.p99)),
    wrongStatus: rounds.reduce((sum, r) => sum + r.wrongStatus, 0),
    socketErrors: rounds.reduce((sum, r) => sum + r.socketErrors, 0),
    timeouts: rounds.reduce((sum, r) => sum + r.timeouts, 0),
    rounds,
  };
}

// ---------------------------------------------------------------------------------------------------
// RSS
// ---------------------------------------------------------------------------------------------------

function readRss(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? Number.NaN);
    return { rssKb: kb('VmRSS'), hwmKb: kb('VmHWM') };
  } catch {
    return undefined;
  }
}

/** Samples VmRSS every 200 ms until stop(); returns the peak seen and the process's VmHWM then. */
function sampleRss(pid) {
  let peakKb = 0;
  const sample = () => {
    const rss = readRss(pid);
    if (rss) peakKb = Math.max(peakKb, rss.rssKb);
  };
  sample();
  const timer = setInterval(sample, 200);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { peakKb, hwmKb: readRss(pid)?.hwmKb ?? null };
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------------

const mb = (kb) => (Number.isFinite(kb) && kb > 0 ? `${(kb / 1024).toFixed(0)} MB` : '—');
const ms = (value) => (Number.isFinite(value) ? value.toFixed(2) : '—');

/** The answers held to a share of the bare server's rate (docs/performance.md, its table of goals). */
const RATIO_GOAL = 0.8;
const heldToRatio = new Set(['product list', 'site content', 'store page HTML', '304 revalidation']);

/** The goals: the four answers above ≥ 0.8 × bare, every p99 < 10 ms, RSS bounded. */
function goals(report) {
  const checks = [];
  for (const target of report.targets) {
    if (!target.app) continue;
    if (heldToRatio.has(target.name)) {
      checks.push({ goal: `${target.name} ≥ ${RATIO_GOAL} × bare`, ok: target.ratio >= RATIO_GOAL });
    }
    checks.push({ goal: `${target.name} p99 < 10 ms`, ok: target.app.p99 < 10 });
  }
  const peak = report.serverRss?.peakUnderLoadKb;
  if (peak) {
    const limitMb = report.database.startsWith('PostgreSQL') ? 150 : 300;
    checks.push({ goal: `RSS under load < ${limitMb} MB`, ok: peak / 1024 < limitMb });
  }
  return checks;
}

function printTable(report) {
  const header = [
    'target',
    'status',
    'enc',
    'bytes',
    'app req/s',
    'p50 ms',
    'p99 ms',
    'bare req/s',
    'bare p99',
    'app/bare',
  ];
  const rows = report.targets.map((t) =>
    t.app
      ? [
          t.name,
          String(t.status),
          t.contentEncoding ?? '-',
          String(t.bodyBytes),
          t.app.rps.toFixed(0),
          ms(t.app.p50),
          ms(t.app.p99),
          t.bare.rps.toFixed(0),
          ms(t.bare.p99),
          `${(t.ratio * 100).toFixed(1)} %`,
        ]
      : [t.name, `— ${t.skipped}`],
  );
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.filter((r) => r.length > 2).map((r) => r[i].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, i) => (i === 0 || i === 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ');
  console.log(
    `\nStore front vs bare node:http — ${report.tool}, ${report.threads} thread(s), ${report.connections} connections, ${report.pick === 'best' ? 'best' : 'median'} of ${report.rounds} rounds × ${report.duration} s (alternating app, bare)`,
  );
  console.log(`Database: ${report.database}; LOG_LEVEL ${report.logLevel}; app at ${report.baseUrl}\n`);
  console.log(line(header));
  for (const row of rows) console.log(row.length > 2 ? line(row) : `${row[0].padEnd(widths[0])}  ${row[1]}`);
  for (const t of report.targets) {
    for (const side of ['app', 'bare']) {
      const r = t[side];
      if (!r || !(r.wrongStatus || r.socketErrors || r.timeouts)) continue;
      console.log(
        `! ${t.name}, ${side}: ${r.wrongStatus} answers with another status, ${r.socketErrors} socket errors, ${r.timeouts} timeouts (${report.tool === 'wrk' ? "wrk's 2 s" : "autocannon's 10 s"}; not in the latencies)`,
      );
    }
  }
  const rss = report.serverRss;
  console.log(
    rss
      ? `\nServer RSS: peak ${mb(rss.peakUnderLoadKb)} sampled under load (VmHWM ${mb(rss.highWaterMarkKb)}, now ${mb(rss.nowKb)}); bare node ${mb(report.bareRss.peakUnderLoadKb)}`
      : `\nServer RSS: not sampled (pass --pid with --url); bare node ${mb(report.bareRss.peakUnderLoadKb)}`,
  );
  if (report.goals.length) {
    console.log(`Goals: ${report.goals.map((g) => `${g.ok ? 'ok' : 'MISSED'} ${g.goal}`).join('; ')}`);
  }
}

// ---------------------------------------------------------------------------------------------------
// The bare server (this same file, forked): answers each recorded request with the recorded bytes.
// ---------------------------------------------------------------------------------------------------
if (process.env.BENCH_BARE_SERVER === '1') {
  process.once('message', ({ targets }) => {
    /** path → targets on it, the one matching the most request headers first. */
    const byPath = new Map();
    for (const target of targets) {
      const list = byPath.get(target.path) ?? [];
      list.push({ ...target, body: Buffer.from(target.body) });
      list.sort((a, b) => Object.keys(b.match).length - Object.keys(a.match).length);
      byPath.set(target.path, list);
    }
    const server = http.createServer((request, response) => {
      const target = byPath
        .get(request.url)
        ?.find((t) => Object.entries(t.match).every(([name, value]) => request.headers[name] === value));
      if (!target) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(target.status, target.headers);
      response.end(target.body);
    });
    server.keepAliveTimeout = 65_000;
    server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
    process.on('disconnect', () => process.exit(0));
  });
} else {
  await main();
}
