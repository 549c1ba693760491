// Request limits for callers other modules identify (a store API key, ADR 0072), counted in the
// same shared counters as the per-address limits (rate-limits.plugin.ts, DESIGN §5).
import type { Ctx } from '../../context.ts';
import { RateLimitedError } from '../../lib/errors.ts';
import { scaledMax } from './rate-limits.plugin.ts';
import { countHit } from './rate-limits.queries.ts';

/**
 * Counts one request of a caller other modules identify (an API key: `bucket` 'api-keys', `key` its
 * id) against `max` per `windowSeconds`, scaled by RATE_LIMIT_MULTIPLIER; 429 with `message` and
 * the seconds to wait past it.
 */
export async function limitCallerRequests(
  ctx: Pick<Ctx, 'db' | 'config'>,
  limit: { bucket: string; key: string; max: number; windowSeconds: number; message: string },
): Promise<void> {
  const max = scaledMax(limit.max, ctx.config.RATE_LIMIT_MULTIPLIER);
  if (max === undefined) return;
  const { hits, retryAfterSeconds } = await countHit(ctx.db, limit.bucket, limit.key, limit.windowSeconds);
  if (hits > max) {
    throw new RateLimitedError(
      `${limit.message}, try again in ${retryAfterSeconds} seconds`,
      retryAfterSeconds,
    );
  }
}
