// Cookie sessions (DESIGN §5): a random 256-bit id in the cookie, its sha256 in the table.
import { type Actor, type Ctx, platformDb } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import {
  deleteExpiredSessions,
  deleteSession,
  extendSession,
  findLiveSession,
  insertSession,
} from './sessions.queries.ts';
import { listMemberships } from './users.queries.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function createSession(db: Db, userId: number, tenantId: number | null): Promise<string> {
  const token = randomToken();
  await insertSession(db, {
    idHash: sha256Hex(token),
    userId,
    tenantId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

export async function pruneExpiredSessions(db: Db) {
  await deleteExpiredSessions(db);
}

export async function destroySession(db: Db, token: string) {
  await deleteSession(db, sha256Hex(token));
}

/** The signed-in actor for a cookie value, or null when the session is unknown or expired. */
export async function loadActor(ctx: Pick<Ctx, 'db' | 'scopes'>, token: string): Promise<Actor | null> {
  const { db } = ctx;
  const idHash = sha256Hex(token);
  const session = await findLiveSession(db, idHash);
  if (!session) return null;
  // Sliding expiry, written at most about once a day per session.
  if (session.expiresAt.getTime() - Date.now() < SESSION_TTL_MS - 24 * 60 * 60 * 1000) {
    await extendSession(db, idHash, new Date(Date.now() + SESSION_TTL_MS));
  }
  // A user's memberships span stores: read on the platform path.
  const memberships = await listMemberships(platformDb(ctx), session.userId);
  const chosen = memberships.findIndex((m) => m.tenantId === session.tenantId);
  if (chosen > 0) memberships.unshift(...memberships.splice(chosen, 1));
  return {
    userId: session.userId,
    username: session.username,
    email: session.email,
    isSuperAdmin: session.isAdmin === 'true',
    memberships,
    sessionTenantId: session.tenantId,
  };
}
