// Customer accounts (DESIGN §6): made at checkout with no password (auth's ensureCustomerAccount),
// until the customer sets one through the e-mailed single-use link this module issues and spends;
// and "sign out everywhere" for any signed-in user.
import type { SetPasswordInput } from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { requireUser } from '../auth/authorize.ts';
import { hashPassword } from '../auth/password.ts';
import { destroyUserSessions } from '../auth/session.service.ts';
import { setUserPassword } from '../auth/users.service.ts';
import { consumeAccountToken, insertAccountToken } from './account.queries.ts';

export const SET_PASSWORD_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const SET_PASSWORD = 'set_password';
export const LINK_UNUSABLE = 'This link has expired or was already used';

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
    await setUserPassword({ db: tx as Db }, userId, passwordHash);
  });
}

/** Ends every session of the signed-in user, on every device, this one included (401 when anonymous). */
export async function signOutEverywhere(ctx: Ctx): Promise<number> {
  const actor = requireUser(ctx);
  const ended = await destroyUserSessions(ctx.db, actor.userId);
  ctx.log.info({ userId: actor.userId, ended }, 'Signed out everywhere');
  return ended;
}
