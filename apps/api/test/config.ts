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
