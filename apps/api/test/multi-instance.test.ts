// Several app instances on one database (DESIGN §8): everything a request or a job
// leans on lives in the database, so any instance can serve any request. On PostgreSQL each
// instance here has its own pool and its own LISTEN connection, as a separate process would; on
// the embedded database (one process's database) they share its one session.
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema/index.ts';
import { createJobRunner } from '../src/modules/jobs/job-runner.service.ts';
import { enqueueJob } from '../src/modules/jobs/jobs.service.ts';
import {
  callApi,
  createSecondInstance,
  createTenant,
  createTestApp,
  createUser,
  loginCookie,
  type TestApp,
  testConfig,
} from './app.ts';
import { openAnotherConnection } from './database.ts';

let t: TestApp;
let other: FastifyInstance;
let storeId: number;
let productId: number;

beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ RATE_LIMIT_MULTIPLIER: '1' }) });
  other = await createSecondInstance(t, testConfig({ RATE_LIMIT_MULTIPLIER: '1' }));
  storeId = (await createTenant(t.db, { slug: 'shared', name: 'Shared store' })).id;
  const [row] = await t.db
    .insert(products)
    .values({ tenantId: storeId, name: 'Lamp', priceMinor: 2500, inStock: 3 })
    .returning({ id: products.id });
  productId = row!.id;
  await createUser(t.db, { username: 'shared-owner', password: 'shared-owner-pass', memberOf: [storeId] });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

describe('two instances on one database', () => {
  it('accepts on one instance a session signed in on the other, and ends it everywhere', async () => {
    const cookie = await loginCookie(t.app, 'shared-owner', 'shared-owner-pass');
    const me = await callApi(other, 'GET', '/api/user', cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'shared-owner' });

    expect((await callApi(other, 'POST', '/api/logout', cookie)).statusCode).toBeLessThan(300);
    expect((await callApi(t.app, 'GET', '/api/user', cookie)).statusCode).toBe(401);
  });

  it("shows a product saved through one instance on the other's store front within 100 ms", async () => {
    const cookie = await loginCookie(t.app, 'shared-owner', 'shared-owner-pass');
    const url = `/api/products?tenantId=${storeId}`;
    const names = async () =>
      ((await callApi(other, 'GET', url)).json() as Array<{ name: string }>).map((p) => p.name);
    expect(await names()).toEqual(['Lamp']);
    expect(await names()).toEqual(['Lamp']); // now from the other instance's cache
    const hits = other.storefrontCache.stats().hits;
    expect(hits).toBeGreaterThan(0);

    const saved = await callApi(
      t.app,
      'PATCH',
      `/api/admin/products/${productId}/draft?tenantId=${storeId}`,
      cookie,
      { isDraft: true },
    );
    expect(saved.statusCode).toBe(200);
    const answered = performance.now();
    let seen = await names();
    while (seen.length > 0 && performance.now() - answered < 2000) {
      await sleep(2);
      seen = await names();
    }
    expect(seen).toEqual([]);
    expect(performance.now() - answered).toBeLessThan(100);
  });

  it('counts sign-in failures across instances', async () => {
    await createUser(t.db, { username: 'guarded', password: 'guarded-pass' });
    const attempt = (app: FastifyInstance, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'guarded', password },
        remoteAddress: '10.20.0.7',
      });
    const statuses: number[] = [];
    // Alternating instances, as a load balancer would send them: the limit is 5 per name and address.
    for (let i = 0; i < 8; i++)
      statuses.push((await attempt(i % 2 ? other : t.app, `wrong-${i}`)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    // The right password too waits out the window, whichever instance it reaches.
    expect((await attempt(other, 'guarded-pass')).statusCode).toBe(429);
  });
});

describe('jobs with two runners, each on its own connection', () => {
  it('runs each of 200 jobs exactly once', async () => {
    const runs = new Map<number, number>();
    const workers = new Map<number, string>();
    const second = openAnotherConnection(t.database);
    const runners = [
      { id: 'instance-a', database: t.database },
      { id: 'instance-b', database: second },
    ].map(({ id, database }) =>
      createJobRunner({
        db: database.db,
        scopes: database.scopes,
        config: t.config,
        log: t.app.log,
        workerId: id,
        batchSize: 8,
        pollIntervalMs: 5,
        handlers: {
          'multi-instance-probe': async (_payload, job) => {
            runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
            workers.set(job.id, id);
            await sleep(Math.random() * 3);
          },
        },
      }),
    );
    try {
      const ids = await Promise.all(
        Array.from({ length: 200 }, (_, n) =>
          enqueueJob({ db: t.db }, { name: 'multi-instance-probe', payload: { n } }),
        ),
      );
      for (const runner of runners) runner.start();
      const started = Date.now();
      while (runs.size < 200 && Date.now() - started < 20_000) await sleep(20);
      await Promise.all(runners.map((runner) => runner.stop()));

      expect(runs.size).toBe(200);
      expect([...runs.keys()].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
      // Both took part (the queue was shared, not drained by one before the other woke).
      expect(new Set(workers.values())).toEqual(new Set(['instance-a', 'instance-b']));
      const rows = (await t.db.execute(
        sql`select count(*)::int as n from jobs where name = 'multi-instance-probe' and status = 'done' and attempts = 1`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(rows.rows[0]!.n).toBe(200);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      await second.close();
    }
  });
});
