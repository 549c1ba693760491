// A whole app on a fresh database for one test file, plus helpers to make users and stores.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import type { Config } from '../src/config/config.ts';
import type { Ctx } from '../src/context.ts';
import type { Database, Db } from '../src/db/database.ts';
import { tenants, users, userTenants } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/auth/password.service.ts';
import { testConfig } from './config.ts';
import { createTestDatabase, openAnotherConnection } from './database.ts';

/**
 * `db` is the platform path (every store's rows): tests arrange and inspect data across stores with
 * it. `database` has the other scopes, for tests that check what a store's own handle can see.
 */
export type TestApp = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  close(): Promise<void>;
};

export { testConfig };

export async function createTestApp(
  options: {
    config?: Config;
    beforeReady?: (app: FastifyInstance) => void;
    imageFetcher?: BuildAppOptions['imageFetcher'];
  } = {},
): Promise<TestApp> {
  const database: Database = await createTestDatabase();
  const config = options.config ?? testConfig();
  const app = await buildApp({
    config,
    database,
    logger: false,
    serveWeb: false,
    imageFetcher: options.imageFetcher,
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.scopes.platform,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Another app instance on this test's database, as a second server would be (shared counters,
 * shared sessions): on PostgreSQL with its own pool and LISTEN connection, as another process has.
 * The caller closes it.
 */
export async function createSecondInstance(
  t: Pick<TestApp, 'database'>,
  config: Config,
): Promise<FastifyInstance> {
  const database = openAnotherConnection(t.database);
  const app = await buildApp({ config, database, logger: false, serveWeb: false });
  app.addHook('onClose', () => database.close());
  await app.ready();
  return app;
}

/**
 * An app on `t`'s database that serves the web app's pages too (createTestApp's serves none), from
 * a folder of its own whose `index.html` is `shell`; closing the app removes the folder.
 */
export async function createPagesApp(t: Pick<TestApp, 'database'>, shell: string): Promise<FastifyInstance> {
  const distDir = mkdtempSync(path.join(tmpdir(), 'storefleet-pages-'));
  writeFileSync(path.join(distDir, 'index.html'), shell);
  const app = await buildApp({
    config: testConfig({ WEB_DIST_DIR: distDir }),
    database: t.database,
    logger: false,
  });
  app.addHook('onClose', () => rmSync(distDir, { recursive: true, force: true }));
  await app.ready();
  return app;
}

/** A service's context as a job gets it: this app's database with no store set yet and no actor. */
export function testCtx(
  t: Pick<TestApp, 'app' | 'database' | 'config'>,
  log: FastifyBaseLogger = t.app.log,
): Ctx {
  const { db, scopes } = t.database;
  return { db, scopes, tenantId: null, actor: null, config: t.config, log };
}

export async function createTenant(db: Db, values: Partial<typeof tenants.$inferInsert> & { slug: string }) {
  const [row] = await db
    .insert(tenants)
    .values({ name: values.name ?? values.slug, ...values })
    .returning();
  return row!;
}

export async function createUser(
  db: Db,
  values: {
    username: string;
    password: string;
    email?: string;
    superAdmin?: boolean;
    memberOf?: number[];
    /** Member of `memberOf` as staff with these permissions (the owner role when absent). */
    staffPermissions?: string[];
    /** Member of `memberOf` as an admin (ADR 0030's role between owner and staff). */
    admin?: boolean;
  },
) {
  const [user] = await db
    .insert(users)
    .values({
      username: values.username,
      password: await hashPassword(values.password),
      email: values.email ?? null,
      isAdmin: Boolean(values.superAdmin),
    })
    .returning();
  for (const tenantId of values.memberOf ?? []) {
    const role = values.staffPermissions
      ? { role: 'staff', permissions: values.staffPermissions }
      : values.admin
        ? { role: 'admin' }
        : {};
    await db.insert(userTenants).values({ userId: user!.id, tenantId, joinedAt: new Date(), ...role });
  }
  return user!;
}

export type TestUser = Parameters<typeof createUser>[1];

/** A member of `storeId` as staff with `permissions`, whose password is `<username>-pass`. */
export function staffMember(username: string, storeId: number, permissions: string[]): TestUser {
  return { username, password: `${username}-pass`, memberOf: [storeId], staffPermissions: permissions };
}

/** Creates the users in the order given, then signs each in: their Cookie headers, by the same keys. */
export async function signInUsers<K extends string>(
  t: { app: FastifyInstance; db: Db },
  users: Record<K, TestUser>,
): Promise<Record<K, string>> {
  const entries = Object.entries(users) as Array<[K, TestUser]>;
  for (const [, user] of entries) await createUser(t.db, user);
  const cookies = {} as Record<K, string>;
  for (const [key, user] of entries) cookies[key] = await loginCookie(t.app, user.username, user.password);
  return cookies;
}

/** The two-store fixtures' people, signed in: a super admin, an owner of each store, a shopper. */
export function signInStoreTeam(t: { app: FastifyInstance; db: Db }, storeA: number, storeB: number) {
  return signInUsers(t, {
    admin: { username: 'root', password: 'root-password', superAdmin: true },
    ownerA: { username: 'owner-a', password: 'owner-a-pass', memberOf: [storeA] },
    ownerB: { username: 'owner-b', password: 'owner-b-pass', memberOf: [storeB] },
    customer: { username: 'shopper', password: 'shopper-pass' },
  });
}

/**
 * The people of an owner-only feature's tests: a super admin, an owner of each store, and store A's
 * staff (with every permission a member may hold) and admin, both of whom the feature refuses.
 */
export function ownersStaffAndAdmin(storeA: number, storeB: number) {
  return {
    admin: { username: 'root', password: 'root-password', superAdmin: true },
    ownerA: { username: 'owner-a', password: 'owner-a-pass', memberOf: [storeA] },
    ownerB: { username: 'owner-b', password: 'owner-b-pass', memberOf: [storeB] },
    staff: staffMember('staff-a', storeA, ['products', 'orders', 'customers', 'content', 'settings']),
    adminRole: { username: 'admin-a', password: 'admin-a-pass', memberOf: [storeA], admin: true },
  } satisfies Record<string, TestUser>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One JSON (or empty) request through the front door; `cookie` undefined = anonymous. */
export function callApi(
  app: FastifyInstance,
  method: Method,
  url: string,
  cookie?: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = { method, url, headers: cookie ? { cookie } : {} };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  return app.inject(options);
}

/** Signs in through the real endpoint and returns the Cookie header to send afterwards. */
export async function loginCookie(
  app: FastifyInstance,
  username: string,
  password: string,
  tenantSlug?: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password, tenantSlug },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'sid');
  return `sid=${cookie!.value}`;
}
