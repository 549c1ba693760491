// npm run bench:analytics -- [--pglite] [--database-url postgres://…] [--n 200] [--orders 1000000] [--keep] [--reuse <name>] [--name <new database>]
// Seeds 1,000,000 paid orders (with their lines, 2% refunded) across 1,000 stores over the last
// 365 days (100,000 in store 1) with generate_series, builds every store's daily rollups with the
// exported rebuild (timed), then times the Reports calls through the real app (Fastify inject:
// routing, auth, validation, queries, serialization; no network): a store owner's sales (30 and 90
// days, compared, by day, week and month) and top products, and the operator's figures across
// stores. Prints p50/p95 (goal: p95 ≤ 50 ms, ADR 0082). Then times one fold of 1,000 new orders'
// events. PostgreSQL by default (a fresh database, dropped afterwards); --pglite the embedded one.
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { benchDatabaseOptions, root, withBenchDatabase } from './bench-database.mjs';

const { values } = parseArgs({
  options: {
    ...benchDatabaseOptions(),
    n: { type: 'string', default: '200' },
    // A smaller seed on a busy host: the reports read the rollups (one row per store and day with
    // sales), so what they cost follows the stores and days more than the orders.
    orders: { type: 'string', default: '1000000' },
  },
});
const { buildApp } = await import(path.join(root, 'apps/api/src/app.ts'));
const { PGLITE_RUNTIME_ROLE } = await import(path.join(root, 'apps/api/src/db/pglite.ts'));
const { hashPassword } = await import(path.join(root, 'apps/api/src/modules/auth/password.service.ts'));
const { foldSalesEvents, rebuildStoresSalesRollups } = await import(
  path.join(root, 'apps/api/src/modules/analytics/analytics-rollups.service.ts')
);
const { sql } = await import('drizzle-orm');

const STORES = 1000;
const BIG_STORE_ORDERS = Math.round(Number(values.orders) / 10);
const TOTAL_ORDERS = Number(values.orders);
const runs = Number(values.n);
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
/** The host's load average (1, 5, 15 minutes), as `uptime` prints it: a shared host's tail is its own. */
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

await withBenchDatabase(values, async ({ config, database, db }) => {
  const t0 = performance.now();
  const step = (label) => console.log(`${label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  const ctx = { db: database.db, scopes: database.scopes, tenantId: null, actor: null, config, log: console };

  if (!values.reuse) {
    await db.execute(sql`insert into tenants (name, slug, created_at)
  select 'Bench Store ' || i, 'bench-' || i, now() - make_interval(days => i % 365)
  from generate_series(1, ${STORES}::int) as i`);
    await db.execute(sql`insert into products (tenant_id, name, price_minor, category)
  select t, 'Bench product ' || p, 1000, (array['Clothing','Kitchen','Books','Garden'])[1 + p % 4]
  from generate_series(1, ${STORES}::int) as t, generate_series(1, 20) as p`);
    const BATCH = 50_000;
    for (let from = 1; from <= TOTAL_ORDERS; from += BATCH) {
      const to = Math.min(TOTAL_ORDERS, from + BATCH - 1);
      await db.execute(sql`insert into orders (tenant_id, customer_name, customer_email, subtotal_minor,
      total_minor, discount_minor, discount_code, vat_minor, shipping_minor, status, payment_status,
      created_at, updated_at)
    select case when i <= ${BIG_STORE_ORDERS}::int then 1 else 2 + (i % ${STORES - 1}::int) end,
      'Shopper ' || (i % 5000), 'shopper' || (i % 5000) || '@example.com',
      1000 + (i % 9000), 1000 + (i % 9000) + 395 - case when i % 10 = 0 then 500 else 0 end,
      case when i % 10 = 0 then 500 else 0 end, case when i % 10 = 0 then 'SAVE5' end,
      (1000 + (i % 9000)) / 6, 395, 'paid', 'paid',
      now() - make_interval(secs => (i * 31.7) % 31536000), now()
    from generate_series(${from}::int, ${to}::int) as i`);
      step(`  orders ${to.toLocaleString('en-GB')}`);
    }
    await db.execute(sql`insert into order_items (tenant_id, order_id, product_id, product_name, quantity, price_minor, discount_minor)
  select o.tenant_id, o.id, p.id, p.name, 1, o.subtotal_minor, o.discount_minor
  from orders o join products p on p.tenant_id = o.tenant_id and p.name = 'Bench product ' || (1 + o.id % 20)`);
    step('  order lines');
    await db.execute(sql`insert into order_refunds (tenant_id, order_id, idempotency_key, request_hash, status,
      amount_minor, refunded_before_minor, lease_until, created_at, updated_at)
    select tenant_id, id, 'bench-' || id, repeat('0', 64), 'succeeded', 500, 0, now(),
      least(now(), created_at + interval '1 day'), now()
    from orders where id % 50 = 0`);
    const pglite = database.kind === 'pglite';
    if (pglite) await database.db.execute(sql`reset role`);
    await database.db.execute(sql`vacuum analyze`);
    if (pglite) await database.db.execute(sql.raw(`set role ${PGLITE_RUNTIME_ROLE}`));
    step(`seeded ${TOTAL_ORDERS.toLocaleString('en-GB')} orders (2% refunded) in 1,000 stores`);

    // The rollups as the fold would write them: the app's own set-based rebuild of every store at
    // once (the property tests hold it equal to the fold), not SQL of the bench's own.
    const rebuildStarted = performance.now();
    const ids = Array.from({ length: STORES }, (_, i) => i + 1);
    const rebuilt = await rebuildStoresSalesRollups(ctx, { tenantIds: ids, from: day(-366), to: day(1) });
    if (pglite) await database.db.execute(sql`reset role`);
    await database.db.execute(sql`vacuum analyze`);
    if (pglite) await database.db.execute(sql.raw(`set role ${PGLITE_RUNTIME_ROLE}`));
    step(
      `rebuilt the rollups of 1,000 stores × 365 days (${rebuilt.days.toLocaleString('en-GB')} store days) in one transaction: ${((performance.now() - rebuildStarted) / 1000).toFixed(1)} s`,
    );
    // The fold starts after what the rebuild already counted.
    await db.execute(
      sql`update analytics_cursors set last_event_id = coalesce((select max(id) from order_events), 0)`,
    );

    const password = await hashPassword('bench-password-123');
    await db.execute(sql`insert into users (username, password, is_admin) values
  ('bench-owner', ${password}, false), ('bench-root', ${password}, true)`);
    await db.execute(sql`insert into user_tenants (user_id, tenant_id, joined_at)
  select id, 1, now() from users where username = 'bench-owner'`);
  }
  const [{ n: rollupRows }] = (await db.execute(sql`select count(*)::int as n from sales_daily`)).rows;
  console.log(`sales_daily: ${rollupRows.toLocaleString('en-GB')} rows`);

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

  async function measure(label, who, url) {
    const times = [];
    for (let i = -20; i < runs; i++) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
      if (i >= 0) times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms (${runs} requests)`,
    );
    return percentile(times, 95);
  }

  console.log(
    `\n${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: the Reports calls over the rollups (${load()})`,
  );
  const p95s = [
    await measure(
      'owner, sales 30 days by day',
      'owner',
      `/api/admin/analytics/sales?from=${day(-29)}&to=${day(0)}`,
    ),
    await measure(
      'owner, sales 90 days by week, compared',
      'owner',
      `/api/admin/analytics/sales?from=${day(-89)}&to=${day(0)}&interval=week&compare=previous`,
    ),
    await measure(
      'owner, sales 365 days by month, compared',
      'owner',
      `/api/admin/analytics/sales?from=${day(-364)}&to=${day(0)}&interval=month&compare=previous`,
    ),
    await measure(
      'owner, top products 90 days',
      'owner',
      `/api/admin/analytics/products?from=${day(-89)}&to=${day(0)}`,
    ),
    await measure(
      'owner, sales.csv 90 days',
      'owner',
      `/api/admin/analytics/sales.csv?from=${day(-89)}&to=${day(0)}`,
    ),
    await measure(
      'operator, platform sales 30 days',
      'root',
      `/api/super-admin/stats/sales?from=${day(-29)}&to=${day(0)}`,
    ),
    await measure(
      'operator, platform sales 365 days',
      'root',
      `/api/super-admin/stats/sales?from=${day(-364)}&to=${day(0)}`,
    ),
  ];
  console.log(`worst p95: ${Math.max(...p95s).toFixed(1)} ms (goal ≤ 50 ms; ${load()})`);

  // 1,000 new orders in 1,000 stores, a line each, with their 'placed' events (written first, not
  // timed): then one fold, timed alone.
  await db.execute(sql`with o as (
    insert into orders (tenant_id, customer_name, customer_email, subtotal_minor, total_minor, status, payment_status)
    select i, 'New', 'new' || i || '@example.com', 2000, 2000, 'paid', 'paid' from generate_series(1, ${STORES}::int) as i
    returning id, tenant_id),
  lines as (
    insert into order_items (tenant_id, order_id, product_id, product_name, quantity, price_minor)
    select o.tenant_id, o.id, p.id, p.name, 1, 2000
    from o join products p on p.tenant_id = o.tenant_id and p.name = 'Bench product 1')
  insert into order_events (tenant_id, order_id, kind, message) select tenant_id, id, 'placed', 'Order placed' from o`);
  const foldStarted = performance.now();
  const folded = await foldSalesEvents(ctx);
  console.log(
    `one fold of 1,000 new orders' events: ${folded.days} store days recomputed in ${(performance.now() - foldStarted).toFixed(0)} ms (${load()})`,
  );
  await app.close();
});
