import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** What every API test file runs with. */
const api = {
  root: 'apps/api',
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
/**
 * API test files that replace modules or globals (`vi.mock`, `vi.spyOn`, `vi.stubEnv`) or start
 * whole servers in the process: each gets modules of its own.
 */
export const isolatedApiTests = [
  'src/modules/auth/login-throttle.test.ts',
  'src/modules/discounts/discounts.routes.test.ts',
  'src/modules/discounts/discount-checkout.test.ts',
  'src/server.test.ts',
  'src/db/data-dir-lock.test.ts',
  'src/db/named-statements.test.ts',
  'src/db/pglite-named.test.ts',
];

export default defineConfig({
  test: {
    // One test file per core. Vitest's default (cores - 1) runs the files one at a time on a 2-core
    // machine, though each file is busy on one core (PGlite runs inside the worker).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'boundaries',
          root: '.',
          include: ['scripts/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          ...api,
          name: 'api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: isolatedApiTests,
          // The files of a worker share one module graph instead of importing the server afresh
          // for each file (about 8 s of a file's time): every file builds its own app and database.
          isolate: false,
        },
      },
      {
        test: { ...api, name: 'api-isolated', include: isolatedApiTests },
      },
      ...(existsSync('apps/web/vitest.config.ts') ? ['apps/web/vitest.config.ts'] : []),
    ],
  },
});
