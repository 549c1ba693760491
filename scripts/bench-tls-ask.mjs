// npm run bench:tls-ask -- [--pglite] [--database-url postgres://…] [--rate 1000] [--seconds 10]
// The TLS proxy's on-demand certificate ask, GET /api/tls/allowed?domain= (ADR 0070), over HTTP
// through the real server (autocannon, 10 connections) at a fixed rate: p50/p99 latency and errors.
// Seeds 200 open stores, each with a verified domain and a pending one, and a suspended store.
// Two runs: "known hosts" cycles verified, pending, unknown, platform and subdomain names (what a
// proxy asks while certificates are issued and renewed: answers kept for 10 s); "new hosts" asks for
// a different unknown host each time (every ask a database look-up, as a scan of random names is).
// PostgreSQL by default (a fresh database, dropped afterwards); --pglite uses the embedded database.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchDatabaseOptions, root, withBenchDatabase } from './bench-database.mjs';

const { values } = parseArgs({
  options: {
    ...benchDatabaseOptions({ reusable: false }),
    rate: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
  },
});
const { buildApp } = await import(path.join(root, 'apps/api/src/app.ts'));
const { sql } = await import('drizzle-orm');
const autocannon = (await import('autocannon')).default;

const STORES = 200;
const rate = Number(values.rate);
const duration = Number(values.seconds);

await withBenchDatabase(values, async ({ config, database, db }) => {
  await db.execute(sql`insert into tenants (name, slug)
    select 'Bench Store ' || s, 'bench-tls-' || s from generate_series(1, ${STORES}::int) as s`);
  await db.execute(
    sql`insert into tenants (name, slug, status) values ('Suspended', 'bench-tls-off', 'suspended')`,
  );
  await db.execute(sql`insert into store_domains (tenant_id, host, verification_token, state)
    select id, 'shop-' || id || '.bench.test', 'token', 'verified' from tenants`);
  await db.execute(sql`insert into store_domains (tenant_id, host, verification_token, state)
    select id, 'pending-' || id || '.bench.test', 'token', 'pending' from tenants where status = 'active'`);
  const [first] = (await db.execute(sql`select min(id) as id from tenants`)).rows;

  const app = await buildApp({
    config: { ...config, STORE_DOMAIN: 'stores.bench.test', RATE_LIMIT_MULTIPLIER: 0 },
    database,
    logger: false,
    serveWeb: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address();
  const url = `http://127.0.0.1:${port}`;
  const ask = (domain) => ({ method: 'GET', path: `/api/tls/allowed?domain=${domain}` });
  const id = Number(first.id);
  const known = [
    ask(`shop-${id}.bench.test`),
    ask(`shop-${id + 1}.bench.test`),
    ask(`pending-${id}.bench.test`),
    ask('unknown.example.com'),
    ask('bench-tls-1.stores.bench.test'),
    ask('bench-tls-off.stores.bench.test'),
    ask('stores.bench.test'),
    ask(`shop-${id + 2}.bench.test`),
  ];

  const run = async (label, requests) => {
    // Warm-up: the code and the plan cache, as a server's first minute pays for them.
    await autocannon({ url, connections: 10, amount: 2000, requests });
    const result = await autocannon({ url, connections: 10, duration, overallRate: rate, requests });
    const { latency } = result;
    const statuses = { '2xx': result['2xx'], '4xx': result['4xx'], '5xx': result['5xx'] };
    console.log(
      `${label}: ${result.requests.total} asks at ${rate}/s over ${duration} s: p50 ${latency.p50} ms, ` +
        `p99 ${latency.p99} ms, max ${latency.max} ms; ${JSON.stringify(statuses)}, errors ${result.errors}, timeouts ${result.timeouts}`,
    );
  };

  console.log(`${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: GET /api/tls/allowed?domain=…`);
  await run('known hosts', known);
  let n = 0;
  await run('new hosts', [
    {
      method: 'GET',
      setupRequest: (request) => ({ ...request, path: `/api/tls/allowed?domain=new-${n++}.bench.test` }),
    },
  ]);
  await app.close();
});
