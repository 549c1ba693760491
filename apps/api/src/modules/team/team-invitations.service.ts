// Opening and accepting a team invitation's link (ADR 0030). The link's token is kept only as its
// sha256; the look-up by it is on the platform path (no store is known before it), everything after
// acts for the invitation's store. Accepting spends the link (one caller wins) and, in the same
// transaction, makes the account a member with the invited role: the signed-in account, else the
// account of the invited address — made now, or a password-less one (a customer made at checkout)
// given its first password. An address whose account has a password must sign in to accept, and a
// signed-in account accepts only an invitation sent to its own address.
import {
  TEAM_ROLE_LABELS,
  type TeamInvitationAccept,
  type TeamInvitationAccepted,
  type TeamInvitationLookup,
  type TeamRole,
} from '@storefleet/contracts';
import { type Ctx, platformDb, tenantCtx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { BadRequestError, ConflictError, ForbiddenError } from '../../lib/errors.ts';
import { hashPassword } from '../auth/password.service.ts';
import {
  addMember,
  createStaffAccount,
  findAccountByEmail,
  isMemberOf,
  setUserPassword,
} from '../auth/users.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import { acceptInvitation, findUsableInvitation } from './team.queries.ts';

export const INVITATION_UNUSABLE = 'This invitation has expired or was already used';
export const SIGN_IN_TO_ACCEPT =
  'An account with this e-mail address already exists: sign in with it, then open the link again';

export const invitationForAnother = (email: string) =>
  `This invitation is for ${email}. Sign in with that address to accept it, or sign out and open the link again to create its account.`;

async function usableInvitation(ctx: Ctx, token: string) {
  const row = await findUsableInvitation(platformDb(ctx), sha256Hex(token), new Date());
  if (!row) throw new BadRequestError(INVITATION_UNUSABLE);
  return row;
}

export async function lookupInvitation(ctx: Ctx, token: string): Promise<TeamInvitationLookup> {
  const row = await usableInvitation(ctx, token);
  const store = tenantCtx(ctx, row.tenantId);
  const tenant = await getTenant(store, row.tenantId);
  const user = await findAccountByEmail(store, row.email);
  return {
    storeName: tenant.name,
    email: row.email,
    role: TEAM_ROLE_LABELS[row.role as TeamRole] ?? row.role,
    accountExists: Boolean(user?.password),
  };
}

export async function acceptTeamInvitation(
  ctx: Ctx,
  input: TeamInvitationAccept,
): Promise<TeamInvitationAccepted> {
  const row = await usableInvitation(ctx, input.token);
  const store = tenantCtx(ctx, row.tenantId);
  const tenant = await getTenant(store, row.tenantId);
  const actor = ctx.actor;
  // Hash first: the slow part stays outside the transaction that spends the link.
  const passwordHash = !actor && input.password ? await hashPassword(input.password) : undefined;
  const now = new Date();
  const username = await store.db.transaction(async (tx) => {
    const db = tx as Db;
    let userId: number;
    let username: string;
    if (actor) {
      // The link was sent to one address: only that address's account may use it (a link passed
      // on, or read over a shoulder, makes nobody else a member).
      const invited = await findAccountByEmail({ db }, row.email);
      if (invited?.id !== actor.userId) throw new ForbiddenError(invitationForAnother(row.email));
      userId = actor.userId;
      username = actor.username;
    } else {
      const existing = await findAccountByEmail({ db }, row.email);
      if (existing?.password) throw new ConflictError(SIGN_IN_TO_ACCEPT);
      if (!passwordHash) throw new BadRequestError('Choose a password for your account');
      if (existing) {
        await setUserPassword({ db }, { userId: existing.id, passwordHash });
        userId = existing.id;
        username = existing.username;
      } else {
        const user = await createStaffAccount({ db }, { email: row.email.toLowerCase(), passwordHash });
        userId = user.id;
        username = user.username;
      }
    }
    if (await isMemberOf({ db, tenantId: row.tenantId }, userId)) {
      throw new ConflictError('You are already a member of this store');
    }
    const accepted = await acceptInvitation(db, row.id, row.tokenHash, userId, now);
    if (!accepted) throw new BadRequestError(INVITATION_UNUSABLE);
    await addMember(
      { db },
      {
        tenantId: row.tenantId,
        userId,
        role: accepted.role,
        permissions: accepted.permissions,
        invitedAt: accepted.createdAt,
      },
    );
    return username;
  });
  ctx.log.info({ tenantId: row.tenantId, invitationId: row.id }, 'Team invitation accepted');
  return { storeName: tenant.name, username, signedIn: actor !== null };
}
