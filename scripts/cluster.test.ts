// `npm run cluster` for real (ADR 0019): three app instances started with `npm start`'s command on
// one PostgreSQL, nginx in front. Needs PostgreSQL (TEST_DATABASE_URL, an ordinary role with
// CREATEDB) and nginx; `node scripts/test.mjs cluster` runs it, CI too (.ci/run installs nginx).
//   - through nginx: a session made on one instance is valid on every other; the sign-in throttle
//     counts the client's own address (X-Forwarded-For set by nginx, TRUST_PROXY), which a client
//     cannot forge;
//   - `kill -9` of an instance in the middle of 200 concurrent checkouts: every order a buyer was
//     told about exists; once the finalize jobs have run (the buyers who left after paying), no paid
//     intent is without an order or a refund; stock went down exactly by what was ordered (nothing
//     applied twice); the surviving instances keep serving, nginx moving requests off the dead one;
// The replica (--replica) is scripts/cluster-replica.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster } from './cluster.mjs';
import {
  accessLog,
  agent,
  appRole,
  asPlatform,
  type Cluster,
  call,
  clusterEnv,
  databaseUrl,
  Jar,
  logFlush,
  ordersTold,
  sleep,
} from './cluster.test-support.ts';

describe.skipIf(!databaseUrl)('three instances behind nginx on one PostgreSQL', () => {
  let cluster: Cluster;
  const output: string[] = [];

  beforeAll(async () => {
    cluster = await startCluster({
      instances: 3,
      jobs: 2,
      port: 0,
      databaseUrl,
      appRole,
      env: clusterEnv,
      output: (name: string, line: string) => output.push(`[${name}] ${line}`),
    });
  }, 300_000);

  afterAll(async () => {
    await cluster?.stop();
    agent.destroy();
  }, 60_000);

  it.skipIf(!appRole)('serves as the runtime role, which owns no table; the owner migrated', async () => {
    const [serving, owner] = await asPlatform(cluster.databaseUrl, async (db) => {
      const me = await db.query<{ name: string }>('select current_user as name');
      const owners = await db.query<{ owner: string }>(
        "select distinct tableowner as owner from pg_tables where schemaname = 'public'",
      );
      return [me.rows[0]!.name, owners.rows.map((row) => row.owner)];
    });
    expect(serving).toBe(appRole!.user);
    expect(owner).toEqual([new URL(cluster.migrationUrl).username]);
    expect(owner).not.toContain(serving);
  });

  it('serves a session made on one instance from every instance, and the store front and admin pages', async () => {
    const jar = new Jar();
    const login = await call(cluster.url, 'POST', '/api/login', {
      body: { username: 'demo-owner', password: 'demo-owner-123' },
      localAddress: '127.0.0.4',
    });
    expect(login.status).toBe(200);
    jar.keep(login);
    const started = Date.now();
    for (let i = 0; i < 9; i++) {
      const user = await call(cluster.url, 'GET', '/api/user', {
        cookie: jar.header(),
        localAddress: '127.0.0.4',
      });
      expect(user.status).toBe(200);
      expect(user.body.username).toBe('demo-owner');
    }
    expect((await call(cluster.url, 'GET', '/api/products?tenantId=1')).status).toBe(200);
    await logFlush();
    const served = accessLog(cluster).filter((line) => line.url === '/api/user' && line.at >= started - 1000);
    // nginx spread them: the session row, not the process, is what makes them valid.
    expect(new Set(served.map((line) => line.upstreams.at(-1))).size).toBeGreaterThanOrEqual(2);
  });

  it('takes an image larger than nginx allows by default (1 MB), which every instance then serves', async () => {
    const { default: sharp } = await import('sharp');
    const image = await sharp({
      create: { width: 900, height: 900, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .png()
      .toBuffer();
    expect(image.length).toBeGreaterThan(1024 * 1024);
    const jar = new Jar();
    const login = await call(cluster.url, 'POST', '/api/login', {
      body: { username: 'demo-owner', password: 'demo-owner-123' },
    });
    jar.keep(login);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'noise.png');
    const upload = await fetch(`${cluster.url}/api/upload-image?tenantId=1`, {
      method: 'POST',
      body: form,
      headers: { cookie: jar.header() },
    });
    expect(upload.status).toBe(200);
    const { imageUrl } = (await upload.json()) as { imageUrl: string };
    // One uploads folder (DATA_DIR) for all: whichever instance stored it, each one serves it.
    for (const instance of cluster.instances) {
      const served = await fetch(`${instance.url}${imageUrl}`);
      expect(served.status, instance.name).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      await served.arrayBuffer();
    }
  });

  it("counts sign-in attempts against the client's own address, not nginx's, and ignores a forged one", async () => {
    const attempt = (localAddress: string, headers: Record<string, string> = {}) =>
      call(cluster.url, 'POST', '/api/login', {
        body: { username: 'northwind-owner', password: 'not-the-password' },
        localAddress,
        headers,
      });
    for (let i = 0; i < 5; i++) expect((await attempt('127.0.0.2')).status).toBe(401);
    // The 6th from that address is throttled, on whichever instance it lands…
    expect((await attempt('127.0.0.2')).status).toBe(429);
    expect((await attempt('127.0.0.2', { 'x-forwarded-for': '198.51.100.7' })).status).toBe(429);
    // …while another client (another address behind the same nginx) is not.
    expect((await attempt('127.0.0.3')).status).toBe(401);
  });

  it('keeps every promise when an instance is killed (-9) in the middle of 200 checkouts', async () => {
    const victim = cluster.instances.find((instance) => !instance.jobs);
    if (!victim) throw new Error('the cluster has no request-only instance');

    // The products a one-click checkout can buy (no variant rows, no subscription); one of them scarce,
    // so that some buyers pay for a unit that is gone and must get their money back.
    const products = (await call(cluster.url, 'GET', '/api/products?tenantId=1')).body as Array<{
      id: number;
      name: string;
      price: number;
      sizes: string[];
      variants: unknown[];
      isSubscription?: boolean;
    }>;
    const shipping = (await call(cluster.url, 'GET', '/api/shipping-options?tenantId=1')).body as Array<{
      id: number;
    }>;
    const buyable = products.filter((p) => p.variants.length === 0 && !p.isSubscription);
    expect(buyable.length).toBeGreaterThanOrEqual(3);
    const [scarce, ...plenty] = buyable;
    const initialStock = new Map(buyable.map((p) => [p.id, p === scarce ? 10 : 1000]));
    await asPlatform(cluster.databaseUrl, async (db) => {
      for (const [id, stock] of initialStock) {
        await db.query('update products set in_stock = $1 where id = $2 and tenant_id = 1', [stock, id]);
      }
    });

    const told: Array<{ orderId: number; intentId: string; email: string }> = [];
    const paid = new Map<string, { email: string; abandoned: boolean }>();
    const outcomes = new Map<string, number>();
    const retried = new Map<string, number>();
    let confirmed = 0;
    let killedAt = 0;
    const count = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);

    /** One buyer; a call that fails on the way (reset, 502) is tried again, as a shopper would. */
    async function buyer(i: number) {
      const product = i < 40 ? scarce : plenty[i % plenty.length];
      const selectedVariants: Record<string, string> = {};
      for (const size of product.sizes) {
        const colon = size.indexOf(':');
        selectedVariants[colon > 0 ? size.slice(0, colon) : 'Size'] ??=
          colon > 0 ? size.slice(colon + 1) : size;
      }
      const email = `cluster-buyer-${i}@example.com`;
      const orderData = {
        customerEmail: email,
        customerName: `Buyer ${i}`,
        shippingAddress: '1 Test St, London',
      };
      const jar = new Jar();
      const step = async (url: string, body: unknown) => {
        for (let attempt = 1; ; attempt++) {
          try {
            const answer = await call(cluster.url, 'POST', url, { body, cookie: jar.header() });
            jar.keep(answer);
            if (answer.status < 502 || attempt === 6) return answer;
            retried.set(String(answer.status), (retried.get(String(answer.status)) ?? 0) + 1);
          } catch (error) {
            if (attempt === 6) throw error;
            const reason = error instanceof Error ? error.message : String(error);
            retried.set(reason, (retried.get(reason) ?? 0) + 1);
          }
          await sleep(100 * attempt);
        }
      };
      const intent = await step('/api/create-payment-intent', {
        amount: product.price,
        items: [{ id: product.id, name: product.name, quantity: 1, price: product.price, selectedVariants }],
        customerInfo: {},
        tenantId: 1,
        shippingOptionId: shipping[0]?.id ?? null,
      });
      if (intent.status !== 200) return count(`payment intent ${intent.status}`);
      const { paymentIntentId, clientSecret } = intent.body;
      const details = await step(`/api/checkout/${paymentIntentId}/details`, { orderData });
      if (details.status >= 300) return count(`details ${details.status}`);
      const card = await step(`/api/sandbox/payment-intents/${paymentIntentId}/confirm`, {
        clientSecret,
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: new Date().getFullYear() + 2,
        cvc: '123',
      });
      if (card.status !== 200) return count(`card ${card.status}`);
      // Every tenth buyer closes the tab after paying: the finalize job must make that order.
      const abandoned = i % 10 === 5;
      paid.set(paymentIntentId, { email, abandoned });
      if (++confirmed === 60) {
        killedAt = Date.now();
        await victim?.kill();
      }
      if (abandoned) return count('left after paying');
      const confirm = await step('/api/confirm-payment', {
        paymentIntentId,
        orderData: { ...orderData, status: 'paid', tenantId: 1, shippingMethod: 'Standard', shippingCost: 0 },
        items: [],
      });
      if (confirm.status === 200) {
        told.push({ orderId: confirm.body.orderId, intentId: paymentIntentId, email });
        return count('ordered');
      }
      count(`confirm ${confirm.status}`);
    }

    await Promise.all(Array.from({ length: 200 }, (_, i) => buyer(i)));
    expect(
      killedAt,
      `killed after 60 payments; outcomes ${JSON.stringify(Object.fromEntries(outcomes))}`,
    ).toBeGreaterThan(0);
    expect(await victim.exited).toBe('signal SIGKILL');
    console.log(
      `cluster checkouts: ${JSON.stringify(Object.fromEntries(outcomes))}; calls the buyers retried: ${JSON.stringify(Object.fromEntries(retried))}`,
    );

    // 1. Every order a buyer was told about exists, for that payment and that buyer.
    expect(told.length).toBeGreaterThan(100);
    const found = await ordersTold(cluster.databaseUrl, told);
    for (const order of told) {
      expect(found.get(order.orderId), `order ${order.orderId}`).toMatchObject({
        payment_intent_id: order.intentId,
        customer_email: order.email,
      });
    }
    // Buyers of a product in stock were all served, retries and all; only the scarce one sells out.
    for (const outcome of outcomes.keys()) {
      expect(['ordered', 'left after paying', 'payment intent 409', 'confirm 409']).toContain(outcome);
    }

    // 2. Once the finalize jobs have run (the sandbox's "webhook", 30 s after a payment): no paid
    //    intent is without an order or a refund.
    const unsettled = () =>
      asPlatform(cluster.databaseUrl, async (db) => {
        const { rows } = await db.query(
          `select i.id from sandbox_payment_intents i
             left join orders o on o.payment_provider = 'sandbox' and o.payment_intent_id = i.id
            where i.tenant_id = 1 and i.status = 'succeeded' and o.id is null`,
        );
        return rows.map((row) => row.id as string);
      });
    const deadline = Date.now() + 120_000;
    let left = await unsettled();
    while (left.length > 0 && Date.now() < deadline) {
      await sleep(1000);
      left = await unsettled();
    }
    expect(left).toEqual([]);

    const settled = await asPlatform(cluster.databaseUrl, async (db) => {
      const intents = await db.query(
        `select i.id, i.status, o.id as order_id, o.customer_email from sandbox_payment_intents i
           left join orders o on o.payment_provider = 'sandbox' and o.payment_intent_id = i.id
          where i.tenant_id = 1 and i.id = any($1)`,
        [[...paid.keys()]],
      );
      const stock = await db.query('select id, in_stock from products where tenant_id = 1 and id = any($1)', [
        [...initialStock.keys()],
      ]);
      const sold = await db.query(
        'select product_id, sum(quantity)::int as units from order_items where tenant_id = 1 group by product_id',
      );
      return { intents: intents.rows, stock: stock.rows, sold: sold.rows };
    });
    expect(settled.intents).toHaveLength(paid.size);
    for (const intent of settled.intents) {
      const buyerOf = paid.get(intent.id);
      if (intent.status === 'refunded') {
        // Money back and never an order as well.
        expect(intent.order_id).toBeNull();
      } else {
        expect(intent.status).toBe('succeeded');
        expect(intent.customer_email).toBe(buyerOf?.email);
      }
    }
    // The buyers who left after paying have their orders, made by the job.
    const leftAfterPaying = settled.intents.filter((intent) => paid.get(intent.id)?.abandoned);
    expect(leftAfterPaying.filter((intent) => intent.status === 'succeeded' && intent.order_id).length).toBe(
      leftAfterPaying.filter((intent) => intent.status === 'succeeded').length,
    );
    // 3. Nothing applied twice, nothing oversold: stock fell by exactly the units ordered.
    const units = new Map(settled.sold.map((row) => [row.product_id, row.units]));
    for (const row of settled.stock) {
      expect(row.in_stock, `stock of product ${row.id}`).toBe(
        (initialStock.get(row.id) ?? 0) - (units.get(row.id) ?? 0),
      );
    }
    expect(units.get(scarce.id)).toBeLessThanOrEqual(10);

    // 4. The survivors keep serving through nginx; it took no request to the dead instance after the
    //    kill except to find it gone and pass the request on.
    for (let i = 0; i < 30; i++) {
      expect((await call(cluster.url, 'GET', '/api/products?tenantId=1')).status).toBe(200);
    }
    await logFlush();
    const victimAddress = `127.0.0.1:${victim.port}`;
    const log = accessLog(cluster);
    // Logged when answered: nothing the dead instance answered well can end after the kill.
    const servedByVictim = log.filter(
      (line) => line.at > killedAt + 50 && line.upstreams.at(-1) === victimAddress && line.status < 500,
    );
    expect(servedByVictim).toEqual([]);
    const afterKill = log.filter((line) => line.at >= killedAt);
    const passedOn = afterKill.filter(
      (line) => line.upstreams.includes(victimAddress) && line.upstreams.length > 1,
    );
    const cutOff = afterKill.filter((line) => line.upstreams.at(-1) === victimAddress && line.status >= 502);
    const cutOffBy = new Map<string, number>();
    for (const line of cutOff) {
      const route = `${line.method} ${line.url.replace(/sbpi_\w+/, ':id')}`;
      cutOffBy.set(route, (cutOffBy.get(route) ?? 0) + 1);
    }
    console.log(
      `nginx after the kill: ${passedOn.length} requests passed on from the dead instance; answered 502, not resent: ${JSON.stringify(Object.fromEntries(cutOffBy))}`,
    );
    // A POST that reached the dead instance is never sent again by nginx (it may have been applied).
    for (const line of passedOn) expect(line.method === 'GET' || line.statuses.startsWith('502')).toBe(true);
  }, 300_000);
});
