// node scripts/bench-product-import.mjs [--pglite] [--database-url postgres://…] [--products 5000] [--variants 4] [--languages de,fr]
// Times POST /api/admin/products/import through the real app (Fastify inject: routing, auth, the
// CSV reader, validation, one transaction; no network) for 5,000 products × 4 variant rows into an
// empty store: the dry run (preview) and the import itself, and prints the process's peak RSS and
// heap during each (sampled every 20 ms; PGlite runs in this process, so its memory counts too).
// PostgreSQL by default (a fresh database on the server, dropped afterwards); --pglite uses the
// embedded database in a temporary folder. --languages turns those languages on for the store and
// adds their translation columns (`Name:de`, `Description:de`, ADR 0096), filled on each product's row.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { benchDatabaseOptions, root, withBenchDatabase } from './bench-database.mjs';

const { values } = parseArgs({
  options: {
    ...benchDatabaseOptions({ reusable: false }),
    products: { type: 'string', default: '5000' },
    variants: { type: 'string', default: '4' },
    languages: { type: 'string', default: '' },
  },
});
const { buildApp } = await import(path.join(root, 'apps/api/src/app.ts'));
const { hashPassword } = await import(path.join(root, 'apps/api/src/modules/auth/password.service.ts'));
const { sql } = await import('drizzle-orm');

const PRODUCTS = Number(values.products);
const VARIANTS = Number(values.variants);
const LANGUAGES = values.languages.split(',').filter(Boolean);

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

await withBenchDatabase(values, async ({ config, database, db }) => {
  const [store] = (
    await db.execute(sql`insert into tenants (name, slug) values ('Bench', 'bench') returning id`)
  ).rows;
  const tenantId = Number(store.id);
  if (LANGUAGES.length > 0) {
    await db.execute(
      sql`update tenants set languages = ${`{${['en', ...LANGUAGES].join(',')}}`}::text[] where id = ${tenantId}`,
    );
  }
  const password = await hashPassword('bench-password-123');
  await db.execute(
    sql`insert into users (username, password, is_admin) values ('bench-owner', ${password}, false)`,
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
    'Handle,Product ID,Name,Description,Category,Price,Stock,Status,Image URL,Options,VAT rate,Subscription,Subscription price,Subscription interval,Trial days,Variant SKU,Variant price,Variant stock,Variant active,Option: Size' +
      LANGUAGES.map((lang) => `,Name:${lang},Description:${lang}`).join(''),
  ];
  for (let p = 1; p <= PRODUCTS; p++) {
    sizes.forEach((size, v) => {
      const product =
        v === 0
          ? `p-${p},,Product ${p},"A product, number ${p}, with ""quotes""",Category ${p % 20},${p % 100}.99,${p % 50},live,${image},,20,no,,,0`
          : `p-${p}${',,,,,,,,,,,,,,'}`;
      const translations = LANGUAGES.map((lang) =>
        v === 0 ? `,Product ${p} (${lang}),"A product ${p}, in ${lang}"` : ',,',
      ).join('');
      lines.push(`${product},SKU-${p}-${size},${p % 100}.99,${v + 1},yes,${size}${translations}`);
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
});
