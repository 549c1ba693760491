// npm run bench:admin-orders -- [--pglite] [--database-url postgres://…] [--n 200] [--warmup 1] [--keep] [--reuse <name>]
// Seeds 1,000,000 orders across 1,000 stores (100,000 in one store) with generate_series, then
// times GET /api/admin/orders with a search and a status filter through the real app (Fastify
// inject: routing, auth, validation, queries, serialization; no network): a store owner's page of
// their 100,000-order store, and a super admin's all-shops page over 1,000,000, each also as first
// opened (no search, every status). Prints p50/p95. Then exports the all-shops CSV (1,000,000 lines)
// over a real socket and prints the process's peak RSS and heap while it streams.
// PostgreSQL by default (a fresh database on the server, dropped afterwards); --pglite uses the
// embedded database in a temporary folder.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { benchDatabaseOptions, root, withBenchDatabase } from './bench-database.mjs';

const { values } = parseArgs({
  options: {
    ...benchDatabaseOptions(),
    n: { type: 'string', default: '200' },
    // Each view's 40 distinct requests (8 searches × 4 statuses, pages 1 to 5 in turn) sent this many
    // times, untimed, before it is measured: the pool's connections plan and cache them, and the
    // pages they read come into the buffer cache, as on a server in use. --warmup 0 measures cold.
    warmup: { type: 'string', default: '1' },
  },
});
const { buildApp } = await import(path.join(root, 'apps/api/src/app.ts'));
const { adminOrderStatuses } = await import('@storefleet/contracts');
const { PGLITE_RUNTIME_ROLE } = await import(path.join(root, 'apps/api/src/db/pglite.ts'));
const { hashPassword } = await import(path.join(root, 'apps/api/src/modules/auth/password.service.ts'));
const { sql } = await import('drizzle-orm');

const STORES = 1000;
const BIG_STORE_ORDERS = 100_000;
const TOTAL_ORDERS = 1_000_000;
const runs = Number(values.n);
const warmups = Number(values.warmup);

await withBenchDatabase(values, async ({ config, database, db }) => {
  const t0 = performance.now();
  const step = (label) => console.log(`${label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  if (!values.reuse) {
    await db.execute(sql`insert into tenants (name, slug)
  select 'Bench Store ' || i, 'bench-' || i from generate_series(1, ${STORES}::int) as i`);
    const firstNames = [
      'Ada',
      'Grace',
      'Alan',
      'Linus',
      'Margaret',
      'Dennis',
      'Barbara',
      'Ken',
      'Frances',
      'Edsger',
      'Radia',
      'Tim',
    ];
    const lastNames = [
      'Lovelace',
      'Hopper',
      'Turing',
      'Torvalds',
      'Hamilton',
      'Ritchie',
      'Liskov',
      'Thompson',
      'Allen',
      'Dijkstra',
      'Perlman',
      'Smith',
      'Jones',
      'Taylor',
      'Brown',
      'Williams',
      'Wilson',
      'Evans',
      'Thomas',
      'Roberts',
    ];
    // Every status the admin can set, with 'paid' three times as likely (most orders are paid).
    const statuses = adminOrderStatuses.flatMap((status) =>
      status === 'paid' ? [status, status, status] : [status],
    );
    const arr = (list) => sql.raw(`array[${list.map((s) => `'${s}'`).join(',')}]`);
    // Store 1 gets 100,000 orders; the other 900,000 are spread over stores 2..1000. Batches keep
    // PGlite's memory in check.
    const seedOrders = async (from, to) => {
      await db.execute(sql`insert into orders (tenant_id, customer_name, customer_email, shipping_address,
      subtotal_minor, total_minor, status, payment_provider, payment_intent_id, created_at, updated_at)
    select case when i <= ${BIG_STORE_ORDERS}::int then 1 else 2 + (i % ${STORES - 1}::int) end,
      f.name || ' ' || l.name,
      lower(f.name || '.' || l.name || i || '@example.com'),
      i || ' High Street, London',
      1000 + (i % 9000), 1000 + (i % 9000),
      (${arr(statuses)})[1 + (i * 7 % ${statuses.length}::int)],
      'sandbox', 'pi_bench_' || i,
      now() - make_interval(secs => (i * 31.7) % 31536000),
      now()
    from generate_series(${from}::int, ${to}::int) as i
    cross join lateral (select (${arr(firstNames)})[1 + (i % ${firstNames.length}::int)] as name) f
    cross join lateral (select (${arr(lastNames)})[1 + ((i / 7) % ${lastNames.length}::int)] as name) l`);
    };
    const BATCH = 100_000;
    for (let from = 1; from <= TOTAL_ORDERS; from += BATCH) {
      await seedOrders(from, Math.min(TOTAL_ORDERS, from + BATCH - 1));
      step(`  orders ${Math.min(TOTAL_ORDERS, from + BATCH - 1).toLocaleString('en-GB')}`);
    }
    await db.execute(sql`insert into order_items (tenant_id, order_id, product_name, quantity, price_minor)
  select tenant_id, id, 'Bench Tee', 1, total_minor from orders`);
    // What autovacuum does on a live server: statistics and the visibility map (index-only scans).
    // VACUUM runs outside a transaction (so not on a scoped handle) and as the tables' owner: on PGlite
    // that is the session's superuser, so the runtime role is left for it and taken back after.
    const pglite = database.kind === 'pglite';
    if (pglite) await database.db.execute(sql`reset role`);
    await database.db.execute(sql`vacuum analyze`);
    if (pglite) await database.db.execute(sql.raw(`set role ${PGLITE_RUNTIME_ROLE}`));
    step('seeded 1,000,000 orders in 1,000 stores');

    const password = await hashPassword('bench-password-123');
    await db.execute(sql`insert into users (username, password, is_admin) values
  ('bench-owner', ${password}, false), ('bench-root', ${password}, true)`);
    await db.execute(sql`insert into user_tenants (user_id, tenant_id, joined_at)
  select id, 1, now() from users where username = 'bench-owner'`);
  }

  const app = await buildApp({ config, database, logger: false, serveWeb: false });
  await app.ready();
  const login = async (username) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password: 'bench-password-123' },
    });
    return `sid=${res.cookies.find((c) => c.name === 'sid').value}`;
  };
  const cookies = { owner: await login('bench-owner'), root: await login('bench-root') };

  const searches = ['lovelace', 'GRACE', 'smith', 'turing', 'hopper@', 'torvalds', 'ada.', 'jones'];
  const filters = ['shipped', 'paid', 'pending', 'delivered'];
  const percentile = (sorted, p) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

  async function measure(label, who, extra = '', filtered = true) {
    const times = [];
    let total = 0;
    let capped = false;
    // The sequence repeats every 40 requests (8 searches, 4 statuses, 5 pages); the warm-up is
    // whole turns of it, numbered below zero, and is not timed.
    const mod = (i, n) => ((i % n) + n) % n;
    for (let i = -warmups * 40; i < runs; i++) {
      const search = searches[mod(i, searches.length)];
      const status = filters[mod(i, filters.length)];
      const offset = mod(i, 5) * 10;
      const filter = filtered ? `search=${encodeURIComponent(search)}&status=${status}&` : '';
      const url = `/api/admin/orders?${filter}limit=10&offset=${offset}${extra}`;
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
      if (i >= 0) times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      total = Number(res.headers['x-total-count']);
      capped = res.headers['x-total-count-capped'] === 'true';
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms (${runs} requests; last page of ${total.toLocaleString('en-GB')}${capped ? '+' : ''} matches)`,
    );
  }

  console.log(
    `\n${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: GET /api/admin/orders, search + status filter, 10 per page`,
  );
  await measure('store owner, 100,000-order store', 'owner');
  await measure('super admin, all shops (1,000,000 orders)', 'root');
  await measure('super admin, one shop by ?tenantId', 'root', '&tenantId=1');
  await measure('store owner, as opened (no search, all statuses)', 'owner', '', false);
  await measure('super admin, all shops as opened (no search, all statuses)', 'root', '', false);

  // The figures above the lists: aggregates over every order in scope (memory is a few rows).
  async function measureUrl(label, who, url, n = 20) {
    const times = [];
    for (let i = 0; i < n; i++) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${n} requests)`,
    );
  }
  await measureUrl('store owner, order stat cards (GET /api/orders/stats)', 'owner', '/api/orders/stats');
  await measureUrl('super admin, all-shops stat cards', 'root', '/api/orders/stats');
  await measureUrl(
    'super admin, platform dashboard (30 days)',
    'root',
    '/api/admin/dashboard-stats?range=30d',
  );

  // The all-shops CSV over a real socket (inject would buffer the whole reply): memory sampled while
  // it streams, the bytes read and dropped as they come.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  // What stays alive matters, not what the collector has yet to free: every second a full
  // collection, then the heap in use (bounded means this stays flat while a million lines stream).
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  gc();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  let peakLive = base.heapUsed;
  let ticks = 0;
  const sampler = setInterval(() => {
    if (++ticks % 50 === 0) {
      gc();
      peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
    }
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const exportStarted = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/admin/orders.csv`, {
    headers: { cookie: cookies.root },
  });
  if (response.status !== 200) throw new Error(`orders.csv: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  clearInterval(sampler);
  const mb = (n) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `super admin, all-shops CSV export: ${(lines - 1).toLocaleString('en-GB')} orders, ${mb(bytes)} in ${((performance.now() - exportStarted) / 1000).toFixed(1)} s; RSS ${mb(base.rss)} before, peak ${mb(peakRss)}; heap ${mb(base.heapUsed)} before, peak ${mb(peakHeap)}, peak after a full GC ${mb(peakLive)}`,
  );

  await app.close();
});
