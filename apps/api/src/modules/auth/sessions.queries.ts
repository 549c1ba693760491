// Session rows: stored by the sha256 of the cookie value, never the value itself.
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions, users } from '../../db/schema/index.ts';

export async function insertSession(
  db: Db,
  values: { idHash: string; userId: number; tenantId: number | null; expiresAt: Date },
) {
  await db.insert(sessions).values(values);
}

export async function findLiveSession(db: Db, idHash: string) {
  const [row] = await db
    .select({
      userId: users.id,
      username: users.username,
      email: users.email,
      isAdmin: users.isAdmin,
      tenantId: sessions.tenantId,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, new Date())));
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
