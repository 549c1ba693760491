// User accounts and store memberships as other modules reach them: a store's owner (tenants, demo
// seed), a customer made at checkout, a password set through an e-mailed link (account), where a
// store's notices go (email). Auth owns the users and user_tenants tables; `ctx.db` may be the
// caller's transaction handle.
import { actingTenant, type Ctx, platformDb } from '../../context.ts';
import { deleteUserStoreSessions } from './sessions.queries.ts';
import {
  deleteMembership,
  findAccountsByUsernameOrEmail,
  findMembership,
  findOrInsertCustomer,
  findOwnerEmail,
  findPreferredLanguage,
  findUserById,
  findUserByUsername,
  findUserIdByEmail,
  insertMembership,
  insertUser,
  isStaffAccount,
  listMemberships,
  listStoreMembers,
  lockStoreOwners,
  type UserRow,
  updateMembershipRole,
  updatePreferredLanguage,
  updateUserPassword,
} from './users.queries.ts';

/** Usernames are compared ignoring case, as the unique index does. */
export async function isUsernameTaken(ctx: Pick<Ctx, 'db'>, username: string): Promise<boolean> {
  return (await findUserByUsername(ctx.db, username)) !== undefined;
}

/** The owner account of a new store and its 'owner' membership, in the caller's transaction. */
export async function createStoreOwner(
  ctx: Pick<Ctx, 'db'>,
  owner: { tenantId: number; username: string; email: string; passwordHash: string | null },
): Promise<{ userId: number }> {
  const user = await insertUser(ctx.db, {
    username: owner.username,
    email: owner.email,
    password: owner.passwordHash,
    isAdmin: false,
  });
  await insertMembership(ctx.db, {
    tenantId: owner.tenantId,
    userId: user.id,
    role: 'owner',
    joinedAt: new Date(),
  });
  return { userId: user.id };
}

/**
 * The account for an e-mail address, made when there is none (username = the lower-cased address),
 * with no password until the customer sets one (DESIGN §6). Safe under concurrency: a parallel
 * checkout that made it first is found instead. `staff`: the account is a super admin or a member of
 * any store, which an anonymous purchase is never filed under (ADR 0004).
 */
export async function ensureCustomerAccount(
  ctx: Pick<Ctx, 'db'>,
  /** `language`: the page's language at checkout; a new account keeps it (docs/decisions/0095). */
  {
    email,
    language = null,
    token,
  }: {
    email: string;
    language?: string | null;
    /** A token row stored for the account when this call makes it (its set-password link). */
    token?: { tokenHash: string; purpose: string; expiresAt: Date };
  },
): Promise<{ userId: number; created: boolean; staff: boolean }> {
  const address = email.trim().toLowerCase();
  // Found or made in one round trip (checkout's hot path), with the new account's token if given.
  const account = await findOrInsertCustomer(ctx.db, address, language, token);
  if (account !== undefined) return account;
  const raced = await findUserIdByEmail(ctx.db, address);
  if (raced === undefined) throw new Error(`Could not create or find the account for ${address}`);
  return { userId: raced, created: false, staff: await isStaffAccount(ctx.db, raced) };
}

/** Sets an account's password; answers its username (what it signs in with). */
export async function setUserPassword(
  ctx: Pick<Ctx, 'db'>,
  { userId, passwordHash }: { userId: number; passwordHash: string },
): Promise<{ username: string | undefined }> {
  return { username: await updateUserPassword(ctx.db, userId, passwordHash) };
}

/** An account's language (docs/decisions/0095); null when none was chosen. */
export function findUserLanguage(ctx: Pick<Ctx, 'db'>, userId: number): Promise<string | null> {
  return findPreferredLanguage(ctx.db, userId);
}

export function setUserLanguage(
  ctx: Pick<Ctx, 'db'>,
  { userId, language }: { userId: number; language: string },
): Promise<void> {
  return updatePreferredLanguage(ctx.db, userId, language);
}

/** Where a store's new-order notices go when it has no support address. */
export function findStoreOwnerEmail(ctx: Pick<Ctx, 'db' | 'tenantId'>): Promise<string | undefined> {
  return findOwnerEmail(ctx.db, actingTenant(ctx));
}

/** An account as a password reset sees it: who, where its mail goes, and whether it is a super admin. */
export type ResettableAccount = {
  userId: number;
  username: string;
  address: string | null;
  isSuperAdmin: boolean;
  /** The account's language: its reset e-mail is written in it (docs/decisions/0095). */
  preferredLanguage: string | null;
};

const looksLikeAddress = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/** The accounts a reset request names, each with the address its link goes to (null: none known). */
export async function findResettableAccounts(
  ctx: Pick<Ctx, 'db'>,
  usernameOrEmail: string,
): Promise<ResettableAccount[]> {
  const rows = await findAccountsByUsernameOrEmail(ctx.db, usernameOrEmail.trim());
  return rows.map((row) => ({
    userId: row.id,
    username: row.username,
    address: row.email || (looksLikeAddress(row.username) ? row.username : null),
    isSuperAdmin: row.isAdmin,
    preferredLanguage: row.preferredLanguage,
  }));
}

/** The stores a user is a member of (staff), by store id; read on the platform path. */
export function listUserStoreIds(ctx: Pick<Ctx, 'scopes'>, userId: number): Promise<number[]> {
  return listMemberships(platformDb(ctx), userId).then((rows) => rows.map((row) => row.tenantId));
}

// ---- A store's team (modules/team, ADR 0030) -------------------------------------------------------

/** The store's members with their accounts, owners first. */
export function listStoreTeam(ctx: Pick<Ctx, 'db' | 'tenantId'>) {
  return listStoreMembers(ctx.db, actingTenant(ctx));
}

/** The store's owners, locked until the caller's transaction ends (the last-owner rule). */
export function lockOwners(ctx: Pick<Ctx, 'db' | 'tenantId'>): Promise<number[]> {
  return lockStoreOwners(ctx.db, actingTenant(ctx));
}

export function changeMemberRole(
  ctx: Pick<Ctx, 'db' | 'tenantId'>,
  { userId, ...values }: { userId: number; role: string; permissions: string[] },
): Promise<boolean> {
  return updateMembershipRole(ctx.db, actingTenant(ctx), userId, values);
}

/** Removes a member: the membership and their sessions that chose this store. Resolves to false when none. */
export async function removeMember(ctx: Pick<Ctx, 'db' | 'tenantId'>, userId: number): Promise<boolean> {
  const tenantId = actingTenant(ctx);
  if (!(await deleteMembership(ctx.db, tenantId, userId))) return false;
  await deleteUserStoreSessions(ctx.db, userId, tenantId);
  return true;
}

/** The account an invitation's address belongs to, if any (username first, else e-mail). */
export async function findAccountByEmail(ctx: Pick<Ctx, 'db'>, email: string): Promise<UserRow | undefined> {
  const id = await findUserIdByEmail(ctx.db, email.trim().toLowerCase());
  return id === undefined ? undefined : findUserById(ctx.db, id);
}

/** A new staff account for an accepted invitation: username and e-mail are the address. */
export async function createStaffAccount(
  ctx: Pick<Ctx, 'db'>,
  { email, passwordHash }: { email: string; passwordHash: string },
) {
  return insertUser(ctx.db, { username: email, email, password: passwordHash, isAdmin: false });
}

export async function isMemberOf(ctx: Pick<Ctx, 'db' | 'tenantId'>, userId: number): Promise<boolean> {
  return (await findMembership(ctx.db, userId, actingTenant(ctx))) !== undefined;
}

export async function addMember(
  ctx: Pick<Ctx, 'db'>,
  values: { tenantId: number; userId: number; role: string; permissions: string[]; invitedAt: Date },
): Promise<void> {
  await insertMembership(ctx.db, { ...values, joinedAt: new Date() });
}
