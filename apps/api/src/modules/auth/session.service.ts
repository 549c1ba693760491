// Cookie sessions (DESIGN §5): a random 256-bit id in the cookie, its sha256 in the table. A session
// ends after 7 days without use (idle lifetime, sliding) and 30 days after sign-in whatever happens
// (absolute lifetime): `expires_at` slides but never past `created_at` + 30 days.
import { type Actor, type Ctx, platformDb } from '../../context.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { ForbiddenError } from '../../lib/errors.ts';
import { releasePasswordRecheck, reservePasswordRecheck } from './login-throttle.service.ts';
import { verifyPassword } from './password.service.ts';
import {
  deleteExpiredSessions,
  deleteOtherUserSessions,
  deleteSession,
  deleteUserSessions,
  extendSession,
  findLiveSession,
  insertSession,
} from './sessions.queries.ts';
import { findUserById, listMemberships } from './users.queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Unused this long, a session ends. */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** However much it is used, a session ends this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 30 * DAY_MS;
/** The cookie's own lifetime: the absolute one (the server enforces the idle one). */
export const SESSION_TTL_MS = SESSION_ABSOLUTE_MS;
/** The sliding expiry is written at most about once an hour per session. */
const SLIDE_STEP_MS = 60 * 60 * 1000;

/** The sliding expiry after a use at `now`: idle lifetime ahead, capped at the absolute end. */
export function slidingExpiry(createdAt: Date, now: number): Date {
  return new Date(Math.min(now + SESSION_IDLE_MS, createdAt.getTime() + SESSION_ABSOLUTE_MS));
}

/**
 * Starts a session for the user, with the store chosen at sign-in (`tenantId`, not the acting store:
 * none acts yet at sign-in). Resolves to the token for the cookie.
 */
export async function createSession(
  ctx: Pick<Ctx, 'db'>,
  { userId, tenantId }: { userId: number; tenantId: number | null },
): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await insertSession(ctx.db, {
    idHash: sha256Hex(token),
    userId,
    tenantId,
    createdAt: new Date(now),
    expiresAt: slidingExpiry(new Date(now), now),
  });
  return token;
}

export async function pruneExpiredSessions(ctx: Pick<Ctx, 'db'>) {
  await deleteExpiredSessions(ctx.db);
}

export async function destroySession(ctx: Pick<Ctx, 'db'>, token: string) {
  await deleteSession(ctx.db, sha256Hex(token));
}

/** "Sign out everywhere": every session of the user ends, this one included. Resolves to how many. */
export function destroyUserSessions(ctx: Pick<Ctx, 'db'>, userId: number): Promise<number> {
  return deleteUserSessions(ctx.db, userId);
}

/**
 * After a password change: every session of the user ends except `keepToken`'s (the browser that
 * made the change, when it is signed in as that user). Resolves to how many ended.
 */
export function destroyOtherUserSessions(
  ctx: Pick<Ctx, 'db'>,
  { userId, keepToken }: { userId: number; keepToken?: string },
): Promise<number> {
  return deleteOtherUserSessions(ctx.db, userId, keepToken === undefined ? undefined : sha256Hex(keepToken));
}

/**
 * The signed-in user types their password again before a sensitive change (payment keys): a
 * session cookie alone, borrowed or stolen, is not enough. 403 with a readable message otherwise.
 */
export async function requireCurrentPassword(ctx: Pick<Ctx, 'db' | 'actor'>, password?: string | null) {
  if (!ctx.actor) throw new ForbiddenError('Please sign in again');
  if (!password) throw new ForbiddenError('Enter your current password to change payment keys');
  await reservePasswordRecheck(ctx, ctx.actor.userId);
  const user = await findUserById(ctx.db, ctx.actor.userId);
  if (!user?.password || !(await verifyPassword(user.password, password))) {
    throw new ForbiddenError('Your current password is not correct');
  }
  await releasePasswordRecheck(ctx, ctx.actor.userId);
}

/** The signed-in actor for a cookie value, or null when the session is unknown or expired. */
export async function loadActor(ctx: Pick<Ctx, 'db' | 'scopes'>, token: string): Promise<Actor | null> {
  const { db } = ctx;
  const idHash = sha256Hex(token);
  const now = Date.now();
  const session = await findLiveSession(db, idHash, new Date(now), new Date(now - SESSION_ABSOLUTE_MS));
  if (!session) return null;
  const next = slidingExpiry(session.createdAt, now);
  if (next.getTime() - session.expiresAt.getTime() > SLIDE_STEP_MS) await extendSession(db, idHash, next);
  // A user's memberships span stores: read on the platform path.
  const memberships = await listMemberships(platformDb(ctx), session.userId);
  const chosen = memberships.findIndex((m) => m.tenantId === session.tenantId);
  if (chosen > 0) memberships.unshift(...memberships.splice(chosen, 1));
  return {
    userId: session.userId,
    username: session.username,
    email: session.email,
    isSuperAdmin: session.isAdmin,
    memberships,
    sessionTenantId: session.tenantId,
  };
}
