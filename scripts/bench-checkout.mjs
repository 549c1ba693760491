// npm run bench:checkout -- --url http://127.0.0.1:5000 --n 200 --c 8 [--tenant 1]
//   [--products 20 | --one-product] [--admin-password …] [--statements --database-url postgres://…]
//   [--cluster [--instances 3]]  (starts its own cluster behind nginx instead of --url; see below)
// Start the server with RATE_LIMIT_MULTIPLIER=0: every checkout comes from this one address, and
// the per-address limits (60 payment intents, 30 sandbox card payments per 10 minutes) would
// answer 429 after a few dozen (docs/deployment.md, "Rate limits").
// Runs N complete sandbox checkouts at concurrency C against a running server, the way the store
// front does them: create-payment-intent → checkout details → sandbox card → confirm-payment.
// Each checkout is its own browser: it keeps the checkout cookie create-payment-intent sets and
// sends it back with details and confirm-payment, as the store front's same-origin calls do.
// Prints orders per second and p50/p95 latency of each call.
//
// Which products are bought:
//   (default)        the store's own products whose stock is their own (no variant-price rows),
//                    spread over their stock as it is;
//   --products N     N products of the benchmark ("Bench product 1" … N) spread evenly: made
//                    through the admin API when missing, and their stock set so that the run can
//                    not run out (signs in as --admin-user, default admin, with --admin-password,
//                    default $BENCH_ADMIN_PASSWORD or $ADMIN_PASSWORD);
//   --one-product    every buyer buys "Bench product 1": all orders take the one hot stock row.
// --statements (PostgreSQL; --database-url, the database the server uses, read by an ordinary
// role) adds what the database did per order, from its statistics views read before and after:
// committed transactions (pg_stat_database: each statement outside an explicit transaction is its
// own), tuples written, WAL records and WAL syncs (pg_stat_wal: the whole cluster, so other work on
// it counts too), and waits on row locks sampled every 10 ms from pg_stat_activity (the server's
// own sessions). With pg_stat_statements loaded in the database, the number of statements as well.
// --until <call> stops each checkout after that call (create-payment-intent, checkout details,
// sandbox confirm; confirm-payment, the default, is the whole checkout): what one call costs is the
// difference between two runs (docs/performance.md).
// --warmup N runs N checkouts first, neither timed nor counted: a fresh server is still compiling
// its hot code for the first few thousand orders (V8's optimising compiler runs on the server's own
// CPU), and the figures are meant for one that has settled.
// --analyze (with --database-url, as a role that owns the tables) runs ANALYZE before the run, after
// the warm-up: on a fresh database the checkout tables were last analysed nearly empty, and until
// autovacuum catches up PostgreSQL plans their reads as scans of a few pages (thousands of blocks per
// order once they hold a run's orders; a statement kept by name keeps such a plan until the table is
// analysed). A database in use has its statistics; this gives the bench the same.
//
// CPU per order (Linux /proc, scripts/proc-cpu.mjs), read before and after the run:
//   --app-pid PID[,PID…]  the server's process(es), each with its descendants (so the npm or
//                         scripts/start.mjs pid will do); --cluster measures its own instances.
//   PostgreSQL: the backends of the --database-url database (by their process titles), and every
//   postgres process on this host (other databases' and other clusters' work, the WAL writer and
//   checkpointer included: an upper bound on a shared machine).
// Both are utime+stime from /proc/<pid>/stat; a process that ended during the run is not counted.
// With --database-url the run's CPU includes the jobs its orders queued (each order's e-mails are
// sent by a job): the bench waits before the run until no job is due (the warm-up's), and after
// it until the jobs due are done, reading the CPU then. It prints how many were still due when the
// last order was placed: a job runner that falls behind under load shows there, and without the
// wait its work would fall outside the run and the CPU per order would leave it out.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { cookieJar } from './cookie-jar.mjs';
import { cpuDelta, postgresCpuMs, treeCpuMs } from './proc-cpu.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:5000' },
    n: { type: 'string', default: '200' },
    c: { type: 'string', default: '8' },
    tenant: { type: 'string', default: '1' },
    products: { type: 'string' },
    'one-product': { type: 'boolean', default: false },
    'admin-user': { type: 'string', default: 'admin' },
    'admin-password': {
      type: 'string',
      default: process.env.BENCH_ADMIN_PASSWORD ?? process.env.ADMIN_PASSWORD,
    },
    statements: { type: 'boolean', default: false },
    analyze: { type: 'boolean', default: false },
    warmup: { type: 'string', default: '0' },
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL },
    json: { type: 'boolean', default: false },
    cluster: { type: 'boolean', default: false },
    instances: { type: 'string', default: '3' },
    'app-pid': { type: 'string' },
    until: { type: 'string', default: 'confirm-payment' },
  },
});
// --cluster: `npm run cluster`'s own start (scripts/cluster.mjs): a throwaway PostgreSQL (or the
// server --database-url names, as a role with CREATEDB), --instances app instances (3) and nginx
// in front, all made for this run and stopped after it; the checkouts go through nginx.
const cluster = values.cluster ? await startBenchCluster() : undefined;
const base = (cluster?.url ?? values.url).replace(/\/$/, '');
const total = Number(values.n);
const warmup = Number(values.warmup);
const concurrency = Number(values.c);
const tenantId = Number(values.tenant);
const benchProducts = values['one-product'] ? 1 : values.products ? Number(values.products) : 0;
const run = Date.now().toString(36);
if (!Number.isInteger(benchProducts) || benchProducts < 0 || benchProducts > 40) {
  throw new Error('--products takes a number from 1 to 40');
}
if (values.statements && !values['database-url'] && !values.cluster) {
  throw new Error('--statements needs --database-url (the database the server uses)');
}

const timings = {
  'create-payment-intent': [],
  'checkout details': [],
  'sandbox confirm': [],
  'confirm-payment': [],
};
// --until <call>: each checkout stops after that call (the figures per "order" are then per
// checkout that far), so one call's cost is the difference between two runs.
const calls = Object.keys(timings);
const lastCall = calls.indexOf(values.until);
if (lastCall < 0) throw new Error(`--until takes one of: ${calls.join(', ')}`);
const goesOn = (call) => calls.indexOf(call) <= lastCall;
const outcomes = new Map();

/**
 * One call as a browser makes it. JSON goes through node:http on kept-alive sockets: fetch()
 * costs the client about twice the CPU per call, and the client shares the host's two cores with
 * the server it measures. A form (the setup's product uploads) goes through fetch().
 */
async function call(name, path, body, jar, method) {
  const started = performance.now();
  const isForm = body instanceof FormData;
  const headers = body === undefined || isForm ? {} : { 'content-type': 'application/json' };
  const cookie = jar?.header();
  if (cookie) headers.cookie = cookie;
  method ??= body === undefined ? 'GET' : 'POST';
  const { status, setCookie, text } = isForm
    ? await fetchForm(path, method, headers, body)
    : await send(path, method, headers, body === undefined ? undefined : JSON.stringify(body));
  jar?.keepLines(setCookie);
  if (name) timings[name].push(performance.now() - started);
  if (status < 200 || status > 299) {
    const message = (() => {
      try {
        return JSON.parse(text).message;
      } catch {
        return text.slice(0, 80);
      }
    })();
    throw new Error(`${name ?? path}: ${status} ${message}`);
  }
  return text ? JSON.parse(text) : null;
}

async function fetchForm(path, method, headers, form) {
  const response = await fetch(`${base}${path}`, { method, headers, body: form });
  return { status: response.status, setCookie: response.headers.getSetCookie(), text: await response.text() };
}

const client = base.startsWith('https:') ? https : http;
const agent = new client.Agent({ keepAlive: true, maxSockets: concurrency });

function send(path, method, headers, payload) {
  if (payload !== undefined) headers['content-length'] = Buffer.byteLength(payload);
  return new Promise((resolve, reject) => {
    const req = client.request(`${base}${path}`, { method, headers, agent }, (res) => {
      res.setEncoding('utf8');
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode, setCookie: res.headers['set-cookie'] ?? [], text }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

let shoppers = 0;
/** `count` checkouts, `concurrency` at a time, each by a new shopper; outcomes counted in `outcomes`. */
async function runCheckouts(count) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        try {
          await checkout(shoppers++, plan, shippingOptionId);
          outcomes.set('ok', (outcomes.get('ok') ?? 0) + 1);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          outcomes.set(reason, (outcomes.get(reason) ?? 0) + 1);
        }
      }
    }),
  );
}

const selectionOf = (product) => {
  const selectedVariants = {};
  for (const size of product.sizes) {
    const colon = size.indexOf(':');
    const group = colon > 0 ? size.slice(0, colon) : 'Size';
    selectedVariants[group] ??= colon > 0 ? size.slice(colon + 1) : size;
  }
  return selectedVariants;
};

/** Products whose stock is their own, each with a choice for every option group. */
async function storePlan() {
  const products = await call(undefined, `/api/products?tenantId=${tenantId}`);
  const plan = [];
  for (const product of products) {
    if (product.variants.length > 0 || product.inStock < 1 || product.isSubscription) continue;
    plan.push({ product, selectedVariants: selectionOf(product), left: product.inStock });
  }
  return plan;
}

/**
 * The benchmark's own products, "Bench product 1" … N, each with enough stock for every buyer
 * (a spread run could put them all on one): made through the admin API, or their stock topped up.
 */
async function benchPlan(count) {
  if (!values['admin-password']) {
    throw new Error('--products/--one-product sign in to make products: pass --admin-password');
  }
  const admin = cookieJar();
  await call(
    undefined,
    '/api/login',
    { username: values['admin-user'], password: values['admin-password'] },
    admin,
  );
  const existing = await call(undefined, `/api/products/${tenantId}`, undefined, admin);
  const template = existing.find((p) => p.image && !p.name.startsWith('Bench product'));
  if (!template) throw new Error(`Store ${tenantId} has no product to borrow an image and category from`);
  const stock = warmup + total + 10;
  for (let k = 1; k <= count; k++) {
    const name = `Bench product ${k}`;
    const form = new FormData();
    form.set('name', name);
    form.set('description', 'Made by npm run bench:checkout');
    form.set('price', '10.00');
    form.set('category', template.category);
    form.set('inStock', String(stock));
    form.set('image', template.image);
    const found = existing.find((p) => p.name === name);
    if (found)
      await call(undefined, `/api/admin/products/${found.id}?tenantId=${tenantId}`, form, admin, 'PUT');
    else await call(undefined, `/api/admin/products?tenantId=${tenantId}`, form, admin);
  }
  const names = new Set(Array.from({ length: count }, (_, i) => `Bench product ${i + 1}`));
  const products = (await call(undefined, `/api/products?tenantId=${tenantId}`)).filter((p) =>
    names.has(p.name),
  );
  if (products.length !== count)
    throw new Error(`Expected ${count} bench products, found ${products.length}`);
  return products
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
    .map((product) => ({ product, selectedVariants: selectionOf(product), left: product.inStock }));
}

let turn = 0;
/** Default plan: the product with the most stock left; bench products: round robin. */
function pick(plan) {
  if (benchProducts > 0) {
    const chosen = plan[turn++ % plan.length];
    chosen.left -= 1;
    return chosen;
  }
  const open = plan.filter((p) => p.left > 0);
  if (open.length === 0) return undefined;
  const chosen = open.reduce((a, b) => (b.left > a.left ? b : a));
  chosen.left -= 1;
  return chosen;
}

async function checkout(i, plan, shippingOptionId) {
  const line = pick(plan);
  if (!line) throw new Error('no stock left in the store');
  const { product, selectedVariants } = line;
  const email = `bench-${run}-${i}@example.com`;
  const orderData = {
    customerEmail: email,
    customerName: `Bench Shopper ${i}`,
    shippingAddress: '1 Bench St, London, N1 1AA',
  };
  const browser = cookieJar();
  const intent = await call(
    'create-payment-intent',
    '/api/create-payment-intent',
    {
      amount: product.price,
      items: [{ id: product.id, name: product.name, quantity: 1, price: product.price, selectedVariants }],
      customerInfo: {},
      tenantId,
      shippingOptionId,
    },
    browser,
  );
  if (!goesOn('checkout details')) return;
  if (intent.provider !== 'sandbox')
    throw new Error(`store uses ${intent.provider}; the benchmark needs the sandbox`);
  // With the store's id, as the store front sends it (use-checkout-submit.ts): no look-up of the store.
  await call(
    'checkout details',
    `/api/checkout/${intent.paymentIntentId}/details`,
    { orderData, tenantId },
    browser,
  );
  if (!goesOn('sandbox confirm')) return;
  const year = new Date().getFullYear() + 2;
  await call(
    'sandbox confirm',
    `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`,
    {
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: year,
      cvc: '123',
    },
    browser,
  );
  if (!goesOn('confirm-payment')) return;
  await call(
    'confirm-payment',
    '/api/confirm-payment',
    {
      paymentIntentId: intent.paymentIntentId,
      orderData: { ...orderData, status: 'paid', tenantId, shippingMethod: 'Standard', shippingCost: 0 },
      items: [],
    },
    browser,
  );
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * The jobs due now (queued or running, not recurring, run_at passed) in the database the server
 * uses: `drain()` waits until there are none (at most two minutes) and answers the seconds it took.
 */
async function jobsProbe(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const due = async () =>
    Number(
      (
        await client.query(
          `select count(*)::int as n from jobs
            where cron is null and status in ('queued', 'running') and run_at <= now()`,
        )
      ).rows[0].n,
    );
  return {
    due,
    async drain() {
      const started = performance.now();
      while ((await due()) > 0) {
        if (performance.now() - started > 120_000) throw new Error('Jobs still due after two minutes');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return (performance.now() - started) / 1000;
    },
    close: () => client.end(),
  };
}

/** ANALYZE of the database the server uses (--analyze), before the run. */
async function analyzeDatabase(url) {
  if (!url) throw new Error('--analyze needs --database-url (the database the server uses)');
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

/** The database's own counters (--statements): read before and after the run. */
async function databaseProbe(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const statementsView = await client
    .query("select 1 from pg_extension where extname = 'pg_stat_statements'")
    .then((r) => r.rowCount > 0)
    .catch(() => false);
  const read = async () => {
    const db = await client.query(
      `select xact_commit::bigint as commits, xact_rollback::bigint as rollbacks,
              tup_inserted::bigint as inserted, tup_updated::bigint as updated,
              tup_deleted::bigint as deleted, blks_read::bigint as blks_read,
              blks_hit::bigint as blks_hit, blk_write_time from pg_stat_database
        where datname = current_database()`,
    );
    const wal = await client
      .query('select wal_records::bigint as records, wal_sync::bigint as syncs from pg_stat_wal')
      .then((r) => r.rows[0])
      .catch(() => ({}));
    const statements = statementsView
      ? await client
          .query(
            'select sum(calls)::bigint as calls from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())',
          )
          .then((r) => Number(r.rows[0].calls))
          .catch(() => undefined)
      : undefined;
    const row = db.rows[0];
    return {
      commits: Number(row.commits),
      rollbacks: Number(row.rollbacks),
      tuplesWritten: Number(row.inserted) + Number(row.updated) + Number(row.deleted),
      inserted: Number(row.inserted),
      updated: Number(row.updated),
      deleted: Number(row.deleted),
      blksRead: Number(row.blks_read),
      blksHit: Number(row.blks_hit),
      walRecords: Number(wal.records ?? Number.NaN),
      walSyncs: Number(wal.syncs ?? Number.NaN),
      statements,
    };
  };
  // Row-lock waits of the server's sessions (transactionid / tuple locks), sampled.
  const lockSamples = { samples: 0, waiting: 0, maxWaiting: 0 };
  let sampling = false;
  let timer;
  const sample = async () => {
    if (!sampling) return;
    try {
      const r = await client.query(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and wait_event_type = 'Lock'`,
      );
      lockSamples.samples += 1;
      lockSamples.waiting += r.rows[0].n;
      lockSamples.maxWaiting = Math.max(lockSamples.maxWaiting, r.rows[0].n);
    } catch {}
    if (sampling) timer = setTimeout(sample, 10);
  };
  return {
    read,
    startSampling() {
      sampling = true;
      sample();
    },
    stopSampling() {
      sampling = false;
      clearTimeout(timer);
      return lockSamples;
    },
    close: () => client.end(),
  };
}

const plan = benchProducts > 0 ? await benchPlan(benchProducts) : await storePlan();
const shippingOptionId =
  (await call(undefined, `/api/shipping-options?tenantId=${tenantId}`).catch(() => []))[0]?.id ?? null;
const stock = plan.reduce((sum, p) => sum + p.left, 0);
if (stock < total)
  console.warn(`Only ${stock} units in stock across ${plan.length} products; later checkouts will fail.`);
const spread = values['one-product']
  ? 'all on one product'
  : benchProducts > 0
    ? `spread over ${benchProducts} bench products`
    : `spread over the store's ${plan.length} products`;
console.log(
  `Benchmark: ${total} sandbox checkouts, concurrency ${concurrency}, ${spread}, store ${tenantId} at ${base}`,
);
if (values.until !== 'confirm-payment') {
  console.log(`(each checkout stops after ${values.until}: an "order" below is a checkout that far)`);
}

if (warmup > 0) {
  await runCheckouts(warmup);
  for (const list of Object.values(timings)) list.length = 0;
  outcomes.clear();
  console.log(`(${warmup} checkouts run first as a warm-up, not counted)`);
}
if (values.analyze) await analyzeDatabase(values['database-url']);
const jobs = values['database-url'] ? await jobsProbe(values['database-url']) : undefined;
const waitedBefore = await jobs?.drain();
if (waitedBefore)
  console.log(`(waited ${waitedBefore.toFixed(1)} s for the jobs of earlier orders to be done)`);
const probe = values.statements ? await databaseProbe(values['database-url']) : undefined;
const before = await probe?.read();
const cpu = cpuProbe();
const cpuBefore = cpu.read();
probe?.startSampling();

const started = performance.now();
await runCheckouts(total);
const seconds = (performance.now() - started) / 1000;
const orders = outcomes.get('ok') ?? 0;
const jobsDueAtEnd = await jobs?.due();
const drainSeconds = await jobs?.drain();
await jobs?.close();
const cpuAfter = cpu.read();
const locks = probe?.stopSampling();
const after = await probe?.read();
await probe?.close();

const report = { orders, seconds, ordersPerSecond: orders / seconds, calls: {}, perOrder: undefined };
console.log(`\n${orders} orders in ${seconds.toFixed(2)} s: ${(orders / seconds).toFixed(1)} orders/second`);
console.log('\ncall                     count    p50 ms    p95 ms');
for (const [name, list] of Object.entries(timings)) {
  const sorted = [...list].sort((a, b) => a - b);
  report.calls[name] = { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  console.log(
    `${name.padEnd(24)} ${String(sorted.length).padStart(5)} ${percentile(sorted, 50).toFixed(1).padStart(9)} ${percentile(sorted, 95).toFixed(1).padStart(9)}`,
  );
}
if (jobs) {
  report.jobsDueAtEnd = jobsDueAtEnd;
  report.jobsDrainSeconds = drainSeconds;
  console.log(
    `\njobs still due when the last order was placed: ${jobsDueAtEnd} (all done ${drainSeconds.toFixed(1)} s later; counted below)`,
  );
} else {
  console.log(
    '\n(no --database-url: the jobs the orders queued are not waited for, and their CPU may fall outside the run)',
  );
}
if (before && after && orders > 0) {
  const per = (key) => (after[key] - before[key]) / orders;
  report.perOrder = {
    commits: per('commits'),
    rollbacks: per('rollbacks'),
    tuplesWritten: per('tuplesWritten'),
    walRecords: per('walRecords'),
    walSyncs: per('walSyncs'),
    statements: before.statements === undefined ? undefined : per('statements'),
    inserted: per('inserted'),
    updated: per('updated'),
    deleted: per('deleted'),
    blocksHit: per('blksHit'),
    blocksRead: per('blksRead'),
    rowLockWaitersMean: locks.samples ? locks.waiting / locks.samples : 0,
    rowLockWaitersMax: locks.maxWaiting,
  };
  const p = report.perOrder;
  console.log("\nper order (the database's counters; a whole complete checkout, all four calls):");
  if (p.statements !== undefined)
    console.log(`  statements (pg_stat_statements)  ${p.statements.toFixed(1)}`);
  console.log(
    `  transactions committed           ${p.commits.toFixed(1)} (rolled back ${p.rollbacks.toFixed(2)})`,
  );
  console.log(
    `  rows written                     ${p.tuplesWritten.toFixed(1)} (inserted ${p.inserted.toFixed(1)}, updated ${p.updated.toFixed(1)}, deleted ${p.deleted.toFixed(1)})`,
  );
  console.log(`  blocks hit / read                ${p.blocksHit.toFixed(0)} / ${p.blocksRead.toFixed(1)}`);
  console.log(`  WAL records (whole cluster)      ${p.walRecords.toFixed(1)}`);
  console.log(`  WAL syncs (whole cluster)        ${p.walSyncs.toFixed(2)}`);
  console.log(
    `  sessions waiting on a lock       mean ${p.rowLockWaitersMean.toFixed(1)}, max ${p.rowLockWaitersMax} (${locks.samples} samples)`,
  );
}
if (orders > 0) {
  report.cpuMsPerOrder = cpu.perOrder(cpuBefore, cpuAfter, orders);
  const c = report.cpuMsPerOrder;
  const ms = (v) => (v === undefined ? 'not measured' : `${v.toFixed(2)} ms`);
  console.log(
    `\nCPU per order (utime+stime from /proc, ${jobs ? 'the run and its jobs' : 'whole run'} / orders):`,
  );
  // The kernel's part (stime): a sampling profiler of the app (--cpu-prof) charges a system call
  // with the time the process waited for the core after it (docs/performance.md), this does not.
  const kernel = (v) => (v === undefined ? '' : `, ${v.toFixed(2)} of it in the kernel`);
  console.log(
    `  app process(es)                  ${c.app === undefined ? 'not measured (pass --app-pid)' : `${ms(c.app)}${kernel(c.appSystem)}`}`,
  );
  console.log(
    `  PostgreSQL, this database       ${ms(c.postgresDatabase)} (backends of ${c.database ?? 'no --database-url'}${kernel(c.postgresDatabaseSystem)})`,
  );
  console.log(`  PostgreSQL, all processes        ${ms(c.postgresAll)} (every cluster and database here)`);
  if (c.app !== undefined && c.postgresDatabase !== undefined)
    console.log(`  app + its database's backends    ${ms(c.app + c.postgresDatabase)}`);
  console.log(`  this bench (the buyers' client)  ${ms(c.bench)} (shares the host's cores with the server)`);
}
if (values.json) console.log(JSON.stringify(report));
await cluster?.stop();
const failures = [...outcomes].filter(([reason]) => reason !== 'ok');
if (failures.length) {
  console.log('\nfailed checkouts:');
  for (const [reason, count] of failures) console.log(`  ${count} × ${reason}`);
  process.exitCode = 1;
}

/** CPU time of the app's processes and of PostgreSQL's, read before and after the run. */
function cpuProbe() {
  const appPids = values['app-pid']
    ? values['app-pid'].split(',').map((pid) => Number(pid.trim()))
    : (cluster?.instances.map((instance) => instance.pid) ?? []);
  const url = values['database-url'];
  const database = url ? decodeURIComponent(new URL(url).pathname.slice(1)) || undefined : undefined;
  const onLinux = process.platform === 'linux';
  return {
    read() {
      if (!onLinux) return undefined;
      const app = {};
      const appSystem = {};
      for (const pid of appPids) {
        Object.assign(app, treeCpuMs(pid));
        Object.assign(appSystem, treeCpuMs(pid, 'system'));
      }
      const own = process.cpuUsage();
      return {
        app,
        appSystem,
        bench: (own.user + own.system) / 1000,
        ...postgresCpuMs(database),
        databaseSystem: postgresCpuMs(database, 'system').database,
      };
    },
    perOrder(before, after, orders) {
      if (!before || !after) return {};
      return {
        app: appPids.length ? cpuDelta(before.app, after.app) / orders : undefined,
        appSystem: appPids.length ? cpuDelta(before.appSystem, after.appSystem) / orders : undefined,
        bench: (after.bench - before.bench) / orders,
        database,
        postgresDatabase: database ? cpuDelta(before.database, after.database) / orders : undefined,
        postgresDatabaseSystem: database
          ? cpuDelta(before.databaseSystem, after.databaseSystem) / orders
          : undefined,
        postgresAll: cpuDelta(before.all, after.all) / orders,
      };
    },
  };
}

async function startBenchCluster() {
  const { startCluster } = await import('./cluster.mjs');
  const password = randomBytes(12).toString('hex');
  values['admin-password'] = password;
  const started = await startCluster({
    instances: Number(values.instances),
    databaseUrl: values['database-url'],
    env: { RATE_LIMIT_MULTIPLIER: '0', ADMIN_PASSWORD: password, LOG_LEVEL: 'warn' },
    output: () => {},
  });
  if (values.statements) values['database-url'] = started.databaseUrl;
  console.log(`cluster: ${started.instances.length} instances behind nginx at ${started.url}`);
  return started;
}
