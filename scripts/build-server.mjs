// The server as one JavaScript file (ADR 0017): apps/api/src bundled with packages/contracts by
// esbuild into apps/api/dist/main.mjs, every npm dependency left to node_modules. `npm start` and
// the journeys' server run it with plain node, so no TypeScript loader sits in the process (tsx
// kept 60–75 MB resident). Tests and `npm run dev` still run the TypeScript directly.
//
//   node scripts/build-server.mjs        # build now
//   ensureServerBuild()                  # build when a source is newer than the bundle
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = path.join(root, 'apps/api/dist/main.mjs');
const inputs = [
  'apps/api/src',
  'packages/contracts/src',
  'apps/api/package.json',
  'scripts/build-server.mjs',
];

/** The newest modification time of a file or of anything under a folder (0 when it does not exist). */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function serverBuildIsStale() {
  if (!existsSync(serverBundle)) return true;
  const built = statSync(serverBundle).mtimeMs;
  return inputs.some((input) => newestMtime(path.join(root, input)) > built);
}

/**
 * Builds the bundle to `outfile` (the server's own by default). esbuild's API builds in a child
 * process of its own, which stays alive after the build until it is stopped: `npm start` builds in
 * the process that then serves, where that child held about 90 MB for as long as the server ran.
 */
export async function buildServer(outfile = serverBundle) {
  const { build, stop } = await import('esbuild');
  const manifest = JSON.parse(readFileSync(path.join(root, 'apps/api/package.json'), 'utf8'));
  // npm packages stay external (native modules, PGlite's wasm, their own file lookups); only the
  // workspace's TypeScript (the API and packages/contracts) goes into the bundle.
  const external = Object.keys(manifest.dependencies)
    .filter((name) => !name.startsWith('@storefleet/'))
    .flatMap((name) => [name, `${name}/*`]);
  try {
    await build({
      entryPoints: [path.join(root, 'apps/api/src/main.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external,
      sourcemap: 'linked',
      logLevel: 'warning',
      legalComments: 'none',
      // Escapes non-ASCII characters in strings and names; keepOneByte deals with the rest.
      charset: 'ascii',
    });
  } finally {
    await stop();
  }
  keepOneByte(outfile);
}

/**
 * V8 keeps a script's source for as long as the script lives, one byte a character when every
 * character is Latin-1 and two bytes otherwise. esbuild's `ascii` charset escapes non-ASCII
 * characters in strings and names, but not in the comments it carries over or in regular
 * expressions, and a few of those ("→", "–") made the server's 1.6 MB source take 3.2 MB of every
 * process's heap (docs/performance.md, "The store front's memory"). Each such UTF-16 unit becomes
 * its `\uXXXX` escape, which means the same in a regular expression, a string or a name, and is
 * only text in a comment. Source-map columns after it on its line move; lines do not.
 */
export function keepOneByte(file) {
  const text = readFileSync(file, 'utf8');
  const ascii = text.replace(
    /[\u0080-\uffff]/g,
    (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  if (ascii !== text) writeFileSync(file, ascii);
}

export async function ensureServerBuild() {
  if (process.env.SKIP_SERVER_BUILD === 'true' && existsSync(serverBundle)) return;
  if (serverBuildIsStale()) await buildServer();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
  console.log(`Server built: ${path.relative(root, serverBundle)}`);
}
