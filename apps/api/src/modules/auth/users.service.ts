// User accounts and store memberships as other modules reach them: a store's owner (tenants, demo
// seed), a customer made at checkout, a password set through an e-mailed link (account), where a
// store's notices go (email). Auth owns the users and user_tenants tables; `ctx.db` may be the
// caller's transaction handle.
import { type Ctx, platformDb } from '../../context.ts';
import {
  findAccountsByUsernameOrEmail,
  findOwnerEmail,
  findUserByUsername,
  findUserIdByEmail,
  insertCustomer,
  insertMembership,
  insertUser,
  listMemberships,
  listStaffIdsByEmail,
  updateUserPassword,
} from './users.queries.ts';

/** Usernames are compared ignoring case, as the unique index does. */
export async function isUsernameTaken(ctx: Pick<Ctx, 'db'>, username: string): Promise<boolean> {
  return (await findUserByUsername(ctx.db, username)) !== undefined;
}

/** The owner account of a new store and its 'owner' membership, in the caller's transaction. */
export async function createStoreOwner(
  ctx: Pick<Ctx, 'db'>,
  owner: { tenantId: number; username: string; email: string; passwordHash: string },
): Promise<{ userId: number }> {
  const user = await insertUser(ctx.db, {
    username: owner.username,
    email: owner.email,
    password: owner.passwordHash,
    isAdmin: 'false',
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
 * checkout that made it first is found instead.
 */
export async function ensureCustomerAccount(
  ctx: Pick<Ctx, 'db'>,
  email: string,
): Promise<{ userId: number; created: boolean }> {
  const address = email.trim().toLowerCase();
  const existing = await findUserIdByEmail(ctx.db, address);
  if (existing !== undefined) return { userId: existing, created: false };
  const created = await insertCustomer(ctx.db, address);
  if (created !== undefined) return { userId: created, created: true };
  const raced = await findUserIdByEmail(ctx.db, address);
  if (raced === undefined) throw new Error(`Could not create or find the account for ${address}`);
  return { userId: raced, created: false };
}

/**
 * The accounts behind a checkout e-mail that an anonymous purchase is never filed under: super
 * admins and members (staff) of any store (ADR 0004). Memberships span stores, so this reads them on
 * the platform path; run it outside the caller's transaction.
 */
export function listStaffAccountsByEmail(ctx: Pick<Ctx, 'scopes'>, email: string): Promise<number[]> {
  return listStaffIdsByEmail(platformDb(ctx), email.trim().toLowerCase());
}

export async function setUserPassword(
  ctx: Pick<Ctx, 'db'>,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await updateUserPassword(ctx.db, userId, passwordHash);
}

/** Where a store's new-order notices go when it has no support address. */
export function findStoreOwnerEmail(ctx: Pick<Ctx, 'db'>, tenantId: number): Promise<string | undefined> {
  return findOwnerEmail(ctx.db, tenantId);
}

/** An account as a password reset sees it: who, where its mail goes, and whether it is a super admin. */
export type ResettableAccount = {
  userId: number;
  username: string;
  address: string | null;
  isSuperAdmin: boolean;
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
    isSuperAdmin: row.isAdmin === 'true',
  }));
}

/** The stores a user is a member of (staff), by store id; read on the platform path. */
export function listUserStoreIds(ctx: Pick<Ctx, 'scopes'>, userId: number): Promise<number[]> {
  return listMemberships(platformDb(ctx), userId).then((rows) => rows.map((row) => row.tenantId));
}
