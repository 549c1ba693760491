// A store's team (ADR 0030): its members and pending invitations, inviting by
// e-mail (a single-use link valid TEAM_INVITE_TTL_DAYS days), resending and revoking, changing a
// member's role, removing a member (never the last owner; their sessions on this store end). Every
// call here is owners' (route permission 'team'; requireTenantAdmin checks it) or a super admin's.
import {
  LAST_OWNER_MESSAGE,
  normalizePermissions,
  TEAM_INVITE_TTL_DAYS,
  TEAM_ROLE_LABELS,
  type Team,
  type TeamInvitation,
  type TeamInviteInput,
  type TeamMember,
  type TeamMemberUpdate,
  type TeamRole,
} from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { requireTenantAdmin } from '../auth/authorize.service.ts';
import { changeMemberRole, listStoreTeam, lockOwners, removeMember } from '../auth/users.service.ts';
import { queueEmail } from '../email/email.service.ts';
import { emailBrandOf } from '../email/email-brand.service.ts';
import { teamInviteEmail } from '../email/email-templates.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import {
  type InvitationRow,
  insertInvitation,
  listPendingInvitations,
  renewInvitation,
  revokeInvitation,
  revokeInvitationsTo,
} from './team.queries.ts';

export const TEAM_INVITE_TTL_MS = TEAM_INVITE_TTL_DAYS * 24 * 60 * 60 * 1000;
const MEMBER_NOT_FOUND = 'That person is not a member of this store';
const INVITATION_NOT_FOUND = 'That invitation was already accepted or revoked';

export function acceptInviteUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/accept-invite?token=${encodeURIComponent(token)}`;
}

function toInvitation(row: InvitationRow, now = Date.now()): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    permissions: row.permissions,
    invitedAt: row.updatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now,
  };
}

async function listMembers(db: Db, tenantId: number): Promise<TeamMember[]> {
  const rows = await listStoreTeam({ db, tenantId });
  return rows.map((row) => ({ ...row, joinedAt: row.joinedAt?.toISOString() ?? null }));
}

export async function getTeam(ctx: Ctx, requestedTenantId: number | undefined): Promise<Team> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId });
  const [members, invitations] = await Promise.all([
    listMembers(ctx.db, tenantId),
    listPendingInvitations(ctx.db, tenantId),
  ]);
  return { members, invitations: invitations.map((row) => toInvitation(row)) };
}

type Brand = ReturnType<typeof emailBrandOf>;

/** Queues the invitation e-mail with a link for `token` (in the caller's transaction). */
async function queueInviteEmail(ctx: Ctx, db: Db, brand: Brand, row: InvitationRow, token: string) {
  const tenantId = row.tenantId;
  const email = teamInviteEmail(brand, {
    storeName: brand.storeName,
    roleLabel: TEAM_ROLE_LABELS[row.role as TeamRole] ?? row.role,
    link: acceptInviteUrl(ctx.config.PUBLIC_URL, token),
    validDays: TEAM_INVITE_TTL_DAYS,
  });
  await queueEmail({ db, config: ctx.config }, { tenantId, to: row.email, ...email });
}

export async function inviteTeamMember(
  ctx: Ctx,
  { requestedTenantId, input }: { requestedTenantId: number | undefined; input: TeamInviteInput },
): Promise<TeamInvitation> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const members = await listStoreTeam(ctx);
  const already = members.some(
    (m) => m.email?.toLowerCase() === input.email || m.username.toLowerCase() === input.email,
  );
  if (already) throw new ConflictError('That person is already a member of this store');
  const brand = emailBrandOf(await getTenant(ctx, tenantId));
  const token = randomToken();
  const now = new Date();
  const row = await ctx.db.transaction(async (tx) => {
    const db = tx as Db;
    await revokeInvitationsTo(db, tenantId, input.email, now);
    const row = await insertInvitation(db, {
      tenantId,
      email: input.email,
      role: input.role,
      permissions: normalizePermissions(input.role, input.permissions),
      tokenHash: sha256Hex(token),
      invitedBy: ctx.actor?.userId ?? null,
      expiresAt: new Date(now.getTime() + TEAM_INVITE_TTL_MS),
    });
    await queueInviteEmail(ctx, db, brand, row, token);
    return row;
  });
  ctx.log.info({ tenantId, invitationId: row.id, role: row.role }, 'Team invitation sent');
  return toInvitation(row);
}

export async function resendInvitation(
  ctx: Ctx,
  { requestedTenantId, id }: { requestedTenantId: number | undefined; id: number },
): Promise<TeamInvitation> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  const brand = emailBrandOf(await getTenant(ctx, tenantId));
  const token = randomToken();
  const now = new Date();
  const row = await ctx.db.transaction(async (tx) => {
    const db = tx as Db;
    const row = await renewInvitation(
      db,
      tenantId,
      id,
      { tokenHash: sha256Hex(token), expiresAt: new Date(now.getTime() + TEAM_INVITE_TTL_MS) },
      now,
    );
    if (!row) throw new NotFoundError(INVITATION_NOT_FOUND);
    await queueInviteEmail(ctx, db, brand, row, token);
    return row;
  });
  return toInvitation(row);
}

export async function cancelInvitation(
  ctx: Ctx,
  { requestedTenantId, id }: { requestedTenantId: number | undefined; id: number },
) {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  if (!(await revokeInvitation(ctx.db, tenantId, id, new Date())))
    throw new NotFoundError(INVITATION_NOT_FOUND);
}

export async function updateTeamMember(
  ctx: Ctx,
  {
    requestedTenantId,
    userId,
    input,
  }: { requestedTenantId: number | undefined; userId: number; input: TeamMemberUpdate },
): Promise<TeamMember> {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  await ctx.db.transaction(async (tx) => {
    const db = tx as Db;
    const owners = await lockOwners({ db, tenantId });
    if (input.role !== 'owner' && owners.length === 1 && owners[0] === userId) {
      throw new ConflictError(LAST_OWNER_MESSAGE);
    }
    const values = { role: input.role, permissions: normalizePermissions(input.role, input.permissions) };
    if (!(await changeMemberRole({ db, tenantId }, { userId, ...values })))
      throw new NotFoundError(MEMBER_NOT_FOUND);
  });
  const member = (await listMembers(ctx.db, tenantId)).find((m) => m.userId === userId);
  if (!member) throw new NotFoundError(MEMBER_NOT_FOUND);
  return member;
}

/**
 * Removes a member: at once they have no access (memberships are read on every request), and
 * their sessions that chose this store end.
 */
export async function removeTeamMember(
  ctx: Ctx,
  { requestedTenantId, userId }: { requestedTenantId: number | undefined; userId: number },
) {
  const tenantId = await requireTenantAdmin(ctx, { requestedTenantId, write: true });
  await ctx.db.transaction(async (tx) => {
    const db = tx as Db;
    const owners = await lockOwners({ db, tenantId });
    if (owners.length === 1 && owners[0] === userId) throw new ConflictError(LAST_OWNER_MESSAGE);
    if (!(await removeMember({ db, tenantId }, userId))) throw new NotFoundError(MEMBER_NOT_FOUND);
  });
  ctx.log.info({ tenantId, userId }, 'Team member removed');
}
