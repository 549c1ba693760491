// Reads routed to a replica (ADR 0018), on PostgreSQL. The "replica" here is a second database
// that receives no writes at all, a replica frozen in the past, with its replayed position set by
// the test: so every read that reaches it shows the old value, and which database answered is
// plain from the answer. The streaming replica itself (pg_basebackup, standby) is exercised by
// scripts/cluster-replica.test.ts; this file proves the routing rules.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database, Db } from '../src/db/database.ts';
import { formatLsn, type Lsn, parseLsn, ReadReplica } from '../src/db/replica.ts';
import { orders, products, sessions, users } from '../src/db/schema/index.ts';
import { sha256Hex } from '../src/lib/crypto.ts';
import { READ_AFTER_COOKIE } from '../src/plugins/request-context.ts';
import { callApi, createTenant, createUser, loginCookie, testConfig } from './app.ts';
import { testDatabaseUrl } from './config.ts';
import { createTestDatabase, databaseUrlOf, executeAsOwner, openAnotherConnection } from './database.ts';

const SLIDING_TOKEN = 'replica-test-session-token-0123456789abcdef';

describe.skipIf(!testDatabaseUrl)('reads from a replica (PostgreSQL)', () => {
  let primary: Database;
  let frozen: Database;
  let standby: Database;
  let app: FastifyInstance;
  let router: ReadReplica;
  let replayed: Lsn;
  let storeId: number;
  let productId: number;

  const primaryLsn = async (): Promise<Lsn> => {
    const result = (await primary.db.execute('select pg_current_wal_lsn()::text as lsn')) as unknown as {
      rows: Array<{ lsn: string }>;
    };
    return parseLsn(result.rows[0]!.lsn)!;
  };

  /** The same store, product and owner in both databases, with the same ids. */
  async function arrange(db: Db) {
    const store = await createTenant(db, { slug: 'replicated', name: 'Replicated' });
    const [row] = await db
      .insert(products)
      .values({ tenantId: store.id, name: 'Kettle', priceMinor: 3000, inStock: 4 })
      .returning({ id: products.id });
    await createUser(db, { username: 'replica-owner', password: 'replica-owner-pass', memberOf: [store.id] });
    return { storeId: store.id, productId: row!.id };
  }

  beforeAll(async () => {
    primary = await createTestDatabase();
    frozen = await createTestDatabase();
    ({ storeId, productId } = await arrange(primary.scopes.platform));
    const copy = await arrange(frozen.scopes.platform);
    expect(copy).toEqual({ storeId, productId });
    // A session both copies hold, whose expiry is due to slide (a write) on its next use.
    for (const db of [primary.scopes.platform, frozen.scopes.platform]) {
      const [owner] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, 'replica-owner'));
      await db.insert(sessions).values({
        idHash: sha256Hex(SLIDING_TOKEN),
        userId: owner!.id,
        tenantId: storeId,
        expiresAt: new Date(Date.now() + 60_000),
      });
    }
    // Read-only from now on, as a standby is: a write sent to it fails instead of passing unseen.
    const frozenName = new URL(databaseUrlOf(frozen)!).pathname.slice(1);
    await executeAsOwner(frozen, `alter database ${frozenName} set default_transaction_read_only = on`);
    standby = openAnotherConnection(frozen);
    replayed = await primaryLsn(); // the frozen copy "has replayed" everything written so far
    router = new ReadReplica({
      primary: primary.scopes,
      replica: standby.scopes,
      primaryLsn,
      replayLsn: async () => replayed,
    });
    app = await buildApp({
      config: testConfig(),
      database: { ...primary, replica: router },
      logger: false,
      serveWeb: false,
    });
    await app.ready();
    await router.refresh();
  });
  afterAll(async () => {
    await app?.close();
    await standby?.close();
    await primary?.close();
    await frozen?.close();
  });

  const listedAsDraft = async (cookie: string) => {
    const response = await callApi(app, 'GET', `/api/admin/products?tenantId=${storeId}`, cookie);
    expect(response.statusCode).toBe(200);
    return (response.json() as Array<{ id: number; isDraft: boolean }>).find((p) => p.id === productId)!
      .isDraft;
  };

  it('sends an admin who just saved to the primary until the replica has replayed the save', async () => {
    const session = await loginCookie(app, 'replica-owner', 'replica-owner-pass');
    expect(await listedAsDraft(session)).toBe(false);

    const saved = await callApi(
      app,
      'PATCH',
      `/api/admin/products/${productId}/draft?tenantId=${storeId}`,
      session,
      {
        isDraft: true,
      },
    );
    expect(saved.statusCode).toBe(200);
    const readAfter = saved.cookies.find((c) => c.name === READ_AFTER_COOKIE);
    expect(readAfter).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(parseLsn(readAfter!.value)! > replayed).toBe(true);
    const afterSave = `${session}; ${READ_AFTER_COOKIE}=${readAfter!.value}`;

    // The admin who saved sees the save (the primary); a reader with no write of its own is
    // served by the replica, which in this test never receives it.
    expect(await listedAsDraft(afterSave)).toBe(true);
    expect(await listedAsDraft(session)).toBe(false);

    // Once the replica reports that position, that admin's reads go to it too.
    replayed = parseLsn(readAfter!.value)!;
    await new Promise((resolve) => setTimeout(resolve, 10));
    await router.refresh();
    expect(await listedAsDraft(afterSave)).toBe(false);
  });

  it('sets no position cookie for a failed write or an anonymous one, and ignores a forged one', async () => {
    const session = await loginCookie(app, 'replica-owner', 'replica-owner-pass');
    const refused = await callApi(
      app,
      'PATCH',
      `/api/admin/products/999999/draft?tenantId=${storeId}`,
      session,
      {
        isDraft: true,
      },
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.cookies.find((c) => c.name === READ_AFTER_COOKIE)).toBeUndefined();
    const forged = await callApi(
      app,
      'GET',
      `/api/admin/products?tenantId=${storeId}`,
      `${session}; ${READ_AFTER_COOKIE}=not-a-position`,
    );
    expect(forged.statusCode).toBe(200);
  });

  it("reads the admin's order list and order figures from the replica unless the caller needs newer", async () => {
    const session = await loginCookie(app, 'replica-owner', 'replica-owner-pass');
    await primary.scopes.platform.insert(orders).values({
      tenantId: storeId,
      customerEmail: 'late@example.com',
      customerName: 'Late',
      totalMinor: 1200,
    });
    const newer = `${session}; ${READ_AFTER_COOKIE}=${formatLsn(await primaryLsn())}`;
    const listed = async (cookie: string) =>
      ((await callApi(app, 'GET', `/api/admin/orders?tenantId=${storeId}`, cookie)).json() as Array<unknown>)
        .length;
    const counted = async (cookie: string) =>
      (await callApi(app, 'GET', `/api/orders/stats?tenantId=${storeId}`, cookie)).json() as {
        totalOrders: number;
      };
    expect(await listed(session)).toBe(0); // the frozen copy
    expect(await listed(newer)).toBe(1); // the primary: the replica has not replayed that far
    expect((await counted(session)).totalOrders).toBe(0);
    expect((await counted(newer)).totalOrders).toBe(1);
  });

  it('refills the store-front cache from the primary until the replica holds the invalidating write', async () => {
    const url = `/api/products?tenantId=${storeId}`;
    const names = async () =>
      ((await callApi(app, 'GET', url)).json() as Array<{ name: string }>).map((p) => p.name);
    // The product is a draft on the primary (first test) and live on the frozen copy.
    await primary.scopes.platform
      .update(products)
      .set({ name: 'Kettle v2', isDraft: false })
      .where(eq(products.id, productId));
    await app.storefrontCache.sync(); // the NOTIFY has arrived: refills need the primary's position now
    await new Promise((resolve) => setTimeout(resolve, 20)); // the primary's answer to "where are you?"
    expect(await names()).toEqual(['Kettle v2']);

    // A replica that has replayed that far serves the refill (here: the frozen copy's old row).
    replayed = await primaryLsn();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await router.refresh();
    app.storefrontCache.clear();
    expect(await names()).toEqual(['Kettle']);
  });

  it('serves a store-front fill from the replica to a signed-in shopper whose session slides', async () => {
    replayed = await primaryLsn();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await router.refresh();
    app.storefrontCache.clear();
    const before = await primary.scopes.platform
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.idHash, sha256Hex(SLIDING_TOKEN)));
    const res = await callApi(app, 'GET', `/api/products?tenantId=${storeId}`, `sid=${SLIDING_TOKEN}`);
    expect(res.statusCode).toBe(200);
    // The fill read the replica's (old) product; the session's expiry slid on the primary.
    expect((res.json() as Array<{ name: string }>).map((p) => p.name)).toEqual(['Kettle']);
    const [after] = await primary.scopes.platform
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.idHash, sha256Hex(SLIDING_TOKEN)));
    expect(after!.expiresAt.getTime()).toBeGreaterThan(before[0]!.expiresAt.getTime());
  });
});
