// npm run bench:search -- [--pglite] [--database-url postgres://…] [--n 300] [--keep] [--reuse <name>]
// Store-front search latency (ADR 0033). Seeds two stores of 10,000 live products each
// (names, categories and descriptions made of realistic words, written in bulk with SQL as the
// platform path does), then times GET /api/products?tenantId=&search= through the real app
// (Fastify inject: routing, store lookup, validation, the trigram query, the variant rows,
// serialization; no network) over exact words, prefixes, typos, several words and a no-match.
// Prints p50/p95/p99 per kind and overall, what caching an answer would cost, and one read of the
// whole list for comparison.
// PostgreSQL by default (a fresh database on the server, dropped afterwards); --pglite uses the
// embedded database in a temporary folder.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { benchDatabaseOptions, root, withBenchDatabase } from './bench-database.mjs';

const { values } = parseArgs({
  options: {
    ...benchDatabaseOptions(),
    n: { type: 'string', default: '300' },
  },
});
const { buildApp } = await import(path.join(root, 'apps/api/src/app.ts'));
const { PGLITE_RUNTIME_ROLE } = await import(path.join(root, 'apps/api/src/db/pglite.ts'));
const { sql } = await import('drizzle-orm');

const PRODUCTS_PER_STORE = 10_000;
const STORES = 2;
const runs = Number(values.n);

// Words a clothing-and-gifts store uses; the product type decides the category.
const adjectives = [
  'Classic',
  'Organic',
  'Vintage',
  'Everyday',
  'Premium',
  'Relaxed',
  'Heavyweight',
  'Lightweight',
  'Recycled',
  'Limited Edition',
  'Essential',
  'Oversized',
  'Slim Fit',
  'Handmade',
];
const colours = [
  'Black',
  'White',
  'Navy',
  'Forest Green',
  'Burgundy',
  'Heather Grey',
  'Sand',
  'Mustard',
  'Sky Blue',
  'Charcoal',
  'Rose',
  'Olive',
  'Cream',
  'Rust',
];
const materials = [
  'Cotton',
  'Merino Wool',
  'Linen',
  'Fleece',
  'Denim',
  'Canvas',
  'Leather',
  'Bamboo',
  'Cashmere',
  'Ceramic',
  'Recycled Polyester',
  'Hemp',
];
const types = [
  ['Hoodie', 'Hoodies'],
  ['T-Shirt', 'T-Shirts'],
  ['Sweatshirt', 'Sweatshirts'],
  ['Jacket', 'Outerwear'],
  ['Cap', 'Hats'],
  ['Beanie', 'Hats'],
  ['Scarf', 'Accessories'],
  ['Mug', 'Kitchen'],
  ['Tote Bag', 'Bags'],
  ['Backpack', 'Bags'],
  ['Notebook', 'Stationery'],
  ['Poster', 'Prints'],
  ['Socks', 'Socks'],
  ['Jeans', 'Trousers'],
  ['Dress', 'Dresses'],
  ['Skirt', 'Skirts'],
  ['Sneakers', 'Footwear'],
  ['Boots', 'Footwear'],
  ['Candle', 'Home'],
  ['Water Bottle', 'Kitchen'],
  ['Phone Case', 'Accessories'],
  ['Keyring', 'Accessories'],
  ['Apron', 'Kitchen'],
  ['Blanket', 'Home'],
];
const features = [
  'with a kangaroo pocket',
  'with reinforced seams',
  'cut for a relaxed fit',
  'finished with a brushed inside',
  'printed with water-based inks',
  'with an adjustable strap',
  'ethically made in Portugal',
  'designed in our London studio',
  'with a ribbed collar and cuffs',
  'dyed in small batches',
];
const care = [
  'Machine wash cold, tumble dry low.',
  'Hand wash only.',
  'Wipe clean with a damp cloth.',
  'Dishwasher safe.',
  'Wash inside out at 30 degrees.',
  'Do not bleach.',
];

await withBenchDatabase(values, async ({ config, database, db }) => {
  const t0 = performance.now();

  if (!values.reuse) {
    await db.execute(sql`insert into tenants (name, slug)
  select 'Bench Store ' || s, 'bench-search-' || s from generate_series(1, ${STORES}::int) as s`);
    const arr = (list) => sql.raw(`array[${list.map((s) => `'${s.replaceAll("'", "''")}'`).join(',')}]`);
    const pick = (list, expr) => sql.raw(`(${expr}) % ${list.length} + 1`);
    // Each product: adjective colour material type (store-unique by the number), its type's
    // category, a description of ~150 characters; every 10th product a draft. Each pick steps by a
    // number prime to its list's length (every word is used), offset so the combinations vary.
    await db.execute(sql`insert into products (tenant_id, name, description, price_minor, category,
        in_stock, sort_order, is_draft)
      select t.id,
        a.w || ' ' || c.w || ' ' || m.w || ' ' || ty.w || ' No. ' || i,
        'A ' || lower(a.w) || ' ' || lower(ty.w) || ' in ' || lower(c.w) || ' ' || lower(m.w) || ', '
          || f.w || '. ' || cr.w,
        500 + (i * 37) % 9500, ty.cat, (i * 13) % 50, i, i % 10 = 0
      from (select id from tenants where slug like 'bench-search-%') t
      cross join generate_series(1, ${PRODUCTS_PER_STORE}::int) as i
      cross join lateral (select (${arr(adjectives)})[${pick(adjectives, 'i * 3 + t.id')}] as w) a
      cross join lateral (select (${arr(colours)})[${pick(colours, 'i * 11 + i / 24')}] as w) c
      cross join lateral (select (${arr(materials)})[${pick(materials, 'i * 5 + i / 7')}] as w) m
      cross join lateral (select (${arr(types.map(([w]) => w))})[${pick(types, 'i * 7 + t.id')}] as w,
        (${arr(types.map(([, cat]) => cat))})[${pick(types, 'i * 7 + t.id')}] as cat) ty
      cross join lateral (select (${arr(features)})[${pick(features, 'i * 17')}] as w) f
      cross join lateral (select (${arr(care)})[${pick(care, 'i * 19')}] as w) cr`);
    // What autovacuum does on a live server: statistics for the planner. VACUUM runs as the tables'
    // owner: on PGlite the session's superuser, so the runtime role is left and taken back after.
    const pglite = database.kind === 'pglite';
    if (pglite) await database.db.execute(sql`reset role`);
    await database.db.execute(sql`vacuum analyze products`);
    if (pglite) await database.db.execute(sql.raw(`set role ${PGLITE_RUNTIME_ROLE}`));
    console.log(
      `seeded ${(STORES * PRODUCTS_PER_STORE).toLocaleString('en-GB')} products in ${STORES} stores ` +
        `(${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
  }
  const [store] = (await db.execute(sql`select id from tenants where slug = 'bench-search-1'`)).rows;

  const app = await buildApp({ config, database, logger: false, serveWeb: false });
  await app.ready();

  const kinds = {
    'exact word': ['hoodie', 'backpack', 'merino', 'candle', 'kitchen', 'navy'],
    prefix: ['hood', 'back', 'sneak', 'cash', 'note'],
    typo: ['hodie', 'backpak', 'notbook', 'sweatshrt', 'candel'],
    'several words': ['organic cotton hoodie', 'navy backpack', 'machine wash', 'heather grey beanie'],
    'no match': ['xylophone', 'zebra crossing'],
  };
  const percentile = (sorted, p) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const line = (label, times, extra) => {
    times.sort((a, b) => a - b);
    const f = (p) => percentile(times, p).toFixed(1);
    console.log(
      `${label}: p50 ${f(50)} ms, p95 ${f(95)} ms, p99 ${f(99)} ms (${times.length} requests${extra})`,
    );
  };
  const get = async (url) => {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url });
    const ms = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return { ms, count: res.json().length };
  };

  console.log(
    `\n${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: GET /api/products?tenantId=${store.id}&search=… ` +
      `over ${PRODUCTS_PER_STORE.toLocaleString('en-GB')} products (9,000 live), at most 100 answered`,
  );
  // Warm-up: the first requests pay for the code and the plan cache, as a server's first minute does.
  for (const list of Object.values(kinds))
    for (const q of list) await get(`/api/products?tenantId=${store.id}&search=${encodeURIComponent(q)}`);
  const all = [];
  for (const [kind, queries] of Object.entries(kinds)) {
    const times = [];
    const found = new Map();
    const n = Math.max(queries.length, Math.round(runs / Object.keys(kinds).length));
    for (let i = 0; i < n; i++) {
      const q = queries[i % queries.length];
      const { ms, count } = await get(`/api/products?tenantId=${store.id}&search=${encodeURIComponent(q)}`);
      times.push(ms);
      all.push(ms);
      found.set(q, count);
    }
    const matches = [...found].map(([q, c]) => `"${q}" ${c}`).join(', ');
    line(`  ${kind}`, times, `; answers: ${matches}`);
  }
  line('  all searches', all, '');

  // What caching a search answer would cost on each miss (ADR 0033): preparing it as the store
  // front's cache prepares an entry (brotli 11, gzip 9, ETag), for a full answer of 100 products.
  const { prepareResponse } = await import(path.join(root, 'apps/api/src/lib/prepared-response.ts'));
  const full = await app.inject({ method: 'GET', url: `/api/products?tenantId=${store.id}&search=navy` });
  const body = full.rawPayload;
  const prepared = [];
  let entryBytes = 0;
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    const entry = await prepareResponse(store.id, body, { 'content-type': 'application/json' }, Date.now());
    prepared.push(performance.now() - started);
    entryBytes = entry.bytes;
  }
  line(
    `  preparing one search answer as a cache entry (${(body.length / 1024).toFixed(0)} kB JSON, ${(entryBytes / 1024).toFixed(0)} kB stored)`,
    prepared,
    '',
  );

  // For comparison: one read of the whole list (9,000 products, about 5 MB of JSON). It is bigger
  // than an eighth of the default 16 MiB cache, so it is never kept: every read builds and
  // compresses it again.
  const listStarted = performance.now();
  const list = await app.inject({ method: 'GET', url: `/api/products?tenantId=${store.id}` });
  console.log(
    `  the whole list, once: ${(performance.now() - listStarted).toFixed(0)} ms ` +
      `(${(list.rawPayload.length / 1024 / 1024).toFixed(1)} MB JSON, status ${list.statusCode})`,
  );

  await app.close();
});
