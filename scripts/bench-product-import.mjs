// node scripts/bench-product-import.mjs [--pglite] [--database-url postgres://…] [--products 5000] [--variants 4]
// Times POST /api/admin/products/import through the real app (Fastify inject: routing, auth, the
// CSV reader, validation, one transaction; no network) for 5,000 products × 4 variant rows into an
// empty store: the dry run (preview) and the import itself, and prints the process's peak RSS and
// heap during each (sampled every 20 ms; PGlite runs in this process, so its memory counts too).
// PostgreSQL by default (a fresh database on the server, dropped afterwards); --pglite uses the
// embedded database in a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    'database-url': {
      type: 'string',
      default:
        process.env.BENCH_DATABASE_URL ?? 'postgres://storefleet_ci:storefleet_ci@127.0.0.1:5432/postgres',
    },
    products: { type: 'string', default: '5000' },
    variants: { type: 'string', default: '4' },
  },
});
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
const { buildApp } = await import(path.join(root, 'apps/api/src/app.ts'));
const { parseConfig } = await import(path.join(root, 'apps/api/src/config/config.ts'));
const { openDatabase } = await import(path.join(root, 'apps/api/src/db/database.ts'));
const { hashPassword } = await import(path.join(root, 'apps/api/src/modules/auth/password.ts'));
const { sql } = await import('drizzle-orm');
const pg = (await import('pg')).default;

const PRODUCTS = Number(values.products);
const VARIANTS = Number(values.variants);

let databaseUrl;
let dropDatabase = async () => {};
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefleet-bench-'));
if (!values.pglite) {
  const name = `storefleet_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: values['database-url'] });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(values['database-url']);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: values['database-url'] });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Runs `fn`, sampling memory; its time and the peaks seen. */
async function measure(fn) {
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }, 20);
  const t0 = performance.now();
  try {
    const result = await fn();
    return { result, ms: performance.now() - t0, rss, heap };
  } finally {
    clearInterval(timer);
  }
}

try {
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase(config);
  await database.migrate();
  const db = database.scopes.platform;
  const [store] = (
    await db.execute(sql`insert into tenants (name, slug) values ('Bench', 'bench') returning id`)
  ).rows;
  const tenantId = Number(store.id);
  const password = await hashPassword('bench-password-123');
  await db.execute(
    sql`insert into users (username, password, is_admin) values ('bench-owner', ${password}, 'false')`,
  );
  await db.execute(sql`insert into user_tenants (user_id, tenant_id, joined_at)
    select id, ${tenantId}, now() from users where username = 'bench-owner'`);
  // An image the store already owns, so the benchmark measures the import, not downloads.
  const image = `/uploads/${'b'.repeat(32)}.webp`;
  await db.execute(sql`insert into uploads (tenant_id, storage_key, url, bytes, content_type)
    values (${tenantId}, ${`${'b'.repeat(32)}.webp`}, ${image}, 1000, 'image/webp')`);

  const app = await buildApp({ config, database, logger: false, serveWeb: false });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'bench-owner', password: 'bench-password-123' },
  });
  const cookie = `sid=${login.cookies.find((c) => c.name === 'sid').value}`;

  const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'].slice(0, VARIANTS);
  const lines = [
    'Handle,Product ID,Name,Description,Category,Price,Stock,Status,Image URL,Options,VAT rate,Subscription,Subscription price,Subscription interval,Trial days,Variant SKU,Variant price,Variant stock,Variant active,Option: Size',
  ];
  for (let p = 1; p <= PRODUCTS; p++) {
    sizes.forEach((size, v) => {
      const product =
        v === 0
          ? `p-${p},,Product ${p},"A product, number ${p}, with ""quotes""",Category ${p % 20},${p % 100}.99,${p % 50},live,${image},,20,no,,,0`
          : `p-${p}${',,,,,,,,,,,,,,'}`;
      lines.push(`${product},SKU-${p}-${size},${p % 100}.99,${v + 1},yes,${size}`);
    });
  }
  const csv = `${lines.join('\r\n')}\r\n`;
  const call = (dryRun) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/products/import?dryRun=${dryRun}`,
      headers: { cookie, 'content-type': 'text/csv' },
      payload: csv,
    });

  console.log(
    `${database.kind}: ${PRODUCTS} products × ${VARIANTS} variants = ${lines.length - 1} rows, ${mb(csv.length)} of CSV`,
  );
  for (const dryRun of [true, false]) {
    const { result, ms, rss, heap } = await measure(() => call(dryRun));
    const body = result.json();
    if (result.statusCode !== 200 || body.applied === dryRun) {
      throw new Error(`import failed: ${result.statusCode} ${result.body.slice(0, 300)}`);
    }
    console.log(
      `${dryRun ? 'dry run (preview)' : 'import (applied) '}: ${(ms / 1000).toFixed(2)} s, peak RSS ${mb(rss)}, peak heap ${mb(heap)}; products created ${body.products.create}, variants ${body.variants.create}`,
    );
  }
  const [count] = (
    await db.execute(sql`select count(*)::int as n from product_variants where tenant_id = ${tenantId}`)
  ).rows;
  console.log(`variant rows stored: ${count.n}`);
  await app.close();
  await database.close();
} finally {
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
}
