// PostgreSQL restarted under load, for real (docs/deployment.md, "When the database restarts"): a
// throwaway PostgreSQL server of this test's own, one app instance started with `npm start`'s
// command (scripts/cluster.mjs) serving as a runtime role that is no superuser, and concurrent
// sandbox checkouts while the server goes through a fast shutdown and comes back:
//   - the app process stays up; while the server is down it answers 503 with Retry-After (the health
//     check too), never a 500; it answers 200 again by itself once the server is back;
//   - every order a buyer was told about exists; once the checkout.finalize jobs have run (the
//     sandbox's "webhook", 30 s after a payment) every paid intent has its order;
//   - the store-front cache's LISTEN connection came back: the cache is on again, and a write made
//     after the restart, outside the app, drops what it holds.
// Needs TEST_DATABASE_URL like the other cluster tests (so the embedded-only run skips it), and the
// PostgreSQL server binaries (initdb, pg_ctl; as the `postgres` OS user when run as root). The
// shared server of TEST_DATABASE_URL is never restarted: other tests use it.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  pgCtlStart,
  pgCtlStop,
  postgresBin,
  postgresOsUser,
  startCluster,
  startTemporaryServer,
} from './cluster.mjs';
import {
  agent,
  asPlatform,
  type Cluster,
  call,
  clusterEnv,
  databaseUrl,
  type Instance,
  Jar,
  ordersTold,
  sleep,
} from './cluster.test-support.ts';

/** Why this machine cannot run a throwaway PostgreSQL server, or undefined when it can. */
function throwawayServerMissing(): string | undefined {
  if (!databaseUrl) return 'TEST_DATABASE_URL is unset';
  if (spawnSync(postgresBin('initdb'), ['--version']).status !== 0) return 'initdb not found';
  try {
    postgresOsUser();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return undefined;
}
const missing = throwawayServerMissing();

type Product = {
  id: number;
  name: string;
  price: number;
  inStock: number;
  sizes: string[];
  variants: unknown[];
  isSubscription?: boolean;
};
/** One HTTP answer (or failure to get one) from the app, with when it came. */
type Seen = { at: number; what: string; status: number; retryAfter?: string; error?: string };

describe.skipIf(missing !== undefined)('PostgreSQL restarted (fast shutdown) under checkouts', () => {
  let base: string;
  let serverDir: string;
  let osUser: ReturnType<typeof postgresOsUser>;
  let cluster: Cluster;
  let app: Instance;
  const output: string[] = [];

  beforeAll(async () => {
    base = mkdtempSync(path.join(tmpdir(), 'storefleet-db-restart-'));
    // The postgres OS user reaches its data directory through this folder.
    chmodSync(base, 0o755);
    osUser = postgresOsUser();
    serverDir = path.join(base, 'server');
    process.once('exit', stopServerNow);
    const password = randomBytes(18).toString('hex');
    const server = await startTemporaryServer({
      dir: serverDir,
      port: await freePort(),
      password,
      user: osUser,
    });
    // A superuser on a server of its own: the cluster makes the database, its owner (migrations)
    // and the runtime role the instance serves as (no superuser, no BYPASSRLS).
    cluster = await startCluster({
      instances: 1,
      jobs: 1,
      port: 0,
      databaseUrl: `postgres://postgres:${password}@127.0.0.1:${server.port}/postgres`,
      env: {
        ...clusterEnv,
        // Far longer than the test: an entry leaves the store-front cache only by invalidation.
        STOREFRONT_CACHE_TTL_SECONDS: '3600',
      },
      output: (name: string, line: string) => output.push(`[${name}] ${line}`),
    });
    app = cluster.instances[0]!;
  }, 300_000);

  afterAll(async () => {
    // The cluster drops its database on the server, so the server stops after it.
    await cluster?.stop();
    agent.destroy();
    if (serverDir) await pgCtlStop(serverDir, osUser);
    process.removeListener('exit', stopServerNow);
    if (base) rmSync(base, { recursive: true, force: true });
  }, 120_000);

  /** When the test process ends without afterAll (a crash): the server is not left running. */
  function stopServerNow() {
    spawnSync(postgresBin('pg_ctl'), ['-D', serverDir, '-m', 'immediate', 'stop'], { ...(osUser ?? {}) });
    rmSync(base, { recursive: true, force: true });
  }

  it('stays up, answers 503 while the server is down, then recovers: orders kept, cache live again', async () => {
    const storeFront = async () => {
      const answer = await call(app.url, 'GET', '/api/products?tenantId=1');
      expect(answer.status).toBe(200);
      return answer.body as Product[];
    };
    const products = await storeFront();
    const shipping = (await call(app.url, 'GET', '/api/shipping-options?tenantId=1')).body as Array<{
      id: number;
    }>;
    // Products a one-click checkout can buy; the last one is never bought and shows the cache's state.
    const buyable = products.filter((p) => p.variants.length === 0 && !p.isSubscription);
    expect(buyable.length).toBeGreaterThanOrEqual(3);
    const probe = buyable.at(-1)!;
    const forSale = buyable.slice(0, -1);
    // Plenty of stock: no buyer is refused for want of it, and no stock change reaches zero.
    await asPlatform(cluster.databaseUrl, (db) =>
      db.query('update products set in_stock = 100000 where tenant_id = 1 and id = any($1)', [
        buyable.map((p) => p.id),
      ]),
    );
    // The store front as the cache holds it before the restart.
    expect((await storeFront()).find((p) => p.id === probe.id)?.inStock).toBe(100000);

    const seen: Seen[] = [];
    const record = async (what: string, send: () => ReturnType<typeof call>) => {
      try {
        const answer = await send();
        const retryAfter = answer.headers['retry-after'];
        seen.push({ at: Date.now(), what, status: answer.status, retryAfter });
        return answer;
      } catch (error) {
        seen.push({
          at: Date.now(),
          what,
          status: 0,
          error: error instanceof Error ? error.message : `${error}`,
        });
        return undefined;
      }
    };

    const started = Date.now();
    const buyingUntil = started + 14_000;
    /** A step given up on after this: the app must have recovered long before. */
    const stepDeadline = buyingUntil + 30_000;
    const told: Array<{ orderId: number; intentId: string; email: string; at: number }> = [];
    const paid = new Map<string, { email: string; abandoned: boolean }>();
    const outcomes = new Map<string, number>();
    const count = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    let checkouts = 0;

    /** A buyer checking out again and again; a step answered 503 is tried again, as the page does. */
    async function buyer(b: number) {
      while (Date.now() < buyingUntil) {
        const n = checkouts++;
        const product = forSale[n % forSale.length]!;
        const selectedVariants: Record<string, string> = {};
        for (const size of product.sizes) {
          const colon = size.indexOf(':');
          selectedVariants[colon > 0 ? size.slice(0, colon) : 'Size'] ??=
            colon > 0 ? size.slice(colon + 1) : size;
        }
        const email = `restart-buyer-${b}-${n}@example.com`;
        const orderData = {
          customerEmail: email,
          customerName: `Buyer ${n}`,
          shippingAddress: '1 Test St, London SW1A 1AA',
        };
        const jar = new Jar();
        const step = async (what: string, url: string, body: unknown) => {
          for (;;) {
            const answer = await record(what, () =>
              call(app.url, 'POST', url, { body, cookie: jar.header() }),
            );
            if (answer) jar.keep(answer);
            if ((answer && answer.status !== 503) || Date.now() > stepDeadline) return answer;
            await sleep(answer ? 250 : 500);
          }
        };
        const intent = await step('create payment intent', '/api/create-payment-intent', {
          amount: product.price,
          items: [
            { id: product.id, name: product.name, quantity: 1, price: product.price, selectedVariants },
          ],
          customerInfo: {},
          tenantId: 1,
          shippingOptionId: shipping[0]?.id ?? null,
        });
        if (intent?.status !== 200) {
          count(`payment intent ${intent?.status ?? 'no answer'}`);
          continue;
        }
        const { paymentIntentId, clientSecret } = intent.body;
        const details = await step('details', `/api/checkout/${paymentIntentId}/details`, { orderData });
        if (!details || details.status >= 300) {
          count(`details ${details?.status ?? 'no answer'}`);
          continue;
        }
        const card = await step('card', `/api/sandbox/payment-intents/${paymentIntentId}/confirm`, {
          clientSecret,
          cardNumber: '4242424242424242',
          expMonth: 12,
          expYear: new Date().getFullYear() + 2,
          cvc: '123',
        });
        if (card?.status !== 200) {
          count(`card ${card?.status ?? 'no answer'}`);
          continue;
        }
        // Every fifth checkout's buyer closes the tab after paying: the finalize job makes that order.
        const abandoned = n % 5 === 2;
        paid.set(paymentIntentId, { email, abandoned });
        if (abandoned) {
          count('left after paying');
          continue;
        }
        const confirm = await step('confirm', '/api/confirm-payment', {
          paymentIntentId,
          orderData: {
            ...orderData,
            status: 'paid',
            tenantId: 1,
            shippingMethod: 'Standard',
            shippingCost: 0,
          },
          items: [],
        });
        if (confirm?.status === 200) {
          told.push({ orderId: confirm.body.orderId, intentId: paymentIntentId, email, at: Date.now() });
          count('ordered');
        } else count(`confirm ${confirm?.status ?? 'no answer'}`);
      }
    }

    /** The health check every 100 ms, as a load balancer would, until stopped. */
    let polling = true;
    const health: Seen[] = [];
    const poller = (async () => {
      while (polling) {
        const at = Date.now();
        try {
          const answer = await call(app.url, 'GET', '/api/healthz');
          const retryAfter = answer.headers['retry-after'];
          health.push({ at, what: 'healthz', status: answer.status, retryAfter });
        } catch (error) {
          health.push({
            at,
            what: 'healthz',
            status: 0,
            error: error instanceof Error ? error.message : `${error}`,
          });
        }
        await sleep(Math.max(0, 100 - (Date.now() - at)));
      }
    })();

    // The restart, 4 s into the checkouts: a fast shutdown (every session ended, in-flight statements
    // cancelled), 2 s with nothing listening, then the server again. The app is not touched.
    // As soon as the app answers again, the probe product is renamed outside the app: most likely
    // before the LISTEN connection is back (it retries after 250 ms, 500 ms, 1 s, 2 s…), so the
    // notification is missed and only the cache's reset on reconnecting can drop the answer it held
    // from before the restart.
    const firstName = `Renamed as the database came back ${Date.now()}`;
    const restart = (async () => {
      await sleep(4000);
      const stopping = Date.now();
      await pgCtlStop(serverDir, osUser);
      const down = Date.now();
      await sleep(2000);
      await pgCtlStart(serverDir, osUser);
      const up = Date.now();
      while ((await call(app.url, 'GET', '/api/healthz')).status !== 200 && Date.now() < up + 30_000) {
        await sleep(50);
      }
      const listening = await asPlatform(cluster.databaseUrl, async (db) => {
        await db.query('update products set name = $1 where tenant_id = 1 and id = $2', [
          firstName,
          probe.id,
        ]);
        const { rows } = await db.query(
          "select count(*)::int as n from pg_stat_activity where application_name = 'storefleet-listen'",
        );
        return rows[0].n > 0;
      });
      return { stopping, down, up, listening };
    })();

    await Promise.all(Array.from({ length: 6 }, (_, b) => buyer(b)));
    const { stopping, down, up, listening } = await restart;
    // Until the health check answers 200 again, at most 30 s after the server is back.
    const recoveredBy = up + 30_000;
    while (Date.now() < recoveredBy && !health.some((h) => h.at > up && h.status === 200)) await sleep(100);
    polling = false;
    await poller;

    const statuses = (list: Seen[]) => {
      const by = new Map<string, number>();
      for (const s of list) {
        const key = `${s.what} ${s.status || s.error}`;
        by.set(key, (by.get(key) ?? 0) + 1);
      }
      return Object.fromEntries(by);
    };
    console.log(
      `database restart: stop took ${down - stopping} ms, down ${up - down} ms; checkouts ${JSON.stringify(Object.fromEntries(outcomes))}; answers ${JSON.stringify(statuses(seen))}; health ${JSON.stringify(statuses(health))}`,
    );

    // 1. The process is the one started before the restart, still running.
    const exited = await Promise.race([app.exited, sleep(0).then(() => 'running')]);
    expect(exited, output.slice(-20).join('\n')).toBe('running');
    expect(() => process.kill(app.pid, 0)).not.toThrow();

    // 2. Every answer was a success, a refusal of the request, or 503 with Retry-After; never a 500,
    //    never a dropped connection.
    const failures = [...seen, ...health].filter(
      (s) => s.status === 0 || (s.status >= 500 && s.status !== 503),
    );
    expect(failures, output.slice(-20).join('\n')).toEqual([]);
    const unavailable = [...seen, ...health].filter((s) => s.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const s of unavailable) expect(s.retryAfter, `${s.what} 503`).toBe('1');
    // The checkouts ran into the restart, and were served again after it.
    expect(seen.some((s) => s.status === 503 && s.at >= stopping)).toBe(true);
    expect(told.some((t) => t.at > up)).toBe(true);
    for (const outcome of outcomes.keys()) expect(['ordered', 'left after paying']).toContain(outcome);

    // 3. The health check: 503 with Retry-After while the server was down, 200 again without a restart of the app.
    // Asked while nothing listened (pg_ctl start had not begun): each one a 503.
    const whileDown = health.filter((h) => h.at >= down && h.at < down + 2000);
    expect(whileDown.length).toBeGreaterThan(5);
    expect(whileDown.every((h) => h.status === 503 && h.retryAfter === '1')).toBe(true);
    const backAt = health.find((h) => h.at > up && h.status === 200)?.at;
    expect(backAt, 'health check answering 200 again').toBeDefined();
    console.log(`database restart: health check 200 again ${backAt! - up} ms after the server was back`);
    expect(health.filter((h) => h.at > backAt!).every((h) => h.status === 200)).toBe(true);

    // 4. The store-front cache is on again: its LISTEN connection re-subscribed. A stock change
    //    that does not reach zero sends no notification (migration 0006), so a store front that
    //    still shows the count it read before such a change is served from the cache.
    const probeOnStoreFront = async () => (await storeFront()).find((p) => p.id === probe.id)!;
    const setProbeStock = (stock: number) =>
      asPlatform(cluster.databaseUrl, (db) =>
        db.query('update products set in_stock = $1 where tenant_id = 1 and id = $2', [stock, probe.id]),
      );
    let cached = false;
    const liveBy = Date.now() + 20_000;
    while (!cached && Date.now() < liveBy) {
      const before = (await probeOnStoreFront()).inStock;
      await setProbeStock(before - 1);
      cached = (await probeOnStoreFront()).inStock === before;
      if (!cached) await sleep(200);
    }
    expect(cached, 'the store-front cache serving again').toBe(true);
    //    What the cache serves has the rename made as the database came back, not the answer it
    //    held from before the restart.
    console.log(
      `database restart: the rename as the database came back was made with the LISTEN connection ${listening ? 'back' : 'still down'}`,
    );
    expect((await probeOnStoreFront()).name).toBe(firstName);

    //    A write made outside the app (as another instance's would be) sends NOTIFY storefront_cache
    //    from its trigger: the store front shows it at once, though the cache held the old answer
    //    and its entries would live an hour.
    const name = `Renamed after the restart ${Date.now()}`;
    await asPlatform(cluster.databaseUrl, (db) =>
      db.query(
        'update products set name = $1, price_minor = price_minor + 100 where tenant_id = 1 and id = $2',
        [name, probe.id],
      ),
    );
    const shownBy = Date.now() + 3000;
    let shown = await probeOnStoreFront();
    while (shown.name !== name && Date.now() < shownBy) {
      await sleep(50);
      shown = await probeOnStoreFront();
    }
    expect(shown.name).toBe(name);
    expect(Number(shown.price)).toBeCloseTo(Number(probe.price) + 1);

    // 5. Every order a buyer was told about exists, for that payment and that buyer.
    expect(told.length).toBeGreaterThan(20);
    const found = await ordersTold(cluster.databaseUrl, told);
    for (const order of told) {
      expect(found.get(order.orderId), `order ${order.orderId}`).toMatchObject({
        payment_intent_id: order.intentId,
        customer_email: order.email,
      });
    }

    // 6. Once the finalize jobs have run (30 s after each payment), no paid intent is without its
    //    order: the buyers who left after paying, and any whose confirm the restart cut off.
    const succeeded = () =>
      asPlatform(cluster.databaseUrl, async (db) => {
        const { rows } = await db.query(
          `select i.id, o.id as order_id, o.customer_email from sandbox_payment_intents i
             left join orders o on o.payment_provider = 'sandbox' and o.payment_intent_id = i.id
            where i.tenant_id = 1 and i.status = 'succeeded'`,
        );
        return rows as Array<{ id: string; order_id: number | null; customer_email: string | null }>;
      });
    const deadline = Date.now() + 60_000;
    let intents = await succeeded();
    while (intents.some((i) => i.order_id === null) && Date.now() < deadline) {
      await sleep(1000);
      intents = await succeeded();
    }
    expect(intents.filter((i) => i.order_id === null).map((i) => i.id)).toEqual([]);
    const orderOf = new Map(intents.map((i) => [i.id, i]));
    for (const [intentId, { email }] of paid) {
      expect(orderOf.get(intentId)?.customer_email, `order of paid intent ${intentId}`).toBe(email);
    }
    const byJob = [...paid.keys()].filter((id) => !told.some((t) => t.intentId === id)).length;
    console.log(
      `database restart: ${paid.size} paid, each with its order; ${told.length} confirmed by the buyer, ${byJob} made by the finalize job`,
    );

    // The server log names the fast shutdown this test asked for.
    expect(readFileSync(path.join(serverDir, 'server.log'), 'utf8')).toMatch(/fast shutdown request/);
  }, 150_000);
});
