// Customer accounts (DESIGN §6): made at checkout for a new e-mail address, with no password until
// the customer sets one through the e-mailed single-use link.
import type { SetPasswordInput } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { hashPassword } from '../auth/password.ts';
import {
  consumeAccountToken,
  findUserIdByEmail,
  insertAccountToken,
  insertCustomer,
  updateUserPassword,
} from './account.queries.ts';

export const SET_PASSWORD_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const SET_PASSWORD = 'set_password';
export const LINK_UNUSABLE = 'This link has expired or was already used';

/**
 * The account for an e-mail address, made when there is none (username = the lower-cased address).
 * Safe under concurrency: a parallel checkout that made it first is found instead.
 */
export async function ensureCustomerAccount(
  db: Db,
  email: string,
): Promise<{ userId: number; created: boolean }> {
  const address = email.trim().toLowerCase();
  const existing = await findUserIdByEmail(db, address);
  if (existing !== undefined) return { userId: existing, created: false };
  const created = await insertCustomer(db, address);
  if (created !== undefined) return { userId: created, created: true };
  const raced = await findUserIdByEmail(db, address);
  if (raced === undefined) throw new Error(`Could not create or find the account for ${address}`);
  return { userId: raced, created: false };
}

/** A new single-use token; only its sha256 is stored. Returns the token for the e-mail link. */
export async function createSetPasswordToken(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomToken();
  await insertAccountToken(db, {
    tokenHash: sha256Hex(token),
    userId,
    purpose: SET_PASSWORD,
    expiresAt: new Date(now.getTime() + SET_PASSWORD_TOKEN_TTL_MS),
  });
  return token;
}

export function setPasswordUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/set-password?token=${encodeURIComponent(token)}`;
}

export async function setPasswordWithToken(ctx: Ctx, input: SetPasswordInput): Promise<void> {
  // Hash first: the slow part stays outside the transaction that spends the token.
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx as Db, sha256Hex(input.token), SET_PASSWORD, new Date());
    if (userId === undefined) throw new BadRequestError(LINK_UNUSABLE);
    await updateUserPassword(tx as Db, userId, passwordHash);
  });
}
