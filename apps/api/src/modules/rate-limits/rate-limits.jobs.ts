// The prune job of the rate-limit counters and the sign-in throttle: both tables only need rows of
// windows that are still open.
import { pruneLoginThrottle } from '../auth/login-throttle.service.ts';
import type { JobHandler } from '../jobs/jobs.types.ts';
import { pruneRequestCounters } from './rate-limits.plugin.ts';

export const PRUNE_RATE_LIMITS_JOB = 'rate-limits.prune';
/** Every hour, off the hour. */
export const PRUNE_RATE_LIMITS_CRON = '41 * * * *';

export const rateLimitJobHandlers: Record<string, JobHandler> = {
  [PRUNE_RATE_LIMITS_JOB]: async (_payload, _job, ctx) => {
    const windows = await pruneRequestCounters(ctx);
    const throttles = await pruneLoginThrottle(ctx);
    ctx.log.info({ windows, throttles }, 'Pruned rate-limit counters');
  },
};
