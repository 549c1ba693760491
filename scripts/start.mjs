// npm start: build the web app and the server bundle when their sources are newer than the build,
// then start the server (migrate, seed, serve) with plain node (ADR 0017).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureServerBuild, newestMtime, serverBundle } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
/** The store pages' server renderer, built by the same `npm run build` (ADR 0014). */
const builtRenderer = path.join(root, 'apps/web/dist-ssr/entry-server.js');
const webInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
];

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

// The demo's platform keeps example exchange rates (docs/decisions/0105); a real one names its own.
if (process.env.NODE_ENV !== 'production') {
  process.env.EXCHANGE_RATES_SOURCE ??= path.join(root, 'apps/api/src/seed/exchange-rates.example.json');
}

// The server runs as one bundled file with plain node (ADR 0017), rebuilt when its sources changed.
await ensureServerBuild();
await import(pathToFileURL(serverBundle).href);
