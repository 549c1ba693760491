// Security headers and the cross-origin guard for state-changing requests (DESIGN §5).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { ForbiddenError } from '../lib/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Provider webhooks come from other origins by design and are verified by signature instead. */
const isWebhook = (url: string) => url.startsWith('/api/webhooks/');

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

export async function registerSecurity(app: FastifyInstance) {
  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (SAFE_METHODS.has(request.method) || isWebhook(request.url) || !isCrossOrigin(request)) return done();
    done(new ForbiddenError('Cross-origin requests are not allowed'));
  });
}
