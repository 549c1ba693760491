// A request carrying a publishable key (`X-Storefleet-Key: sf_pub_…`, ADR 0076): the key names the
// store instead of the slug or host, on the read-only store-front API and create-payment-intent only
// (403 anywhere else, every admin route included); an unknown or revoked key is 401. CORS: the
// answer allows the request's Origin only when the key lists it, a write from an unlisted origin is
// 403, and a preflight (which carries no key) is allowed for an origin some live key lists. Keys are
// kept in memory per instance and dropped with their store's store-front invalidation (migration
// 0036's trigger), so the hot store front does not look its key up on every request.
import { STOREFRONT_KEY_HEADER, STOREFRONT_KEY_PREFIX } from '@storefleet/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Ctx, platformDb } from '../../context.ts';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import {
  findStorefrontKey,
  isOriginListed,
  type StorefrontKeyForRequest,
} from './storefront-keys.queries.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The store a publishable key named (ADR 0076); undefined without one. */
    storefrontKeyTenantId?: number;
  }
}

/** The routes a publishable key opens, as Fastify names them, with their methods. */
export const STOREFRONT_KEY_ROUTES: ReadonlyMap<string, readonly string[]> = new Map([
  ['/api/products', ['GET', 'HEAD']],
  ['/api/products/by-handle/:handle', ['GET', 'HEAD']],
  ['/api/cms/content', ['GET', 'HEAD']],
  ['/api/shipping-options', ['GET', 'HEAD']],
  ['/api/create-payment-intent', ['POST']],
]);

const OPENED_LIST = 'products, content, shipping options and create-payment-intent';

/** What this instance keeps: key → its store and origins; origin → listed by some live key. */
export class StorefrontKeyMemory {
  private readonly keys = new Map<string, StorefrontKeyForRequest>();
  private readonly origins = new Map<string, boolean>();
  constructor(private readonly max = 10_000) {}

  key(key: string): StorefrontKeyForRequest | undefined {
    return this.keys.get(key);
  }
  rememberKey(key: string, found: StorefrontKeyForRequest): void {
    if (this.keys.size >= this.max) this.keys.delete(this.keys.keys().next().value!);
    this.keys.set(key, found);
  }
  origin(origin: string): boolean | undefined {
    return this.origins.get(origin);
  }
  rememberOrigin(origin: string, listed: boolean): void {
    if (this.origins.size >= this.max) this.origins.delete(this.origins.keys().next().value!);
    this.origins.set(origin, listed);
  }
  /** A store's keys changed (or its data did): its keys, and every origin answer, are asked again. */
  forgetStore(tenantId: number): void {
    for (const [key, found] of this.keys) if (found.tenantId === tenantId) this.keys.delete(key);
    this.origins.clear();
  }
  clear(): void {
    this.keys.clear();
    this.origins.clear();
  }
}

function addVary(reply: FastifyReply, value: string): void {
  const existing = reply.getHeader('vary');
  reply.header('vary', existing ? `${existing}, ${value}` : value);
}

/** The store a call already names (?tenantId or a JSON body's tenantId), as sent. */
function namedStore(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return Number(value);
}

export function registerStorefrontKeys(app: FastifyInstance, database: Pick<Ctx, 'scopes'>): void {
  const memory = new StorefrontKeyMemory();
  // Kept only while this instance hears the invalidations (the store-front cache's LISTEN).
  const keeping = () => app.storefrontCache.enabled;
  app.storefrontCache.onInvalidate((tenantId) => memory.forgetStore(tenantId));
  app.storefrontCache.onClear(() => memory.clear());
  const db = platformDb(database);
  // The description says which calls take a key: optional (`{}`: none needed), scheme storefrontKey.
  app.addHook('onRoute', (route) => {
    const methods = STOREFRONT_KEY_ROUTES.get(route.url);
    if (!methods || ![route.method].flat().some((method) => methods.includes(method))) return;
    route.schema = { ...route.schema, security: [{}, { storefrontKey: [] }] };
  });

  async function lookUp(key: string): Promise<StorefrontKeyForRequest | undefined> {
    const kept = memory.key(key);
    if (kept) return kept;
    const shaped = key.startsWith(STOREFRONT_KEY_PREFIX) && key.length <= 64;
    const found = shaped ? await findStorefrontKey(db, key) : undefined;
    if (found && keeping()) memory.rememberKey(key, found);
    return found;
  }

  async function originListed(origin: string): Promise<boolean> {
    const kept = memory.origin(origin);
    if (kept !== undefined) return kept;
    const listed = origin.length <= 200 && (await isOriginListed(db, origin));
    if (keeping()) memory.rememberOrigin(origin, listed);
    return listed;
  }

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers[STOREFRONT_KEY_HEADER];
    if (key === undefined || request.method === 'OPTIONS') return;
    const methods = STOREFRONT_KEY_ROUTES.get(request.routeOptions.url ?? '');
    if (!methods?.includes(request.method)) {
      throw new ForbiddenError(
        `A publishable key opens only the store-front API (${OPENED_LIST}): send no ${'X-Storefleet-Key'} here`,
      );
    }
    const found = typeof key === 'string' ? await lookUp(key) : undefined;
    if (!found) throw new UnauthorizedError('Invalid publishable key: no store has this key');
    if (found.revokedAt) throw new UnauthorizedError('Invalid publishable key: this key was revoked');
    const origin = request.headers.origin;
    addVary(reply, 'Origin');
    if (typeof origin === 'string') {
      if (found.allowedOrigins.includes(origin)) reply.header('access-control-allow-origin', origin);
      else if (request.method !== 'GET' && request.method !== 'HEAD')
        throw new ForbiddenError(
          `The origin ${origin.slice(0, 100)} is not allowed to use this publishable key: add it to the key in Settings → API Keys`,
        );
    }
    const query = request.query as Record<string, unknown>;
    const named = namedStore(query.tenantId);
    if (named !== undefined && named !== found.tenantId)
      throw new ForbiddenError('This publishable key belongs to another store');
    if (request.method === 'GET' || request.method === 'HEAD') query.tenantId = String(found.tenantId);
    request.storefrontKeyTenantId = found.tenantId;
  });

  // create-payment-intent's body names its store: the key's, filled in when the body names none.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const tenantId = request.storefrontKeyTenantId;
    if (tenantId === undefined || request.method !== 'POST') return;
    const body = request.body as Record<string, unknown> | null;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const named = namedStore(body.tenantId);
    if (named !== undefined && named !== tenantId)
      throw new ForbiddenError('This publishable key belongs to another store');
    body.tenantId = tenantId;
  });

  // Preflights: a browser asks before sending X-Storefleet-Key or a JSON body, without the key.
  for (const [url, methods] of STOREFRONT_KEY_ROUTES) {
    app.options(
      url,
      {
        schema: {
          tags: ['api-keys'],
          summary: `The CORS preflight of ${url} for a headless store front with a publishable key`,
          description:
            'Allows the Origin (Access-Control-Allow-Origin, the methods, `X-Storefleet-Key` and `Content-Type`) when a live ' +
            'publishable key of some store lists it; otherwise 204 with no CORS headers, which the browser refuses. ' +
            "The answer itself carries CORS headers only for the origins the request's own key lists (ADR 0076).",
          response: { 204: z.null().describe('No content') },
        },
      },
      async (request, reply) => {
        const origin = request.headers.origin;
        const asked = String(request.headers['access-control-request-method'] ?? '').toUpperCase();
        addVary(reply, 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers');
        if (typeof origin === 'string' && methods.includes(asked) && (await originListed(origin))) {
          reply.headers({
            'access-control-allow-origin': origin,
            'access-control-allow-methods': methods.join(', '),
            'access-control-allow-headers': 'X-Storefleet-Key, Content-Type',
            'access-control-max-age': '600',
          });
        }
        return reply.status(204).send();
      },
    );
  }
}
