// Per-address request limits on anonymous writes (DESIGN §5), counted in PostgreSQL so that every
// app instance shares them. A route opts in with one line, `config: { rateLimit: 'payment-intents' }`;
// the hook counts the request before its body is read and answers 429 with `Retry-After` past the
// limit. Every max is multiplied by RATE_LIMIT_MULTIPLIER; 0 turns these limits off. An IPv6 client
// is counted by its /64 (lib/client-address.ts).
import { errorBodySchema } from '@storefleet/contracts';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import type { Ctx } from '../../context.ts';
import { clientAddressGroup } from '../../lib/client-address.ts';
import { RateLimitedError } from '../../lib/errors.ts';
import { countHit, deleteEndedWindows } from './rate-limits.queries.ts';

type RequestLimit = {
  /** Requests per window at RATE_LIMIT_MULTIPLIER=1. */
  max: number;
  windowSeconds: number;
  /** Whom one counter covers: the client's address, or the address on one path (webhooks). */
  per: 'address' | 'address-and-path';
  /** What the 429 says was too many. */
  noun: string;
};

/** The limits, in one place (docs/deployment.md lists them): far above what a shopper or an admin does. */
export const REQUEST_LIMITS = {
  'payment-intents': { max: 60, windowSeconds: 600, per: 'address', noun: 'checkout attempts' },
  'sandbox-confirms': { max: 30, windowSeconds: 600, per: 'address', noun: 'card payments' },
  'account-tokens': { max: 10, windowSeconds: 900, per: 'address', noun: 'password links tried' },
  'storefront-passwords': { max: 30, windowSeconds: 900, per: 'address', noun: 'store passwords tried' },
  'password-resets': { max: 10, windowSeconds: 900, per: 'address', noun: 'password reset requests' },
  uploads: { max: 200, windowSeconds: 600, per: 'address', noun: 'uploads' },
  webhooks: { max: 600, windowSeconds: 600, per: 'address-and-path', noun: 'webhook calls' },
  'funnel-events': { max: 300, windowSeconds: 600, per: 'address', noun: 'store front events' },
} as const satisfies Record<string, RequestLimit>;

export type RateLimitName = keyof typeof REQUEST_LIMITS;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts this route's requests per address against one of REQUEST_LIMITS. */
    rateLimit?: RateLimitName;
  }
}

/** The limit's max under this multiplier; undefined when request limits are off. */
export function scaledMax(base: number, multiplier: number): number | undefined {
  return multiplier === 0 ? undefined : Math.max(1, Math.round(base * multiplier));
}

function counterKey(request: FastifyRequest, limit: RequestLimit): string {
  const address = clientAddressGroup(request.ip);
  if (limit.per === 'address') return address;
  return `${address} ${request.url.split('?')[0]}`;
}

/** The onRequest hook counting one route's requests against `name`'s limit. */
export function rateLimit(name: RateLimitName): onRequestHookHandler {
  const limit: RequestLimit = REQUEST_LIMITS[name];
  return async (request) => {
    const max = scaledMax(limit.max, request.ctx.config.RATE_LIMIT_MULTIPLIER);
    if (max === undefined) return;
    const { hits, retryAfterSeconds } = await countHit(
      request.ctx.db,
      name,
      counterKey(request, limit),
      limit.windowSeconds,
    );
    if (hits > max) {
      throw new RateLimitedError(
        `Too many ${limit.noun} from your address, try again in ${retryAfterSeconds} seconds`,
        retryAfterSeconds,
      );
    }
  };
}

function addHook(route: RouteOptions, hook: onRequestHookHandler) {
  const existing = route.onRequest;
  route.onRequest = existing === undefined ? [hook] : [...[existing].flat(), hook];
}

/**
 * Before any route is declared: routes whose config names a limit get the counting hook, and a
 * declared response map gets the 429 so that the OpenAPI description shows it.
 */
export function registerRateLimits(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const name = route.config?.rateLimit;
    if (!name) return;
    addHook(route, rateLimit(name));
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (response && !('429' in response)) response[429] = errorBodySchema;
  });
}

/** For the prune job: counters of windows that have ended. */
export function pruneRequestCounters(ctx: Pick<Ctx, 'db'>): Promise<number> {
  return deleteEndedWindows(ctx.db);
}
