// npm run pods:simulate [-- --database-url postgres://… --keep --no-move]
// Tenant pods on one machine (ADR 0022): two PostgreSQL databases on the local server as two pods,
// one app instance on each (`scripts/start.mjs`, the ordinary start command, STORE_DOMAIN=pods.test),
// a third database as the tenant directory, and nginx in front routing each request by its Host
// (`{slug}.pods.test`) through a map generated from the directory. Places the demo store on pod a
// and Northwind on pod b, then drives through nginx, at each store's own host, its home page, its
// product list and a complete sandbox checkout, moves the demo store to pod b (a checkout begun
// before the move finishes after it) and does both again, and shows a moving store's 503. Prints a
// table; exits 1 on a failure. The role needs CREATEDB; the databases are dropped unless --keep.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureServerBuild } from './build-server.mjs';
import { directorySchema, openDirectoryCache } from './pods-directory.mjs';
import { startFront } from './pods-front.mjs';
import { moveStore } from './pods-move.mjs';
import { freePort, placeStores, platformSql, sql, startPod } from './pods-setup.mjs';
import {
  beginCheckout,
  checkout,
  requestAt,
  requestRetrying,
  storeHost,
  visitStoreFront,
} from './pods-shopper.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default:
        process.env.TEST_DATABASE_URL ?? 'postgres://storefleet_test:storefleet_test@127.0.0.1:5432/postgres',
    },
    keep: { type: 'boolean', default: false },
    'no-move': { type: 'boolean', default: false },
  },
});
/** The pods' STORE_DOMAIN: each store answers at {slug}.pods.test (sent to nginx as Host, no DNS). */
const STORE_DOMAIN = 'pods.test';
const run = randomBytes(3).toString('hex');
const databaseUrl = (name) => Object.assign(new URL(args['database-url']), { pathname: `/${name}` }).href;
const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:…@');
/** The two pods: each store keeps its seeded ids; each pod then numbers new rows from its own block. */
const pods = [
  { name: 'a', keeps: 'demo', block: 100_000_000 },
  { name: 'b', keeps: 'northwind', block: 200_000_000 },
].map((pod) => ({
  ...pod,
  database: `pods_${run}_${pod.name}`,
  databaseUrl: databaseUrl(`pods_${run}_${pod.name}`),
}));
const directoryDb = `pods_${run}_directory`;
const results = [];
const cleanups = [];
const started = performance.now();

function record(step, store, expectedPod, outcome) {
  results.push({ step, store, expected: expectedPod, ...outcome });
}

async function check(step, store, expectedPod, fn) {
  const t = performance.now();
  try {
    const { pods: served = [], detail = '' } = await fn();
    const ok = served.length === 0 || served.every((pod) => pod === expectedPod);
    record(step, store, expectedPod, {
      ok,
      served: served.join(',') || '-',
      ms: performance.now() - t,
      detail: ok ? detail : `answered by ${served.join(',')}`,
    });
  } catch (error) {
    record(step, store, expectedPod, {
      ok: false,
      served: '-',
      ms: performance.now() - t,
      detail: error.message,
    });
  }
}

async function main() {
  console.log(`Pods simulation ${run}: PostgreSQL at ${redact(args['database-url'])}`);
  await ensureServerBuild();
  if (
    !existsSync(path.join(root, 'apps/web/dist/index.html')) ||
    !existsSync(path.join(root, 'apps/web/dist-ssr/entry-server.js'))
  )
    throw new Error('the web app is not built: run `npm run build` first');

  for (const name of [...pods.map((p) => p.database), directoryDb]) {
    await sql(args['database-url'], `create database ${name}`);
    if (!args.keep) cleanups.push(() => dropDatabase(name));
  }
  await sql(databaseUrl(directoryDb), directorySchema);
  const frontPort = await freePort();
  const controlPort = await freePort();
  for (const pod of pods) pod.port = await freePort();
  const appSecret = randomBytes(32).toString('base64url');
  let t = performance.now();
  const starts = await Promise.allSettled(
    pods.map((pod) =>
      startPod(pod, { frontUrl: `http://127.0.0.1:${frontPort}`, appSecret, storeDomain: STORE_DOMAIN }),
    ),
  );
  for (const start of starts) if (start.status === 'fulfilled') cleanups.unshift(start.value);
  const failedStart = starts.find((start) => start.status === 'rejected');
  if (failedStart) throw failedStart.reason;
  console.log(`Two pods migrated, seeded and listening in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const stores = [];
  for (const pod of pods) {
    await sql(databaseUrl(directoryDb), 'insert into pods (name, app_url) values ($1, $2)', [
      pod.name,
      pod.url,
    ]);
    for (const store of await placeStores(pod, pods[0].block)) {
      stores.push({ ...store, pod: pod.name });
      await sql(
        databaseUrl(directoryDb),
        'insert into stores (store_id, slug, domain, pod) values ($1, $2, $3, $4)',
        [store.id, store.slug, store.domain, pod.name],
      );
    }
  }
  const directory = await openDirectoryCache(databaseUrl(directoryDb));
  cleanups.unshift(() => directory.close());
  const frontDir = mkdtempSync(path.join(tmpdir(), `pods-${run}-nginx-`));
  cleanups.unshift(async () => rmSync(frontDir, { recursive: true, force: true }));
  const front = await startFront({
    directory,
    storeDomain: STORE_DOMAIN,
    defaultPod: 'a',
    dir: frontDir,
    port: frontPort,
    controlPort,
  });
  cleanups.unshift(() => front.close());
  const host = (store) => storeHost(store, STORE_DOMAIN);
  console.log(
    `nginx at ${front.url} (map ${front.mapFile}); stores: ${stores.map((s) => `${host(s)} (id ${s.id}) on pod ${s.pod}`).join(', ')}\n`,
  );

  const catalogue = new Map();
  /** The pods whose database holds order `id` of `store`. */
  async function podsHoldingOrder(store, id) {
    const counts = await Promise.all(
      pods.map((p) =>
        platformSql(
          p.databaseUrl,
          `select count(*)::int as n from orders where id = ${Number(id)} and tenant_id = ${Number(store.id)}`,
        ),
      ),
    );
    return pods.filter((_, i) => counts[i][2].rows[0].n > 0).map((p) => p.name);
  }
  /** The pods whose database holds an order of `store` paid with `paymentIntentId`, with how many. */
  async function ordersOfPayment(store, paymentIntentId) {
    const counts = await Promise.all(
      pods.map((p) =>
        platformSql(
          p.databaseUrl,
          `select count(*)::int as n from orders where tenant_id = ${Number(store.id)} and payment_intent_id = '${paymentIntentId.replace(/'/g, "''")}'`,
        ),
      ),
    );
    return pods.map((p, i) => ({ pod: p.name, n: counts[i][2].rows[0].n })).filter((c) => c.n > 0);
  }
  async function shopAt(store, pod, phase) {
    await check(`${phase}store front ${host(store)}/ + products`, store.slug, pod, async () => {
      const visit = await visitStoreFront(front.url, host(store), store);
      catalogue.set(store.id, visit.products);
      return { pods: visit.pods, detail: `${visit.products.length} products` };
    });
    await check(`${phase}sandbox checkout (4 calls)`, store.slug, pod, async () => {
      const order = await checkout(
        front.url,
        host(store),
        store,
        catalogue.get(store.id) ?? [],
        `${store.slug}-${run}`,
      );
      store.orders = [...(store.orders ?? []), order.orderId];
      const holders = await podsHoldingOrder(store, order.orderId);
      if (holders.join() !== pod)
        throw new Error(`order ${order.orderId} is on pod(s) [${holders}] instead of ${pod}`);
      return { pods: order.pods, detail: `order ${order.orderId} in pod ${pod}'s database` };
    });
  }
  for (const store of stores) await shopAt(store, store.pod, '');

  const demo = stores.find((s) => s.slug === 'demo');
  const other = stores.find((s) => s.slug !== 'demo');
  if (!args['no-move']) {
    t = performance.now();
    let moved;
    let during;
    // A shopper who has begun paying on pod a: the rest of the checkout runs into the move.
    let spanning;
    await check('before move: demo checkout begun', demo.slug, 'a', async () => {
      const session = beginCheckout(front.url, host(demo), demo, catalogue.get(demo.id) ?? [], `span-${run}`);
      spanning = { session, intent: await session.begin() };
      return {
        pods: [...session.browser.pods],
        detail: `payment ${spanning.intent.paymentIntentId} created`,
      };
    });
    // Shoppers who keep browsing through the whole move, one request after another per store: every
    // answer is logged with the pod that gave it, to prove the reloads drop nothing and the demo
    // store is never served by pod a once pod b has served it.
    let browsing = true;
    const demoAnswers = [];
    const otherAnswers = [];
    const browse = async (store, answers) => {
      while (browsing) {
        try {
          const answer = await requestAt(front.url, host(store), `/api/products?tenantId=${store.id}`);
          answers.push(`${answer.status}:${answer.pod}`);
        } catch (error) {
          answers.push(`error:${error.code ?? error.message}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const browsers = [browse(demo, demoAnswers), browse(other, otherAnswers)];
    try {
      moved = await moveStore({
        storeId: demo.id,
        from: { name: 'a', databaseUrl: pods[0].databaseUrl },
        to: { name: 'b', databaseUrl: pods[1].databaseUrl },
        directoryUrl: databaseUrl(directoryDb),
        directory,
        front,
        log: (line) => console.log(line),
        // Shoppers arrive in the freeze: nginx answers the demo store 503 + Retry-After, the shopper
        // asks again (as the web app does) and is served by the new pod; the other store is not held.
        onFrozen: async () => {
          const timed = async (store, path, options) => {
            const t0 = performance.now();
            const answer = await requestRetrying(front.url, host(store), path, options);
            return { ...answer, ms: performance.now() - t0 };
          };
          during = {
            held: timed(demo, `/api/products?tenantId=${demo.id}`),
            other: await timed(other, `/api/products?tenantId=${other.id}`),
            checkout: spanning ? spanning.session.finish(spanning.intent) : undefined,
          };
          during.checkout?.catch(() => {});
          // The copy waits until nginx has refused the demo store's requests (product list, checkout).
          const refusals = during.checkout ? 2 : 1;
          for (let i = 0; i < 300 && front.refused() < refusals; i++)
            await new Promise((r) => setTimeout(r, 10));
        },
      });
      record('move demo a → b (freeze, copy, flip, clean up)', demo.slug, 'b', {
        ok: true,
        served: '-',
        ms: performance.now() - t,
        detail: `${moved.rows} rows, ${moved.users} users, ${moved.jobs} jobs; freeze ${moved.freezeMs.toFixed(0)} ms`,
      });
    } catch (error) {
      record('move demo a → b', demo.slug, 'b', {
        ok: false,
        served: '-',
        ms: performance.now() - t,
        detail: error.message,
      });
    }
    // Browsing goes on until pod b has answered the demo store once (on a loaded machine the move's
    // clean-up can be over before the first request after the flip is answered).
    for (let i = 0; moved && i < 250 && !demoAnswers.includes('200:b'); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    browsing = false;
    await Promise.all(browsers);
    await check('during the move: demo browsed without a miss', demo.slug, 'b', async () => {
      const allowed = new Set(['200:a', '503:moving', '200:b']);
      const wrong = demoAnswers.filter((a) => !allowed.has(a));
      if (wrong.length) throw new Error(`answers ${[...new Set(wrong)].join(', ')}`);
      const firstB = demoAnswers.indexOf('200:b');
      if (firstB < 0) throw new Error('pod b never answered');
      // While nginx reloads, its old and new workers both take connections for a moment: answers of
      // pod a and 503s may alternate then, and 503s and pod b's; but once pod b has answered, pod a
      // never does again.
      const afterB = demoAnswers.slice(firstB);
      if (afterB.includes('200:a')) throw new Error(`pod a answered after pod b: ${afterB.join(' ')}`);
      const count = (a) => demoAnswers.filter((x) => x === a).length;
      return {
        pods: ['b'],
        detail: `${demoAnswers.length} requests: ${count('200:a')} from a, ${count('503:moving')} × 503, then ${count('200:b')} from b`,
      };
    });
    await check('during the move: northwind browsed without a miss', other.slug, other.pod, async () => {
      const wrong = otherAnswers.filter((a) => a !== `200:${other.pod}`);
      if (wrong.length) throw new Error(`answers ${[...new Set(wrong)].join(', ')}`);
      return { pods: [other.pod], detail: `${otherAnswers.length} requests, all 200 from pod ${other.pod}` };
    });
    if (during) {
      await check('in the freeze: demo product list', demo.slug, 'b', async () => {
        const held = await during.held;
        if (held.status !== 200) throw new Error(`${held.status} ${held.text.slice(0, 80)}`);
        const first = held.refused[0];
        if (!first) throw new Error('the request was not refused in the freeze');
        if (first.headers['retry-after'] !== '1' || !first.text.includes('store_moving'))
          throw new Error(`the freeze's answer was ${first.status} ${first.text.slice(0, 80)}`);
        return {
          pods: [held.pod],
          detail: `503 store_moving (Retry-After: 1) ×${held.refused.length}, then 200 after ${held.ms.toFixed(0)} ms`,
        };
      });
      await check('in the freeze: northwind product list', other.slug, other.pod, async () => {
        if (during.other.status !== 200 || during.other.refused.length)
          throw new Error(`${during.other.status}, refused ${during.other.refused.length} times`);
        return { pods: [during.other.pod], detail: `not held: 200 in ${during.other.ms.toFixed(0)} ms` };
      });
      if (during.checkout)
        await check('across the move: checkout begun on a, paid on b', demo.slug, 'b', async () => {
          const order = await during.checkout;
          const holders = await ordersOfPayment(demo, order.paymentIntentId);
          if (holders.length !== 1 || holders[0].pod !== 'b' || holders[0].n !== 1)
            throw new Error(
              `payment ${order.paymentIntentId}: orders ${JSON.stringify(holders)}, not one on pod b`,
            );
          demo.orders = [...(demo.orders ?? []), order.orderId];
          return {
            // The calls of its second half; the refused ones are nginx's own answers, not a pod's.
            pods: order.pods.filter((p) => p !== 'moving'),
            detail: `order ${order.orderId}, one in pod b's database (${order.refused} calls refused in the freeze)`,
          };
        });
    }
    if (moved) {
      demo.pod = 'b';
      await shopAt(demo, 'b', 'after move: ');
      await check('after move: nothing of demo left on pod a', demo.slug, 'a', async () => {
        const left = await platformSql(
          pods[0].databaseUrl,
          `select (select count(*) from tenants where id = ${demo.id}) + (select count(*) from orders where tenant_id = ${demo.id}) as n`,
        );
        if (Number(left[2].rows[0].n) !== 0) throw new Error(`${left[2].rows[0].n} rows left`);
        return { detail: 'tenant row and orders gone' };
      });
      await check('after move: demo order placed on pod a', demo.slug, 'b', async () => {
        const holders = await podsHoldingOrder(demo, demo.orders[0]);
        if (holders.join() !== 'b') throw new Error(`order ${demo.orders[0]} is on pod(s) [${holders}]`);
        return { detail: `order ${demo.orders[0]} now in pod b's database only` };
      });
      await shopAt(other, 'b', 'after move: ');
    }
  }

  // A moving store's requests get nginx's 503 with Retry-After; other stores are served meanwhile.
  await check('while moving: a moving store is refused', other.slug, other.pod, async () => {
    await sql(databaseUrl(directoryDb), `update stores set state = 'moving' where store_id = $1`, [other.id]);
    await directory.waitFor(other.id, (e) => e?.state === 'moving', 5000);
    await front.settle();
    try {
      const [held, free] = await Promise.all([
        requestAt(front.url, host(other), `/api/products?tenantId=${other.id}`),
        requestAt(front.url, host(demo), `/api/products?tenantId=${demo.id}`),
      ]);
      if (held.status !== 503 || held.headers['retry-after'] !== '1')
        throw new Error(`got ${held.status}, Retry-After ${held.headers['retry-after']}`);
      if (free.status !== 200) throw new Error(`the other store got ${free.status}`);
      return {
        detail: `503, Retry-After: 1 (${JSON.parse(held.text).code}); ${demo.slug} answered 200 meanwhile`,
      };
    } finally {
      await sql(databaseUrl(directoryDb), `update stores set state = 'active' where store_id = $1`, [
        other.id,
      ]);
      await directory.waitFor(other.id, (e) => e?.state === 'active', 5000);
      await front.settle();
    }
  });
  await check('after moving: the platform host goes to the default pod', '-', 'a', async () => {
    const answer = await requestAt(front.url, '127.0.0.1', '/api/healthz');
    if (answer.status !== 200) throw new Error(`${answer.status}`);
    return { pods: [answer.pod], detail: 'no store host: default pod' };
  });

  printTable();
  const reloads = front.reloads();
  console.log(
    `\nRequests per pod through nginx: ${JSON.stringify(front.served())}; refused in a freeze: ${front.refused()}; ` +
      `${reloads.length} reloads of the map (signal to last old worker gone: ${reloads.map((ms) => ms.toFixed(0)).join(', ')} ms); ` +
      `orders: ${stores.map((s) => `${s.slug} ${(s.orders ?? []).join(',')}`).join('; ')}; ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s in all`,
  );
  if (front.skipped().length) console.log(`Left out of the map: ${front.skipped().join('; ')}`);
}

function printTable() {
  const header = ['step', 'store', 'pod', 'served by', 'ms', 'result'];
  const rows = results.map((r) => [
    r.step,
    r.store,
    r.expected,
    r.served,
    r.ms.toFixed(0),
    `${r.ok ? 'ok' : 'FAIL'}  ${r.detail}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => String(row[i]).length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === 4 ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}

/**
 * Drops a pod's database, once more after a failure: a pod that has just been stopped may still be
 * connecting (its pool), and WITH (FORCE) refuses while a new session is starting.
 */
async function dropDatabase(name) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await sql(args['database-url'], `drop database if exists ${name} with (force)`);
    } catch (error) {
      if (attempt === 5) throw error;
      console.error(`clean-up: dropping ${name} failed (${error.message}), trying again`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function cleanUp() {
  for (const step of cleanups.splice(0))
    await step().catch((error) => console.error(`clean-up: ${error.message}`));
  if (args.keep) console.log(`Kept databases ${[...pods.map((p) => p.database), directoryDb].join(', ')}`);
}

process.on('SIGINT', () => cleanUp().finally(() => process.exit(130)));
try {
  await main();
} catch (error) {
  printTable();
  console.error(`\nPods simulation failed: ${error.message}`);
  process.exitCode = 1;
}
await cleanUp();
const failed = results.filter((r) => !r.ok);
if (failed.length || results.length === 0) {
  for (const pod of pods)
    if (pod.output && failed.length)
      console.error(`\n--- pod ${pod.name} log (tail) ---\n${pod.output().slice(-1500)}`);
  process.exitCode = 1;
}
