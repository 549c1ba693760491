// `npm run cluster -- --replica` for real (ADR 0018, 0019): a throwaway primary, a streaming
// standby made with pg_basebackup, two instances given it as DATABASE_READ_URL, nginx in front.
// An admin's write read back at once on the same session shows the new value, and the store
// front, filled from the replica, shows the change after invalidation.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster } from './cluster.mjs';
import { type Cluster, call, clusterEnv, databaseUrl, Jar, sleep } from './cluster.test-support.ts';

describe.skipIf(!databaseUrl)('a streaming replica (--replica)', () => {
  let cluster: Cluster;
  const output: string[] = [];

  beforeAll(async () => {
    cluster = await startCluster({
      instances: 2,
      replica: true,
      port: 0,
      env: clusterEnv,
      output: (name: string, line: string) => output.push(`[${name}] ${line}`),
    });
  }, 300_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it('gives the instances DATABASE_READ_URL, a standby that replays the primary', async () => {
    expect(cluster.readUrl).toMatch(/^postgres:\/\//);
    const lag = await cluster.replicationLag();
    console.log(`replication: ${JSON.stringify(lag)}`);
    expect(lag.state).toBe('streaming');
    expect(lag.roundTripMs).toBeLessThan(5000);
  });

  it('shows an admin their own write at once, and the store front shows it after invalidation', async () => {
    const jar = new Jar();
    const login = await call(cluster.url, 'POST', '/api/login', {
      body: { username: 'demo-owner', password: 'demo-owner-123' },
    });
    expect(login.status).toBe(200);
    jar.keep(login);
    const storeFront = async () =>
      ((await call(cluster.url, 'GET', '/api/products?tenantId=1')).body as Array<{ id: number }>).map(
        (p) => p.id,
      );
    const [product] = await storeFront();
    expect(product).toBeDefined();

    const readsOnStandby = async () => {
      const standby = new URL(cluster.standbyAdminUrl ?? '');
      standby.pathname = new URL(cluster.databaseUrl).pathname;
      const client = new pg.Client({ connectionString: standby.toString() });
      await client.connect();
      try {
        const { rows } = await client.query(
          "select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as scans from pg_stat_user_tables where relname = 'products'",
        );
        return Number(rows[0]?.scans ?? 0);
      } finally {
        await client.end();
      }
    };
    const scansBefore = await readsOnStandby();

    for (let round = 0; round < 6; round++) {
      const isDraft = round % 2 === 0;
      // The write, then at once the read, on the same session (the admin list after a save).
      const saved = await call(cluster.url, 'PATCH', `/api/admin/products/${product}/draft?tenantId=1`, {
        body: { isDraft },
        cookie: jar.header(),
      });
      expect(saved.status).toBe(200);
      jar.keep(saved); // as a browser does: whatever cookie the save sets goes with the next request
      const list = await call(cluster.url, 'GET', '/api/admin/products?tenantId=1&limit=100', {
        cookie: jar.header(),
      });
      expect(list.status).toBe(200);
      jar.keep(list);
      expect(
        (list.body as Array<{ id: number; isDraft: boolean }>).find((p) => p.id === product)?.isDraft,
      ).toBe(isDraft);
      // The store front (cached per instance, filled from the replica) follows within a moment…
      const deadline = Date.now() + 3000;
      while ((await storeFront()).includes(product) === isDraft && Date.now() < deadline) await sleep(50);
      // …and stays there: no instance refilled its cache from a replica that had not caught up.
      for (let i = 0; i < 6; i++) expect((await storeFront()).includes(product)).toBe(!isDraft);
    }

    // The store front's reads did go to the standby (its statistics reach the view within ~10 s).
    const deadline = Date.now() + 15_000;
    let scans = await readsOnStandby();
    while (scans <= scansBefore && Date.now() < deadline) {
      await sleep(500);
      scans = await readsOnStandby();
    }
    expect(scans).toBeGreaterThan(scansBefore);
  }, 120_000);
});
