// The app when its database goes away (docs/deployment.md, "When the database restarts"): a
// connection the server ends mid-statement (as a fast shutdown or a failover does) fails that
// statement as "unavailable" and never crashes the process; the pool then opens a new one. While
// the server refuses connections, requests and the health check answer 503 with Retry-After.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { ListenHandlers } from '../src/db/listen.ts';
import { openPostgres } from '../src/db/postgres.ts';
import { isDatabaseUnavailable } from '../src/plugins/errors.ts';
import { createTestApp, type TestApp, testConfig } from './app.ts';
import { testDatabaseUrl } from './config.ts';
import { databaseUrlOf } from './database.ts';

describe('isDatabaseUnavailable', () => {
  const wrapped = (cause: object) => Object.assign(new Error('Failed query: rollback'), { cause });
  it('knows a lost or refused connection, however deep the driver wrapped it', () => {
    for (const cause of [
      { code: '57P01', message: 'terminating connection due to administrator command' },
      { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' },
      { message: 'Client has encountered a connection error and is not queryable' },
      { message: 'Connection terminated unexpectedly' },
      { message: 'timeout exceeded when trying to connect' },
    ])
      expect(isDatabaseUnavailable(wrapped(cause)), cause.message).toBe(true);
  });
  it('leaves an error of the statement itself alone', () => {
    expect(isDatabaseUnavailable(wrapped({ code: '23505', message: 'duplicate key value' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
  });
});

describe('a database that refuses connections', () => {
  it('gets 503 with Retry-After from the health check and a store page, never a 500', async () => {
    // Nothing listens on port 1: every connection is refused, as while the server restarts.
    const refused = openPostgres('postgres://nobody:nothing@127.0.0.1:1/none', { max: 2, waitMs: 500 });
    // The store-front cache's LISTEN connection is down too, as after it lost the server.
    const database = {
      ...refused,
      listen: async (_channel: string, handlers: ListenHandlers) => {
        handlers.onReset(false);
        return { connected: false, sync: async () => {}, close: async () => {} };
      },
    };
    const app = await buildApp({ config: testConfig(), database, logger: false, serveWeb: false });
    try {
      for (const url of ['/api/healthz', '/api/products?tenantId=1']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['retry-after'], url).toBe('1');
        expect(res.json(), url).toMatchObject({ code: 'unavailable' });
      }
    } finally {
      await app.close();
      await refused.close();
    }
  });
});

describe.skipIf(!testDatabaseUrl)('a connection the server ends mid-statement (PostgreSQL)', () => {
  let t: TestApp;
  let admin: pg.Client;

  beforeAll(async () => {
    t = await createTestApp();
    // The app's own role may end its own sessions, as pg_ctl's fast shutdown ends every session.
    admin = new pg.Client({ connectionString: databaseUrlOf(t.database)! });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  const terminateSleepers = async () => {
    for (let tries = 0; tries < 50; tries++) {
      const { rows } = await admin.query<{ ended: boolean }>(
        "select pg_terminate_backend(pid) as ended from pg_stat_activity where query like 'select pg_sleep(%' and pid <> pg_backend_pid()",
      );
      if (rows.some((row) => row.ended)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the sleeping statement never started');
  };

  it('fails that statement as unavailable, keeps the process up, and the next statement succeeds', async () => {
    for (const db of [t.database.scopes.tenant(1), t.database.db]) {
      const sleeping = db.execute(sql`select pg_sleep(30)`).then(
        () => undefined,
        (error: unknown) => error,
      );
      await terminateSleepers();
      const error = await sleeping;
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(true);
      // The dead client left the pool: the next statement gets a live connection.
      const result = await db.execute(sql`select 1 as one`);
      expect((result as unknown as { rows: Array<{ one: number }> }).rows[0]!.one).toBe(1);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(res.statusCode).toBe(200);
  });

  it('does the same inside a transaction', async () => {
    const failed = t.database.scopes
      .tenant(1)
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select pg_sleep(30)`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    await terminateSleepers();
    expect(isDatabaseUnavailable(await failed)).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(res.statusCode).toBe(200);
  });
});
