// The configuration every API test runs with, and the one place the tests read their environment.
import { type Config, parseConfig } from '../src/config/config.ts';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/storefleet-test-unused',
    APP_SECRET: 'test-secret-test-secret-test-secret-1234',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

/** A PostgreSQL server to run the tests on (each file gets its own database); unset = PGlite. */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL;

/**
 * A second login role on that server (no superuser, no BYPASSRLS, not the owner): the app then
 * connects as it, as production's runtime role, and the migrations run as TEST_DATABASE_URL's
 * role, the schema's owner (ADR 0045). Unset = the app connects as the owner too.
 */
export const testDatabaseAppRole: { user: string; password: string } | undefined = process.env
  .TEST_DATABASE_APP_USER
  ? { user: process.env.TEST_DATABASE_APP_USER, password: process.env.TEST_DATABASE_APP_PASSWORD ?? '' }
  : undefined;

/** A test database's URL as the app connects to it: as the runtime role when one is given. */
export function appUrlOf(ownerUrl: string): string {
  if (!testDatabaseAppRole) return ownerUrl;
  const url = new URL(ownerUrl);
  url.username = encodeURIComponent(testDatabaseAppRole.user);
  url.password = encodeURIComponent(testDatabaseAppRole.password);
  return url.toString();
}
