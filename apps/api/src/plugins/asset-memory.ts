// The build's hashed assets (dist/assets), held in memory with the brotli and gzip forms written
// at build time, for the http server to answer before Fastify (storefrontServerFactory): a
// script or stylesheet costs one writeHead and one end(), no file system call. The files never
// change under their name (Vite names them by content hash); a new build comes with a restart.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { assemble, type PreparedResponse } from '../lib/prepared-response.ts';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The types the build emits; anything else under assets/ stays with @fastify/static. */
const contentTypes: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** URL path (`/assets/…`) → prepared answer, for the assets whose three forms are all present. */
export function loadAssets(
  distDir: string,
  securityHeaders: Record<string, string>,
): Map<string, PreparedResponse> {
  const assetsDir = path.join(distDir, 'assets');
  const assets = new Map<string, PreparedResponse>();
  if (!existsSync(assetsDir)) return assets;
  for (const name of readdirSync(assetsDir)) {
    const type = contentTypes[path.extname(name)];
    const file = path.join(assetsDir, name);
    if (!type || !existsSync(`${file}.br`) || !existsSync(`${file}.gz`)) continue;
    const bodies = {
      identity: readFileSync(file),
      br: readFileSync(`${file}.br`),
      gzip: readFileSync(`${file}.gz`),
    };
    const headers = {
      ...securityHeaders,
      'content-type': type,
      'cache-control': IMMUTABLE_CACHE_CONTROL,
      vary: 'Accept-Encoding',
    };
    assets.set(`/assets/${name}`, assemble(0, bodies, headers, Number.POSITIVE_INFINITY));
  }
  return assets;
}
