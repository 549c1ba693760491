// Customer accounts (DESIGN §6): made at checkout with no password (auth's ensureCustomerAccount),
// until the customer sets one through the e-mailed single-use link this module issues and spends;
// and, for any signed-in user, "sign out everywhere" and changing their password.
import {
  type AccountLanguage,
  type AccountLanguageInput,
  type ChangePasswordInput,
  isStoreLanguage,
  type SetPasswordDone,
  type SetPasswordInput,
} from '@storefleet/contracts';
import type { Ctx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { requireUser } from '../auth/authorize.service.ts';
import { hashPassword } from '../auth/password.service.ts';
import {
  destroyOtherUserSessions,
  destroyUserSessions,
  requireCurrentPassword,
} from '../auth/session.service.ts';
import { findUserLanguage, setUserLanguage, setUserPassword } from '../auth/users.service.ts';
import { consumeAccountToken, insertAccountToken, spendUserTokens } from './account.queries.ts';

export const SET_PASSWORD_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const SET_PASSWORD = 'set_password';
export const LINK_UNUSABLE = 'This link has expired or was already used';

/** A new single-use token for `purpose`; only its sha256 is stored. Returns the token for the link. */
export async function createAccountToken(
  ctx: Pick<Ctx, 'db'>,
  {
    userId,
    purpose,
    ttlMs,
    now = new Date(),
  }: { userId: number; purpose: string; ttlMs: number; now?: Date },
): Promise<string> {
  const token = randomToken();
  await insertAccountToken(ctx.db, {
    tokenHash: sha256Hex(token),
    userId,
    purpose,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

/** A new customer's set-password token (7 days). */
export function createSetPasswordToken(ctx: Pick<Ctx, 'db'>, userId: number): Promise<string> {
  return createAccountToken(ctx, { userId, purpose: SET_PASSWORD, ttlMs: SET_PASSWORD_TOKEN_TTL_MS });
}

/** A set-password token's stored row, for an account not made yet (the account's insert writes it). */
export type PendingAccountToken = { tokenHash: string; purpose: string; expiresAt: Date };

/**
 * A set-password token for the account a checkout is about to make: the token for the link, and the
 * row the account's own insert stores with it (checkout's one statement, docs/performance.md).
 */
export function newSetPasswordToken(now = new Date()): { token: string; row: PendingAccountToken } {
  const token = randomToken();
  return {
    token,
    row: {
      tokenHash: sha256Hex(token),
      purpose: SET_PASSWORD,
      expiresAt: new Date(now.getTime() + SET_PASSWORD_TOKEN_TTL_MS),
    },
  };
}

/**
 * Where a store's shopper-facing page of the web app is (`/login`, `/set-password`, …): on the
 * store's own host when it has one (domains' storeAddress: the page knows its store by host),
 * else on the platform's, naming the store (`?store={slug}`, ADR 0038) so the page wears its frame.
 */
export type ShopperPages = { origin: string; ownHost: boolean; slug: string };

function shopperPageUrl(pages: ShopperPages, path: string, query: Record<string, string> = {}): string {
  const url = new URL(`${pages.origin}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  if (!pages.ownHost) url.searchParams.set('store', pages.slug);
  return url.toString();
}

/** The link for the customer's set-password page, at the store they bought from. */
export function setPasswordUrl(pages: ShopperPages, token: string): string {
  return shopperPageUrl(pages, '/set-password', { token });
}

/** `/{lang}` before a sign-in page's path for a language the store offers other than its default (docs/decisions/0095). */
const languagePrefix = (language: string | undefined) => (language ? `/${language}` : '');

/** The sign-in page, at the store (ADR 0038): for a guest whose e-mail already had an account. */
export function signInUrl(pages: ShopperPages, language?: string): string {
  return shopperPageUrl(pages, `${languagePrefix(language)}/login`);
}

/** The 'Forgot password?' page, at the store (ADR 0038); it asks for the e-mail, so no token. */
export function forgotPasswordUrl(pages: ShopperPages, language?: string): string {
  return shopperPageUrl(pages, `${languagePrefix(language)}/forgot-password`);
}

/**
 * Spends the link's token and sets the password. Answers the account's username (a customer's is
 * their e-mail address), so the sign-in page that follows can fill it in (ADR 0080).
 */
export async function setPasswordWithToken(ctx: Ctx, input: SetPasswordInput): Promise<SetPasswordDone> {
  // Hash first: the slow part stays outside the transaction that spends the token.
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx as Db, sha256Hex(input.token), SET_PASSWORD, new Date());
    if (userId === undefined) throw new BadRequestError(LINK_UNUSABLE);
    const { username } = await setUserPassword({ db: tx as Db }, { userId, passwordHash });
    return { username: username ?? '' };
  });
}

/** Ends every session of the signed-in user, on every device, this one included (401 when anonymous). */
export async function signOutEverywhere(ctx: Ctx): Promise<number> {
  const actor = requireUser(ctx);
  const ended = await destroyUserSessions(ctx, actor.userId);
  ctx.log.info({ userId: actor.userId, ended }, 'Signed out everywhere');
  return ended;
}

/**
 * The signed-in user's new password, given their current one (403 when wrong, 429 after a few
 * wrong ones). Every e-mailed link of the account stops working and every other session ends;
 * this one (`sessionToken`) stays signed in. Resolves to how many sessions ended.
 */
export async function changePassword(
  ctx: Ctx,
  { input, sessionToken }: { input: ChangePasswordInput; sessionToken: string | undefined },
): Promise<number> {
  const actor = requireUser(ctx);
  await requireCurrentPassword(ctx, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await ctx.db.transaction(async (tx) => {
    const db = tx as Db;
    await setUserPassword({ db }, { userId: actor.userId, passwordHash });
    await spendUserTokens(db, actor.userId, new Date());
    return destroyOtherUserSessions({ db }, { userId: actor.userId, keepToken: sessionToken });
  });
  ctx.log.info({ userId: actor.userId, sessionsEnded: ended }, 'Password changed');
  return ended;
}

/** The signed-in user's language (docs/decisions/0095). */
export async function readAccountLanguage(ctx: Ctx): Promise<AccountLanguage> {
  const language = await findUserLanguage(ctx, requireUser(ctx).userId);
  return { language: isStoreLanguage(language) ? language : null };
}

/** Sets the signed-in user's language: their account e-mails are written in it from now on. */
export async function saveAccountLanguage(ctx: Ctx, input: AccountLanguageInput): Promise<AccountLanguage> {
  await setUserLanguage(ctx, { userId: requireUser(ctx).userId, language: input.language });
  return { language: input.language };
}
