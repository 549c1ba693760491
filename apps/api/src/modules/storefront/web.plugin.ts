// Serves the built web app; any non-API path gets index.html so the client router decides. Store
// routes get index.html with the store's data and theme written in (storefront-page.ts). A path the
// web app has no screen for (its route table, @storefleet/contracts/app-routes), and a store page
// whose store does not exist or is not open, get the same index.html with status 404: the app then
// shows its '404 Page Not Found' or 'Store Not Found' page, and no search engine indexes a soft 404.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppPath } from '@storefleet/contracts/app-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchStoreRoute, needsOpenStore } from '../../plugins/store-routes.ts';
import { cacheAsStorefront } from '../../plugins/storefront-cache.ts';
import { primaryDomainLocation, storeAddress } from '../domains/store-address.service.ts';
import { hreflangLinks, resolveStoreLanguage } from './store-languages.ts';
import {
  injectStorePage,
  loadProductPage,
  loadStorePageData,
  productPageHead,
  storeJsonLd,
} from './storefront-page.ts';
import { storeMarkupRenderer } from './storefront-ssr.ts';

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

async function sendAppPage(
  request: FastifyRequest,
  reply: FastifyReply,
  readShell: () => Shell,
  renderMarkup: ReturnType<typeof storeMarkupRenderer>,
) {
  const pathname = request.url.split('?')[0] ?? '/';
  const route = matchStoreRoute(pathname);
  reply.header('Cache-Control', 'no-cache');
  if (!route) {
    if (isAppPath(pathname)) return reply.sendFile('index.html');
    return reply.status(404).type('text/html; charset=utf-8').send(readShell().html);
  }
  const shell = readShell();
  // Unprefixed store routes pick the store by Host and by the signed-in member's store.
  if ('fromRequest' in route.store) reply.header('Vary', 'Cookie');
  try {
    let data = await loadStorePageData(request, route);
    // No open store for a store page: a 404, which the store-front cache never keeps (isStorable).
    if (!data && needsOpenStore(pathname)) reply.status(404);
    // A store with a primary domain shows its store front there: /s/{slug} pages and its other
    // domains answer 301 to the same path and query on it (ADR 0070).
    if (data && needsOpenStore(pathname) && !('tenantId' in route.store)) {
      const moved = await primaryDomainLocation(request.ctx, {
        host: request.headers.host,
        url: request.url,
        slugPrefix: 'slug' in route.store,
      });
      if (moved) return reply.redirect(moved, 301);
    }
    // The page's language (docs/decisions/0092): an unprefixed address goes to the shopper's language
    // (cookie, else Accept-Language), a language the store does not offer to its default's address.
    // Such answers depend on the request's headers and are never cached.
    const language = data
      ? resolveStoreLanguage(request, {
          defaultLanguage: data.defaultLanguage ?? 'en',
          languages: data.languages ?? [],
        })
      : null;
    if (language?.redirectTo) {
      reply.header('Vary', 'Accept-Language, Cookie');
      return reply.redirect(language.redirectTo, 302);
    }
    // A product page (ADR 0037): an old handle moves (301), an unknown one is a 404 in the store's frame.
    let pageHead: ReturnType<typeof productPageHead> = null;
    if (data && route.page === 'product') {
      const answer = await loadProductPage(request, route, data);
      if (answer.status === 301) return reply.redirect(answer.location, 301);
      if (answer.status === 404) reply.status(404);
      else {
        data = answer.data;
        pageHead = productPageHead(data, await storeAddress(request.ctx, data.tenant));
      }
    }
    // The open store's home page says what the store is, in the page's language (ADR 0096).
    const homeHead =
      data?.products && route.page === 'home'
        ? storeJsonLd(data, await storeAddress(request.ctx, data.tenant))
        : '';
    // The home and product pages are rendered on the server too (ADR 0014); others by the browser.
    const rendered = Boolean(data?.products || data?.product);
    const markup = data && rendered ? await renderMarkup(request.url, data, request.log) : null;
    const html = data
      ? injectStorePage(
          shell.html,
          data,
          shell.storefrontPreload,
          markup,
          pageHead,
          [
            language
              ? hreflangLinks(
                  `${request.protocol}://${request.headers.host ?? request.hostname}`,
                  request.url,
                  language,
                )
              : '',
            homeHead,
          ]
            .filter(Boolean)
            .join('\n    '),
        )
      : shell.html;
    // A store's page is cached with its other store-front reads (plugins/storefront-cache.ts); a
    // rendered page whose server render failed is sent as it is but not kept, so the next request tries again.
    // A store not launched yet answers per request (its password page or, with its pass, the store)
    // and is kept out of search engines (ADR 0081).
    if (data && !data.launched) reply.header('x-robots-tag', 'noindex');
    else if (data && (markup !== null || !rendered)) cacheAsStorefront(request, data.tenant.id, html);
    return reply.type('text/html; charset=utf-8').send(html);
  } catch (error) {
    // The page still works without its data: the app then asks the API itself.
    request.log.error({ err: error }, 'could not prepare store page data');
    return reply.type('text/html; charset=utf-8').send(shell.html);
  }
}

/** Files under the build's assets/ are named by their content hash (Vite), so they never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other files (favicon.svg, demo images) keep their name across builds: an hour, then revalidate. */
const SHORT = 'public, max-age=3600';

/**
 * The build's files, one route each (the directory is read once at start-up). Hashed assets go
 * out as their `.br` / `.gz` sibling written at build time (vite.config.ts) when the client
 * accepts it; nothing is compressed per request. HTML is never cached without revalidation.
 */
async function registerStaticFiles(app: FastifyInstance, distDir: string) {
  const assetsDir = path.join(distDir, 'assets');
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('Cache-Control', IMMUTABLE);
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    globIgnore: ['assets/**'],
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', filePath.endsWith('.html') ? 'no-cache' : SHORT);
    },
  });
}

/** distDir: the built web app (config WEB_DIST_DIR). */
export async function registerWeb(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  const readShell = shellReader(distDir);
  const renderMarkup = storeMarkupRenderer(distDir);
  if (hasBuild) await registerStaticFiles(app, distDir);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply
        .status(404)
        .send({ message: `No API endpoint at ${request.method} ${pathname}`, code: 'not_found' });
    }
    // A chunk of another build (a tab open across a deploy) must fail as a 404, not load index.html.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || pathname.startsWith('/assets/')) {
      return reply.status(404).send({ message: 'Not found', code: 'not_found' });
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
    }
    return sendAppPage(request, reply, readShell, renderMarkup);
  });
}
