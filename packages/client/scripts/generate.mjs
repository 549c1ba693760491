// Regenerates src/generated/openapi.d.ts from the description the API builds: runs the drift
// test (apps/api/test/client-types.test.ts) with UPDATE_CLIENT_TYPES=1, from the repository root.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', 'test/client-types.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  // biome-ignore lint/style/noProcessEnv: passes the caller's environment on, with the switch
  env: { ...process.env, UPDATE_CLIENT_TYPES: '1' },
});
process.exit(result.status ?? 1);
