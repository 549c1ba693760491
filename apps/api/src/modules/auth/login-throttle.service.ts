// Sign-in throttle (DESIGN §5): every attempt is counted and checked BEFORE the password is, in one
// atomic statement, per username-from-one-address and per address. A username from one address
// gets 5 attempts per 15 minutes; an address 100 failed ones across usernames (× RATE_LIMIT_MULTIPLIER,
// which never turns this off): high enough that one guesser behind an office's or a carrier's shared
// address does not lock out everyone else there, who each keep their own 5. A stranger's guesses
// count against the stranger's own address only, so they never lock the owner out from another one
// (no lock on a username across addresses). An IPv6 client is counted by its /64, inside which it
// could otherwise rotate addresses (lib/client-address.ts).
import type { Ctx } from '../../context.ts';
import { clientAddressGroup } from '../../lib/client-address.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { RateLimitedError } from '../../lib/errors.ts';
import {
  countAttempts,
  deleteExpiredThrottles,
  deleteThrottle,
  uncountAttempt,
} from './login-throttle.queries.ts';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
/** The guard against guessing one account's password: not scaled by RATE_LIMIT_MULTIPLIER. */
export const MAX_ATTEMPTS_PER_USERNAME_AND_ADDRESS = 5;
export const MAX_FAILURES_PER_ADDRESS = 100;

/** Hashed: a mistyped password in the username box is not kept in the table. */
const pairKey = (username: string, ip: string) =>
  `login:pair:${sha256Hex(username.trim().toLowerCase())}:${clientAddressGroup(ip)}`;
const addressKey = (ip: string) => `login:ip:${clientAddressGroup(ip)}`;

/** Scales with the multiplier, but 0 (request limits off) leaves the base in force. */
function maxFailuresPerAddress(ctx: Ctx): number {
  const multiplier = ctx.config.RATE_LIMIT_MULTIPLIER || 1;
  return Math.max(1, Math.round(MAX_FAILURES_PER_ADDRESS * multiplier));
}

export type LoginAttempt = { username: string; ip: string };

/**
 * Counts this attempt and refuses it with 429 when either count is past its limit. Call before
 * checking the password: of N parallel attempts at most the limit's number get that far.
 */
export async function reserveLoginAttempt(
  ctx: Ctx,
  { username, ip }: { username: string; ip: string },
): Promise<LoginAttempt> {
  const pair = pairKey(username, ip);
  const counts = await countAttempts(ctx.db, [pair, addressKey(ip)], LOGIN_WINDOW_SECONDS);
  const refused = counts.filter(
    (row) =>
      row.failures > (row.key === pair ? MAX_ATTEMPTS_PER_USERNAME_AND_ADDRESS : maxFailuresPerAddress(ctx)),
  );
  if (refused.length > 0) {
    // A refused attempt checks no password: it is no failure of the address.
    await uncountAttempt(ctx.db, addressKey(ip));
    const retryAfterSeconds = Math.max(...refused.map((row) => row.retryAfterSeconds));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new RateLimitedError(
      `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      retryAfterSeconds,
    );
  }
  return { username, ip };
}

/** A right password: this username's count from this address starts over, and the address's
 * count gives back the attempt, so signing in often never locks an address. */
export async function releaseLoginAttempt(ctx: Ctx, attempt: LoginAttempt) {
  await deleteThrottle(ctx.db, pairKey(attempt.username, attempt.ip));
  await uncountAttempt(ctx.db, addressKey(attempt.ip));
}

/**
 * The password asked again of a signed-in user (before payment keys change): 5 tries per user in
 * the window, counted before the password is checked, so a stolen session cannot guess it.
 */
export async function reservePasswordRecheck(ctx: Pick<Ctx, 'db'>, userId: number): Promise<void> {
  const key = `recheck:user:${userId}`;
  const [row] = await countAttempts(ctx.db, [key], LOGIN_WINDOW_SECONDS);
  if (row && row.failures > MAX_ATTEMPTS_PER_USERNAME_AND_ADDRESS) {
    const minutes = Math.ceil(row.retryAfterSeconds / 60);
    throw new RateLimitedError(
      `Too many wrong passwords. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      row.retryAfterSeconds,
    );
  }
}

/** The right password given again: the user's re-check count starts over. */
export async function releasePasswordRecheck(ctx: Pick<Ctx, 'db'>, userId: number): Promise<void> {
  await deleteThrottle(ctx.db, `recheck:user:${userId}`);
}

/** Password-reset e-mails one account may be sent per window: enough for a lost one, not a flood. */
export const MAX_RESET_MAILS_PER_ACCOUNT = 3;

/**
 * Counts one password-reset e-mail to the account; false once the window's allowance is spent.
 * The requester is told nothing either way (the reset answer never depends on the account).
 */
export async function reservePasswordResetMail(ctx: Pick<Ctx, 'db'>, userId: number): Promise<boolean> {
  const [row] = await countAttempts(ctx.db, [`reset:user:${userId}`], LOGIN_WINDOW_SECONDS);
  return (row?.failures ?? 0) <= MAX_RESET_MAILS_PER_ACCOUNT;
}

/** For the prune job: counters whose window has passed. */
export function pruneLoginThrottle(ctx: Pick<Ctx, 'db'>): Promise<number> {
  return deleteExpiredThrottles(ctx.db, LOGIN_WINDOW_SECONDS);
}
