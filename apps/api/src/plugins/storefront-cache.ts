// Serves the store front's reads from the per-store cache (lib/storefront-cache.ts, ADR 0013).
// A hit is answered before Fastify sees the request (storefrontServerFactory), so it costs no
// routing, hook, session lookup, query, validation or serialization: one writeHead, one end(). A
// miss runs the normal route; a route whose answer is the store front of one store says so with
// cacheAsStorefront(), and the answer is prepared (br, gzip, ETag) and stored as it goes out. Every
// write to what those answers show sends NOTIFY storefront_cache in its transaction (migration
// 0006), which drops the store's entries on every instance.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import type { Listener } from '../db/listen.ts';
import {
  negotiateEncoding,
  type PreparedResponse,
  prepareResponse,
  storableHeaders,
  writePrepared,
} from '../lib/prepared-response.ts';
import { StorefrontCache } from '../lib/storefront-cache.ts';
import { sessionCookieName } from './request-context.ts';
import { refuseRepeatedHost, securityHeaders } from './security.ts';
import { carriesShopperStore, languageHints, matchStoreRoute, SHOPPER_STORE_COOKIE } from './store-routes.ts';

export const STOREFRONT_CACHE_CHANNEL = 'storefront_cache';

/**
 * Answers that name their store in the URL are the same for everyone: a shared cache (a CDN) may
 * keep them, revalidating each time with the ETag (a 304 from here), so an owner's edit shows at
 * once. Answers that find their store by Host or by the signed-in member's store vary on the cookie:
 * only the browser keeps them.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** What the OpenAPI description says of each cached read. */
export const CACHED_READ_DESCRIPTION =
  "Served from the per-store store-front cache (ADR 0013) until the store's data changes: the answer " +
  'carries a strong `ETag`, `Vary: Accept-Encoding` and `Cache-Control: public, max-age=0, must-revalidate` ' +
  '(with `?tenantId`; `private, no-cache` and `Vary: Cookie` when the store comes from the Host or the ' +
  'session), is sent brotli- or gzip-encoded when accepted, and a matching `If-None-Match` gets `304 Not Modified`.';

/** Where a request's answer may be cached: its key, and whether it names its store. */
export type CacheSlot = { key: string; shared: boolean };

const storeReads = new Set(['/api/products', '/api/cms/content', '/api/shipping-options']);
const storeIdQuery = /^tenantId=[1-9]\d{0,8}$/;
/**
 * The product list in one of the store's currencies (docs/decisions/0105): the currency is part of
 * the URL and so of the key; a rate or an explicit price changing notifies like any catalogue write.
 */
const productsQuery = /^(?:tenantId=[1-9]\d{0,8}&)?currency=[A-Z]{3}$/;

/**
 * The cache key of a store-front read, or null for any other request. Only canonical URLs qualify
 * (no other query parameters), so nobody can fill the cache with variants of one page. A read
 * that finds its store by Host or session is cached only without a session cookie, keyed by Host.
 */
export function cacheSlotOf(req: IncomingMessage, sessionCookie: string): CacheSlot | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  // A publishable key names the store (ADR 0076): checked, and its CORS answered, on every request.
  if (req.headers['x-storefleet-key'] !== undefined) return null;
  const url = req.url ?? '/';
  const mark = url.indexOf('?');
  const path = mark < 0 ? url : url.slice(0, mark);
  const query = mark < 0 ? '' : url.slice(mark + 1);
  let shared: boolean;
  // An unprefixed store page answers in the shopper's language or redirects to it (ADR 0092): its
  // key carries the request's language hints, so no answer is ever served for another language.
  let hints = '';
  if (storeReads.has(path)) {
    if (query === '') shared = false;
    else if (storeIdQuery.test(query)) shared = true;
    else if (path === '/api/products' && productsQuery.test(query)) shared = query.startsWith('tenantId=');
    else return null;
  } else if (mark >= 0) {
    return null;
  } else if (path.startsWith('/api/')) {
    if (path === '/api/tenant/current') shared = false;
    else if (/^\/api\/tenant\/(?:[1-9]\d{0,8}\/public|slug\/[^/]+)$/.test(path)) shared = true;
    else return null;
  } else {
    const route = matchStoreRoute(path);
    if (!route) return null;
    shared = !('fromRequest' in route.store);
    if (!route.language) hints = ` lang:${languageHints(req.headers.cookie, req.headers['accept-language'])}`;
    // A screen showing the store the shopper came from (its cookie, ADR 0038) is that shopper's.
    if (!shared && carriesShopperStore(path) && hasCookie(req.headers.cookie, SHOPPER_STORE_COOKIE)) {
      return null;
    }
  }
  if (shared) return { key: `${url}${hints}`, shared };
  if (hasCookie(req.headers.cookie, sessionCookie)) return null;
  return { key: `${(req.headers.host ?? '').toLowerCase()} ${url}${hints}`, shared };
}

function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(';').some((pair) => pair.trim().startsWith(`${name}=`));
}

type Fill = { slot: CacheSlot; epoch: number; tenantId: number | null; end: () => void };

declare module 'fastify' {
  interface FastifyRequest {
    storefrontFill?: Fill;
  }
  interface FastifyInstance {
    storefrontCache: StorefrontCache;
  }
  interface FastifyContextConfig {
    /**
     * The route writes nothing a store front shows (a checkout's intent, details, card): its answer
     * need not wait for the cache's sync, which every other write waits for (ADR 0013). With
     * 'unless-marked', it waits only when a write of the request said it changed one
     * (markStorefrontChanged: the confirm whose sale sold a product out, ADR 0117).
     */
    storefrontUnchanged?: true | 'unless-marked';
  }
}

/** Marks `body` as the store front of store `tenantId`: it is cached, and dropped with that store. */
export function cacheAsStorefront<T>(request: FastifyRequest, tenantId: number | null, body: T): T {
  if (request.storefrontFill) request.storefrontFill.tenantId = tenantId;
  return body;
}

export function storefrontCacheLimits(
  config: Pick<Config, 'STOREFRONT_CACHE_TTL_SECONDS' | 'STOREFRONT_CACHE_MAX_MB'>,
) {
  return {
    ttlMs: config.STOREFRONT_CACHE_TTL_SECONDS * 1000,
    maxBytes: config.STOREFRONT_CACHE_MAX_MB * 1024 * 1024,
  };
}

type FastPath = {
  sessionCookie: string;
  cache?: StorefrontCache;
  /** The build's hashed assets by URL path (asset-memory.ts). */
  assets?: Map<string, PreparedResponse>;
  log?: FastifyBaseLogger;
};

/** Fastify's own keep-alive timeout, which a server from serverFactory does not get. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * Fastify's serverFactory: an http server that answers cache hits and the build's hashed assets
 * itself and hands everything else to Fastify. `fastPath.cache` is set once the app has its cache (buildApp).
 */
export function storefrontServerFactory(fastPath: FastPath) {
  return (handler: (req: IncomingMessage, res: ServerResponse) => void) => {
    const refusalHeaders = securityHeaders();
    const server = http.createServer((req, res) => {
      // First, before a cache slot is chosen by Host: a second Host header is a 400 (security.ts).
      if (refuseRepeatedHost(req, res, refusalHeaders)) return;
      const { cache } = fastPath;
      if (req.method === 'GET' || req.method === 'HEAD') {
        const url = req.url ?? '';
        const asset = fastPath.assets?.get(url);
        if (asset) return writePrepared(req, res, asset);
        // A shared slot's key is its URL (cacheSlotOf; other keys start with the Host and a space,
        // which no request target holds): a fresh hit on it needs no parsing of the URL at all.
        const hit = cache?.peekFresh(url);
        if (hit) return writeHit(hit, req, res, fastPath.log);
      }
      const slot = cache?.enabled ? cacheSlotOf(req, fastPath.sessionCookie) : null;
      if (!cache || !slot) return handler(req, res);
      if (serveHit(cache, slot, req, res, fastPath.log)) return;
      const filling = cache.fillInProgress(slot.key);
      if (!filling) return handler(req, res);
      filling.then(() => {
        if (!serveHit(cache, slot, req, res, fastPath.log)) handler(req, res);
      });
    });
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    return server;
  };
}

function serveHit(
  cache: StorefrontCache,
  slot: CacheSlot,
  req: IncomingMessage,
  res: ServerResponse,
  log: FastifyBaseLogger | undefined,
): boolean {
  const entry = cache.get(slot.key);
  if (!entry) return false;
  writeHit(entry, req, res, log);
  return true;
}

function writeHit(
  entry: PreparedResponse,
  req: IncomingMessage,
  res: ServerResponse,
  log: FastifyBaseLogger | undefined,
): void {
  writePrepared(req, res, entry);
  // Successful cached reads are logged at debug only (errors never come from here).
  if (log && (log.level === 'debug' || log.level === 'trace')) {
    log.debug({ method: req.method, url: req.url, statusCode: res.statusCode }, 'store-front cache hit');
  }
}

/**
 * The cache of this app: listens for invalidations, serves hits to requests that reach Fastify
 * anyway (app.inject in tests; a request that waited for a fill), and stores fills.
 */
export async function registerStorefrontCache(
  app: FastifyInstance,
  deps: { config: Config; database: Pick<Database, 'listen' | 'replica'>; fastPath?: FastPath },
): Promise<void> {
  const cache = new StorefrontCache(storefrontCacheLimits(deps.config));
  const sessionCookie = sessionCookieName(deps.config);
  app.decorate('storefrontCache', cache);
  let listener: Listener | undefined;
  if (cache.limits.ttlMs > 0) {
    listener = await deps.database.listen(STOREFRONT_CACHE_CHANNEL, {
      // A store's id drops that store; anything else ('*' when a domain changes hands) drops all.
      onMessage(payload) {
        // Refills read the replica again only once it has replayed this write (db/replica.ts).
        deps.database.replica?.invalidated();
        if (/^[1-9]\d{0,9}$/.test(payload)) cache.invalidate(Number(payload));
        else cache.clear();
      },
      onReset(live) {
        deps.database.replica?.invalidated();
        cache.clear();
        cache.live = live;
      },
    });
    cache.sync = () => listener?.sync() ?? Promise.resolve();
    app.addHook('onClose', async () => {
      cache.live = false;
      await listener?.close();
    });
  }
  if (deps.fastPath) {
    deps.fastPath.cache = cache;
    deps.fastPath.log = app.log;
  }

  app.addHook('onRequest', (request, reply, done) => {
    const slot = cache.enabled ? cacheSlotOf(request.raw, sessionCookie) : null;
    if (!slot) return done();
    const entry = cache.get(slot.key);
    if (entry) {
      reply.hijack();
      writePrepared(request.raw, reply.raw, entry);
      return;
    }
    // Requests for the same key that arrive meanwhile wait for this one (storefrontServerFactory).
    const end = request.method === 'GET' ? cache.beginFill(slot.key) : () => {};
    reply.raw.once('close', end);
    request.storefrontFill = { slot, epoch: cache.epoch, tenantId: null, end };
    done();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const fill = request.storefrontFill;
    if (!fill) {
      // A write answers only after this instance has dropped what it changed (read your own write).
      const write = request.method !== 'GET' && request.method !== 'HEAD';
      if (write && changesStorefront(request)) await cache.sync();
      return payload;
    }
    const { tenantId } = fill;
    if (tenantId === null || !isStorable(request, reply, payload)) {
      fill.end();
      return payload;
    }
    reply.header('cache-control', fill.slot.shared ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL);
    reply.header('vary', fill.slot.shared ? 'Accept-Encoding' : 'Accept-Encoding, Cookie');
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    const headers = storableHeaders(reply.getHeaders());
    const entry = await prepareResponse(tenantId, body, headers, Date.now() + cache.limits.ttlMs);
    cache.put(fill.slot.key, entry, fill.epoch);
    fill.end();
    // This answer is exactly what a hit on the entry sends.
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    reply.headers(entry.heads[encoding]);
    reply.removeHeader('content-length');
    return entry.bodies[encoding];
  });
}

/** Whether a write request's answer waits for the cache's sync (read your own write). */
function changesStorefront(request: FastifyRequest): boolean {
  const unchanged = request.routeOptions.config.storefrontUnchanged;
  if (unchanged === 'unless-marked') return request.ctx?.storefrontChanged?.marked !== false;
  return unchanged !== true;
}

function isStorable(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): payload is string | Buffer {
  if (request.method !== 'GET' || reply.statusCode !== 200) return false;
  if (reply.hasHeader('set-cookie') || reply.hasHeader('content-encoding')) return false;
  return typeof payload === 'string' || Buffer.isBuffer(payload);
}
