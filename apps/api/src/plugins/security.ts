// Security headers and the cross-origin guard for state-changing requests (DESIGN §5).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { ForbiddenError } from '../lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Provider webhooks come from other origins by design and are verified by signature instead. */
const isWebhook = (url: string) => url.startsWith('/api/webhooks/');
/**
 * A headless store front's call with a publishable key: a form cannot send that header, and the
 * key's own check (modules/storefront-keys, ADR 0076) allows only the origins the key lists.
 */
const hasStorefrontKey = (request: FastifyRequest) => request.headers['x-storefleet-key'] !== undefined;

export function isCrossOrigin(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false; // not a browser form or fetch: nothing to forge
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.stripe.com', 'https://gateway.sumup.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      connectSrc: ["'self'", 'https://api.stripe.com', 'https://api.sumup.com', 'https://gateway.sumup.com'],
      frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://gateway.sumup.com'],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * Helmet's headers for these options, worked out once. The options are the same for every answer
 * (no per-request nonce), and @fastify/helmet rebuilt Helmet's middleware on every request.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Whether a request names its Host more than once. Node keeps the first and drops the rest, but a
 * proxy or cache in front may have read another: the store the request is routed to (DESIGN §4, by
 * Host) and the store-front cache entry it gets must not depend on which one a hop believed.
 */
export function hasRepeatedHost(rawHeaders: readonly string[]): boolean {
  let seen = false;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (name.length !== 4 || name.toLowerCase() !== 'host') continue;
    if (seen) return true;
    seen = true;
  }
  return false;
}

export const REPEATED_HOST_MESSAGE = 'The request names its host more than once: send one Host header';

/**
 * Refuses a request with a repeated Host header (400, JSON as every API error), before the
 * store-front cache or Fastify sees it; the connection is closed, as for any malformed request.
 */
export function refuseRepeatedHost(
  req: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string>,
) {
  if (!hasRepeatedHost(req.rawHeaders)) return false;
  const body = JSON.stringify({ message: REPEATED_HOST_MESSAGE, code: 'validation_error' });
  res.writeHead(400, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    connection: 'close',
  });
  res.end(body);
  return true;
}

export async function registerSecurity(app: FastifyInstance) {
  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (SAFE_METHODS.has(request.method) || isWebhook(request.url) || hasStorefrontKey(request))
      return done();
    if (!isCrossOrigin(request)) return done();
    done(new ForbiddenError('Cross-origin requests are not allowed'));
  });
}
