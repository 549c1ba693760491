// A store's team invitations (ADR 0030): the only file that touches team_invitations. Every query
// but the link's look-up runs on the acting store's handle; the look-up by token hash comes before
// any store is known, so the caller passes the platform path for it.
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { teamInvitations } from '../../db/schema/index.ts';

export type InvitationRow = typeof teamInvitations.$inferSelect;

const pending = and(isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt));

export async function insertInvitation(
  db: Db,
  values: typeof teamInvitations.$inferInsert,
): Promise<InvitationRow> {
  const [row] = await db.insert(teamInvitations).values(values).returning();
  return row!;
}

/** Invitations not yet accepted or revoked (expired ones too: they can be resent). */
export function listPendingInvitations(db: Db, tenantId: number): Promise<InvitationRow[]> {
  return db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.tenantId, tenantId), pending))
    .orderBy(asc(teamInvitations.id));
}

export async function findPendingInvitation(db: Db, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.tenantId, tenantId), eq(teamInvitations.id, id), pending));
  return row;
}

/** Every pending invitation of that address in the store is revoked (a new one replaces them). */
export async function revokeInvitationsTo(db: Db, tenantId: number, email: string, now: Date) {
  await db
    .update(teamInvitations)
    .set({ revokedAt: now, updatedAt: now })
    .where(
      and(eq(teamInvitations.tenantId, tenantId), sql`lower(${teamInvitations.email}) = ${email}`, pending),
    );
}

export async function revokeInvitation(db: Db, tenantId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(teamInvitations)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(teamInvitations.tenantId, tenantId), eq(teamInvitations.id, id), pending))
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

/** A resent invitation: a new token and expiry; the old link stops working. */
export async function renewInvitation(
  db: Db,
  tenantId: number,
  id: number,
  values: { tokenHash: string; expiresAt: Date },
  now: Date,
) {
  const [row] = await db
    .update(teamInvitations)
    .set({ ...values, updatedAt: now })
    .where(and(eq(teamInvitations.tenantId, tenantId), eq(teamInvitations.id, id), pending))
    .returning();
  return row;
}

/** The invitation a link names, if it can still be used (platform path: no store is known yet). */
export async function findUsableInvitation(platform: Db, tokenHash: string, now: Date) {
  const [row] = await platform
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.tokenHash, tokenHash), pending, gt(teamInvitations.expiresAt, now)));
  return row;
}

/** Spends the link: only one caller wins; undefined when it was used, revoked or expired meanwhile. */
export async function acceptInvitation(db: Db, id: number, tokenHash: string, userId: number, now: Date) {
  const [row] = await db
    .update(teamInvitations)
    .set({ acceptedAt: now, acceptedBy: userId, updatedAt: now })
    .where(
      and(
        eq(teamInvitations.id, id),
        eq(teamInvitations.tokenHash, tokenHash),
        pending,
        gt(teamInvitations.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
