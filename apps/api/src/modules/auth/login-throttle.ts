// Sign-in rate limit: 429 after repeated failures for one username or from one address.
import type { Ctx } from '../../context.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';
import { clearThrottle, listThrottleRows, recordThrottleFailure } from './login-throttle.queries.ts';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

const usernameKey = (username: string) => `login:user:${username.toLowerCase()}`;
const addressKey = (ip: string) => `login:ip:${ip}`;

export async function assertLoginAllowed(ctx: Ctx, username: string, ip: string) {
  const rows = await listThrottleRows(ctx.db, [usernameKey(username), addressKey(ip)]);
  const windowStart = Date.now() - LOGIN_WINDOW_SECONDS * 1000;
  for (const row of rows) {
    if (row.windowStart.getTime() < windowStart) continue;
    const limit = row.key.startsWith('login:user:') ? MAX_FAILURES_PER_USERNAME : MAX_FAILURES_PER_ADDRESS;
    if (row.failures >= limit) {
      throw new TooManyRequestsError(
        'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
      );
    }
  }
}

export async function recordLoginFailure(ctx: Ctx, username: string, ip: string) {
  await recordThrottleFailure(ctx.db, usernameKey(username), LOGIN_WINDOW_SECONDS);
  await recordThrottleFailure(ctx.db, addressKey(ip), LOGIN_WINDOW_SECONDS);
}

export async function clearLoginFailures(ctx: Ctx, username: string) {
  await clearThrottle(ctx.db, usernameKey(username));
}
