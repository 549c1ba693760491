// Serves the built web app; any non-API path gets index.html so the client router decides. Store
// routes get index.html with the store's data and theme written in (storefront-page.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { injectStorePage, loadStorePageData, matchStoreRoute } from './storefront-page.ts';

/** Vite's manifest key of the store front's lazy route group. */
const STOREFRONT_ENTRY = 'src/app/routes/storefront/area.tsx';

type Shell = { html: string; storefrontPreload: string[]; mtimeMs: number };

/** index.html and the store front's chunks, re-read when a new build replaces index.html. */
function shellReader(distDir: string) {
  let cached: Shell | undefined;
  return (): Shell => {
    const indexPath = path.join(distDir, 'index.html');
    const { mtimeMs } = statSync(indexPath);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = {
        html: readFileSync(indexPath, 'utf8'),
        storefrontPreload: storefrontChunks(distDir),
        mtimeMs,
      };
    }
    return cached;
  };
}

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

/** The store front's chunk and its static imports, minus what index.html already loads. */
function storefrontChunks(distDir: string): string[] {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return [];
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
    const loadedByEntry = new Set<string>();
    for (const [key, chunk] of Object.entries(manifest)) {
      if (chunk.isEntry) collect(manifest, key, loadedByEntry);
    }
    const files = new Set<string>();
    if (manifest[STOREFRONT_ENTRY]) collect(manifest, STOREFRONT_ENTRY, files);
    return [...files].filter((file) => !loadedByEntry.has(file));
  } catch {
    return []; // a preload hint is an optimisation; a damaged manifest must not break the page
  }
}

function collect(manifest: Record<string, ManifestChunk>, key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into);
}

async function sendAppPage(request: FastifyRequest, reply: FastifyReply, readShell: () => Shell) {
  const pathname = request.url.split('?')[0] ?? '/';
  const route = matchStoreRoute(pathname);
  reply.header('Cache-Control', 'no-cache');
  if (!route) return reply.sendFile('index.html');
  const shell = readShell();
  // Unprefixed store routes pick the store by Host and by the signed-in member's store.
  if ('fromRequest' in route.store) reply.header('Vary', 'Cookie');
  try {
    const data = await loadStorePageData(request, route);
    const html = data ? injectStorePage(shell.html, data, shell.storefrontPreload) : shell.html;
    return reply.type('text/html; charset=utf-8').send(html);
  } catch (error) {
    // The page still works without its data: the app then asks the API itself.
    request.log.error({ err: error }, 'could not prepare store page data');
    return reply.type('text/html; charset=utf-8').send(shell.html);
  }
}

/** distDir: the built web app (config WEB_DIST_DIR). */
export async function registerWeb(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  const readShell = shellReader(distDir);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/: cache it for a year.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply
        .status(404)
        .send({ message: `No API endpoint at ${request.method} ${pathname}`, code: 'not_found' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ message: 'Not found', code: 'not_found' });
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
    }
    return sendAppPage(request, reply, readShell);
  });
}
