// Behind PgBouncer in transaction mode (DESIGN §8, ADR 0018): each transaction may run on any of
// PgBouncer's server connections, so nothing may rely on a session. Here the app's pool of 10 is
// multiplexed onto 2 server connections: a store setting that leaked past its transaction, or a
// prepared statement expected to outlive one, would show up as another store's rows or an error.
// LISTEN and migrations go to the server directly (DATABASE_DIRECT_URL).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { categories, products } from '../src/db/schema/index.ts';
import { callApi, createTenant, createUser, loginCookie, testConfig } from './app.ts';
import { testDatabaseUrl } from './config.ts';
import { createTestDatabase, databaseUrlOf } from './database.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** PgBouncer in transaction mode in a temporary folder; it refuses to run as root, so as postgres. */
async function startPgBouncer(serverUrl: URL, pool: number) {
  const which = spawnSync('sh', ['-c', 'command -v pgbouncer || command -v /usr/sbin/pgbouncer'], {
    encoding: 'utf8',
  });
  const binary = which.stdout.trim();
  if (which.status !== 0 || !binary) {
    throw new Error('pgbouncer is not installed (apt-get install pgbouncer; .ci/run does)');
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'storefleet-pgbouncer-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const user = decodeURIComponent(serverUrl.username);
  const password = decodeURIComponent(serverUrl.password);
  writeFileSync(path.join(dir, 'userlist.txt'), `"${user}" "${password}"\n`, { mode: 0o644 });
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${serverUrl.hostname} port=${serverUrl.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${pool}`,
      'max_client_conn = 200',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  // Readable by postgres whatever the process's umask (the embedded database narrows it to 077 in
  // a worker whose earlier files opened one): chmod is not masked, a file's creation mode is.
  for (const file of ['userlist.txt', 'pgbouncer.ini']) chmodSync(path.join(dir, file), 0o644);
  const args = [path.join(dir, 'pgbouncer.ini')];
  const asRoot = process.getuid?.() === 0;
  const child: ChildProcess = asRoot
    ? spawn('runuser', ['-u', 'postgres', '--', binary, ...args], { stdio: 'ignore' })
    : spawn(binary, args, { stdio: 'ignore' });
  let up = false;
  for (let i = 0; i < 100 && !up && child.exitCode === null; i++) {
    const client = new pg.Client({ host: '127.0.0.1', port, user, password, database: 'postgres' });
    up = await client.connect().then(
      () => client.end().then(() => true),
      () => sleep(50).then(() => false),
    );
  }
  if (!up) throw new Error(`pgbouncer did not start (exit code ${child.exitCode})`);
  return {
    port,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe.skipIf(!testDatabaseUrl)('behind PgBouncer in transaction mode (PostgreSQL)', () => {
  let direct: Database;
  let bounced: Database;
  let bouncer: Awaited<ReturnType<typeof startPgBouncer>>;
  let app: FastifyInstance;
  let storeA: number;
  let storeB: number;

  beforeAll(async () => {
    direct = await createTestDatabase();
    const directUrl = databaseUrlOf(direct)!;
    bouncer = await startPgBouncer(new URL(directUrl), 2);
    const viaBouncer = new URL(directUrl);
    viaBouncer.hostname = '127.0.0.1';
    viaBouncer.port = String(bouncer.port);
    bounced = openPostgres(viaBouncer.toString(), { max: 10, directUrl });
    storeA = (await createTenant(direct.scopes.platform, { slug: 'bounce-a', name: 'A' })).id;
    storeB = (await createTenant(direct.scopes.platform, { slug: 'bounce-b', name: 'B' })).id;
    for (const [tenantId, count] of [
      [storeA, 3],
      [storeB, 5],
    ] as const) {
      for (let i = 0; i < count; i++) {
        await direct.scopes.platform
          .insert(products)
          .values({ tenantId, name: `P${i}`, priceMinor: 100, inStock: 1 });
      }
    }
    await createUser(direct.scopes.platform, {
      username: 'bounce-owner',
      password: 'bounce-owner-pass',
      memberOf: [storeA],
    });
    app = await buildApp({ config: testConfig(), database: bounced, logger: false, serveWeb: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await bounced?.close();
    await bouncer?.stop();
    await direct?.close();
  });

  it('keeps each statement and transaction to its own store across 2 shared server connections', async () => {
    const work = Array.from({ length: 200 }, async (_, i) => {
      const tenantId = i % 2 ? storeA : storeB;
      const db = bounced.scopes.tenant(tenantId);
      const rows =
        i % 4 < 2
          ? await db.select({ tenantId: products.tenantId }).from(products)
          : await db.transaction(async (tx) => {
              await tx.insert(categories).values({ tenantId, name: `c-${i}` });
              return tx.select({ tenantId: products.tenantId }).from(products);
            });
      return { tenantId, rows };
    });
    for (const { tenantId, rows } of await Promise.all(work)) {
      expect(rows.length).toBe(tenantId === storeA ? 3 : 5);
      expect(rows.every((row) => row.tenantId === tenantId)).toBe(true);
    }
    // No setting survives its transaction: the unscoped handle still sees no store's rows.
    expect(await bounced.scopes.none.select().from(products)).toEqual([]);
    // Each transaction's write landed in its own store: 50 of the 200 were A's, 50 B's.
    const written = await direct.scopes.platform
      .select({ tenantId: categories.tenantId, name: categories.name })
      .from(categories);
    expect(written.filter((c) => c.tenantId === storeA)).toHaveLength(50);
    expect(written.filter((c) => c.tenantId === storeB)).toHaveLength(50);
    expect(written.every((c) => Number(c.name.slice(2)) % 2 === (c.tenantId === storeA ? 1 : 0))).toBe(true);
  });

  it('serves signed-in admin requests and store-front invalidations through it', async () => {
    const cookie = await loginCookie(app, 'bounce-owner', 'bounce-owner-pass');
    const list = await callApi(app, 'GET', `/api/admin/products?tenantId=${storeA}`, cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(3);
    const url = `/api/products?tenantId=${storeA}`;
    expect((await callApi(app, 'GET', url)).json()).toHaveLength(3);
    const [first] = list.json() as Array<{ id: number }>;
    const hidden = await callApi(
      app,
      'PATCH',
      `/api/admin/products/${first!.id}/draft?tenantId=${storeA}`,
      cookie,
      {
        isDraft: true,
      },
    );
    expect(hidden.statusCode).toBe(200);
    // The LISTEN connection (direct) dropped the cached list before the write was answered.
    expect((await callApi(app, 'GET', url)).json()).toHaveLength(2);
  });
});
