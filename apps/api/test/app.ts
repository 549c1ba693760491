// A whole app on a fresh database for one test file, plus helpers to make users and stores.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Config, parseConfig } from '../src/config/config.ts';
import type { Database, Db } from '../src/db/database.ts';
import { tenants, users, userTenants } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/auth/password.ts';
import { createTestDatabase } from './database.ts';

export type TestApp = { app: FastifyInstance; db: Db; config: Config; close(): Promise<void> };

export function testConfig(overrides: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/storefleet-test-unused',
    APP_SECRET: 'test-secret-test-secret-test-secret-1234',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

export async function createTestApp(
  options: { config?: Config; beforeReady?: (app: FastifyInstance) => void } = {},
): Promise<TestApp> {
  const database: Database = await createTestDatabase();
  const config = options.config ?? testConfig();
  const app = await buildApp({ config, db: database.db, logger: false, serveWeb: false });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
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
  values: { username: string; password: string; email?: string; superAdmin?: boolean; memberOf?: number[] },
) {
  const [user] = await db
    .insert(users)
    .values({
      username: values.username,
      password: await hashPassword(values.password),
      email: values.email ?? null,
      isAdmin: values.superAdmin ? 'true' : 'false',
    })
    .returning();
  for (const tenantId of values.memberOf ?? []) {
    await db.insert(userTenants).values({ userId: user!.id, tenantId, joinedAt: new Date() });
  }
  return user!;
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
