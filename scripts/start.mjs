// npm start: build the web app when its sources are newer than the build, then start the server
// (migrate, seed, serve). TypeScript runs through tsx, so there is no separate server build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
/** The store pages' server renderer, built by the same `npm run build` (ADR 0014). */
const builtRenderer = path.join(root, 'apps/web/dist-ssr/entry-server.js');
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function webBuildIsStale() {
  if (!existsSync(builtIndex) || !existsSync(builtRenderer)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return webInputs.some((input) => newestMtime(path.join(root, input)) > built);
}

if (process.env.SKIP_WEB_BUILD !== 'true' && webBuildIsStale()) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/api/src/main.ts'));
