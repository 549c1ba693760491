// Security headers and the cross-origin guard for state-changing requests (DESIGN §5).
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

export async function registerSecurity(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com', 'https://gateway.sumup.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: [
          "'self'",
          'https://api.stripe.com',
          'https://api.sumup.com',
          'https://gateway.sumup.com',
        ],
        frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://gateway.sumup.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || isWebhook(request.url)) return;
    if (isCrossOrigin(request)) throw new ForbiddenError('Cross-origin requests are not allowed');
  });
}
