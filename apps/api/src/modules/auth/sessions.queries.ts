// Session rows: stored by the sha256 of the cookie value, never the value itself.
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions, users } from '../../db/schema/index.ts';

export async function insertSession(
  db: Db,
  values: { idHash: string; userId: number; tenantId: number | null; createdAt: Date; expiresAt: Date },
) {
  await db.insert(sessions).values(values);
}

/** A session neither idle past `expires_at` nor signed in before `signedInAfter` (absolute lifetime). */
export async function findLiveSession(db: Db, idHash: string, now: Date, signedInAfter: Date) {
  const [row] = await db
    .select({
      userId: users.id,
      username: users.username,
      email: users.email,
      isAdmin: users.isAdmin,
      tenantId: sessions.tenantId,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now), gt(sessions.createdAt, signedInAfter)),
    );
  return row;
}

export async function extendSession(db: Db, idHash: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Db, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

export async function deleteUserSessions(db: Db, userId: number): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.idHash });
  return rows.length;
}

/** Every session of the user but the one kept (the caller's own, when it is theirs); how many ended. */
export async function deleteOtherUserSessions(db: Db, userId: number, keepIdHash?: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        keepIdHash === undefined ? undefined : ne(sessions.idHash, keepIdHash),
      ),
    )
    .returning({ id: sessions.idHash });
  return rows.length;
}

/** A member removed from a store: their sessions that chose that store end (ADR 0030). */
export async function deleteUserStoreSessions(db: Db, userId: number, tenantId: number): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.tenantId, tenantId)))
    .returning({ idHash: sessions.idHash });
  return rows.length;
}
