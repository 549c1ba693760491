// Two builds' checkout CPU compared under the same load at the same moment (docs/performance.md,
// "Two builds side by side"): this host's speed moves by a third within minutes, so runs of one
// build after the other compare its phases as much as the builds. Both servers run at once, each
// on its own fresh PostgreSQL database, and each gets half the buyers; the figures compared are
// each server's CPU per order (app and its database's backends, from /proc), which both measure in
// the same phase. Orders per second are printed too, but the two servers share the cores.
//   node scripts/bench-checkout-ab.mjs --before /path/to/other/checkout [--after .] \
//     [--database-url postgres://owner@…/postgres] [--app-user user --app-password …] \
//     [--rounds 2] [--c 64] [--products 20 | --one-product] [--warmup 1920] [--n 640]
// --before and --after are checkouts of the repository, each built (npm run build); each starts
// its own scripts/bench-checkout-server.mjs, and this checkout's bench-checkout.mjs loads both.
// The databases are made by --database-url's role (it needs CREATEDB) and dropped afterwards; the
// servers connect as --app-user when given (a role that is not the tables' owner, as in CI).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: root },
    'database-url': {
      type: 'string',
      default:
        process.env.BENCH_DATABASE_URL ?? 'postgres://storefleet_ci:storefleet_ci@127.0.0.1:5432/postgres',
    },
    'app-user': { type: 'string' },
    'app-password': { type: 'string', default: '' },
    rounds: { type: 'string', default: '2' },
    c: { type: 'string', default: '64' },
    products: { type: 'string', default: '20' },
    'one-product': { type: 'boolean', default: false },
    warmup: { type: 'string', default: '1920' },
    n: { type: 'string', default: '640' },
  },
});
if (!values.before) throw new Error('--before names the other build (a checkout of the repository, built)');

const builds = { before: path.resolve(values.before), after: path.resolve(values.after) };
const admin = new URL(values['database-url']);
const urlOf = (database, user) => {
  const url = new URL(admin);
  url.pathname = `/${database}`;
  if (user) {
    url.username = user.name;
    url.password = user.password;
  }
  return url.toString();
};
const appUser = values['app-user']
  ? { name: values['app-user'], password: values['app-password'] }
  : undefined;

/** Runs `command` to its end; its standard output. */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${path.basename(args[0])} exited with ${code}`)),
    );
  });
}

/** One build's server on a fresh database: resolves with its pid once it answers. */
function startServer(build, database, port) {
  const child = spawn(
    process.execPath,
    [
      path.join(build, 'scripts/bench-checkout-server.mjs'),
      '--port',
      String(port),
      '--database-url',
      urlOf(database, appUser),
      '--migration-url',
      urlOf(database),
    ],
    { cwd: build, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const pid = /pid (\d+)/.exec(out)?.[1];
      if (pid && out.includes('ready ')) resolve({ child, pid });
    });
    child.on('exit', (code) => reject(new Error(`the server of ${build} exited with ${code}`)));
  });
}

const figure = (report, pattern) => Number(pattern.exec(report)?.[1] ?? Number.NaN);

async function round(index) {
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const names = {
    before: `bench_ab_before_${process.pid}_${index}`,
    after: `bench_ab_after_${process.pid}_${index}`,
  };
  const servers = [];
  // Which build starts first (and warms up first) alternates by round, so whatever that place is
  // worth does not fall on one build (their orders/s differed by up to a third either way,
  // docs/performance.md).
  const order = index % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
  try {
    for (const name of Object.values(names)) await client.query(`create database ${name}`);
    let port = 5090 + index * 2;
    for (const side of order) servers.push(await startServer(builds[side], names[side], port++));
    const buyers = String(Math.max(1, Math.floor(Number(values.c) / 2)));
    const load = values['one-product'] ? ['--one-product'] : ['--products', values.products];
    const reports = await Promise.all(
      order.map((side, at) =>
        run(
          process.execPath,
          [
            path.join(root, 'scripts/bench-checkout.mjs'),
            '--url',
            `http://127.0.0.1:${5090 + index * 2 + at}`,
            '--c',
            buyers,
            ...load,
            '--warmup',
            values.warmup,
            '--n',
            values.n,
            '--analyze',
            // bench-checkout-server.mjs's default: the products are made through the admin API.
            '--admin-password',
            'bench-admin-password-123',
            '--database-url',
            urlOf(names[side]),
            '--app-pid',
            servers[at].pid,
          ],
          root,
        ),
      ),
    );
    const results = reports.map((report) => ({
      ordersPerSecond: figure(report, /([\d.]+) orders\/second/),
      app: figure(report, /app process\(es\)\s+([\d.]+) ms/),
      database: figure(report, /PostgreSQL, this database\s+([\d.]+) ms/),
    }));
    // Before, then after, whichever started first (marked *).
    results[0].first = true;
    return order[0] === 'before' ? results : [results[1], results[0]];
  } finally {
    for (const { child } of servers) {
      child.removeAllListeners('exit');
      child.kill('SIGINT');
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const name of Object.values(names))
      await client.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await client.end();
  }
}

console.log(`before: ${builds.before}\nafter:  ${builds.after}\n`);
console.log('round  build    orders/s  app ms  PostgreSQL ms  CPU ms per order   (* started first)');
for (let index = 0; index < Number(values.rounds); index++) {
  const results = await round(index);
  results.forEach((result, at) => {
    const total = result.app + result.database;
    console.log(
      `${String(index + 1).padEnd(6)} ${`${at === 0 ? 'before' : 'after'}${result.first ? '*' : ''}`.padEnd(8)} ${result.ordersPerSecond.toFixed(1).padStart(8)}  ${result.app.toFixed(2).padStart(6)}  ${result.database.toFixed(2).padStart(13)}  ${total.toFixed(2).padStart(16)}`,
    );
  });
}
