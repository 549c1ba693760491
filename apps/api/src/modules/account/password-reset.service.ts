// Password reset. POST /api/password-reset answers the same whatever was typed:
// it only queues a job (one insert, the same work for a known and an unknown account), and the job
// finds the account and e-mails it a single-use link valid for one hour. The link's token is kept
// as its sha256 in account_tokens (purpose 'password_reset'), as set-password's are. Only the
// newest reset link works (sending one spends the account's earlier ones); spending it sets the
// password, spends every other link of the account and ends its other sessions.
import {
  PASSWORD_RESET_REQUESTED_MESSAGE,
  type PasswordResetConfirm,
  type PasswordResetRequest,
  type PasswordResetRequested,
} from '@storefleet/contracts';
import { type Ctx, tenantCtx } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { BadRequestError } from '../../lib/errors.ts';
import { reservePasswordResetMail } from '../auth/login-throttle.service.ts';
import { hashPassword } from '../auth/password.service.ts';
import { destroyOtherUserSessions } from '../auth/session.service.ts';
import {
  findResettableAccounts,
  listUserStoreIds,
  type ResettableAccount,
  setUserPassword,
} from '../auth/users.service.ts';
import { storeAddress } from '../domains/store-address.service.ts';
import { queueEmail } from '../email/email.service.ts';
import { emailBrandOf } from '../email/email-brand.service.ts';
import { passwordResetEmail } from '../email/email-templates.service.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { findCustomerStoreId } from '../orders/customer-orders.service.ts';
import {
  findTenantForSlug,
  getCurrentTenant,
  getTenant,
  hostName,
  type TenantRow,
} from '../tenants/tenants.service.ts';
import { consumeAccountToken, spendUserTokens, spendUserTokensOf } from './account.queries.ts';
import { createAccountToken, LINK_UNUSABLE } from './account.service.ts';

export const PASSWORD_RESET = 'password_reset';
export const PASSWORD_RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const PASSWORD_RESET_JOB = 'account.password-reset';

/**
 * The reset page's link. It names the store (`?store={slug}`, as set-password's and the sign-in
 * page's do, ADR 0038) unless it is on the store's own host, which names it already; so the page
 * wears the store's name and theme and leads back to its sign-in (ADR 0080). The token comes last.
 */
export function resetPasswordUrl(
  page: { origin: string; ownHost: boolean; slug: string; language?: string },
  token: string,
  extra: Record<string, string> = {},
): string {
  // In the account's language when the store offers it and it is not the default (docs/decisions/0095).
  const url = new URL(`${page.origin}${page.language ? `/${page.language}` : ''}/reset-password`);
  if (!page.ownHost) url.searchParams.set('store', page.slug);
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Where the request came from: the store it names, else the Host it was sent to. */
type StoreHints = { tenantSlug?: string; host?: string };

export async function requestPasswordReset(
  ctx: Pick<Ctx, 'db'>,
  { input, host }: { input: PasswordResetRequest; host: string | undefined },
): Promise<PasswordResetRequested> {
  const hints: StoreHints = { tenantSlug: input.tenantSlug || undefined, host: hostName(host) };
  await enqueueJob(ctx, {
    name: PASSWORD_RESET_JOB,
    payload: { usernameOrEmail: input.usernameOrEmail, ...hints },
    maxAttempts: 3,
  });
  return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
}

/** The job: e-mails a reset link to each account the request names. Resolves to how many were sent. */
export async function sendPasswordResetLinks(
  ctx: Ctx,
  request: { usernameOrEmail: string } & StoreHints,
): Promise<number> {
  const accounts = await findResettableAccounts(ctx, request.usernameOrEmail);
  if (accounts.length === 0) return 0;
  const askedFrom = await storeAskedFrom(ctx, request);
  let sent = 0;
  for (const account of accounts) {
    if (!account.address) {
      ctx.log.info({ userId: account.userId }, 'Password reset: the account has no e-mail address');
      continue;
    }
    if (!(await reservePasswordResetMail(ctx, account.userId))) {
      ctx.log.info({ userId: account.userId }, 'Password reset: e-mail allowance spent, none sent');
      continue;
    }
    const { tenantId, staff } = await storeOf(ctx, account, askedFrom);
    if (tenantId === undefined) {
      ctx.log.warn({ userId: account.userId }, 'Password reset: no store to send the e-mail from');
      continue;
    }
    await sendResetEmail(tenantCtx(ctx, tenantId), account, account.address, staff);
    sent++;
  }
  return sent;
}

async function storeAskedFrom(ctx: Ctx, hints: StoreHints): Promise<number | undefined> {
  if (hints.tenantSlug) {
    const bySlug = await findTenantForSlug(ctx, hints.tenantSlug);
    if (bySlug) return bySlug.id;
  }
  // By Host domain, else the fallback store (the job has no signed-in user).
  return getCurrentTenant({ ...ctx, actor: null }, hints.host).then(
    (tenant) => tenant.id,
    () => undefined,
  );
}

/**
 * Whose branding the e-mail wears (as set-password's: the store the person belongs to): a staff
 * member's store (the one asked from when they work there), else the store a customer bought from
 * (the one asked from when they bought there), else the store asked from.
 */
async function storeOf(
  ctx: Ctx,
  account: ResettableAccount,
  askedFrom: number | undefined,
): Promise<{ tenantId: number | undefined; staff: boolean }> {
  const memberOf = await listUserStoreIds(ctx, account.userId);
  if (memberOf.length > 0) {
    const tenantId = askedFrom !== undefined && memberOf.includes(askedFrom) ? askedFrom : memberOf[0];
    return { tenantId, staff: true };
  }
  const tenantId =
    (await findCustomerStoreId(ctx, { userId: account.userId, preferred: askedFrom })) ?? askedFrom;
  return { tenantId, staff: false };
}

/**
 * Where the reset page is: a store's staff (and the super admin) reset on the platform's host, where
 * the admin is, naming their store; a customer on their store's own address when it has one
 * (domains' storeAddress, ADR 0073; docs/deployment.md, "Store addresses"), else on the platform's
 * naming the store, so they sign in there after.
 */
async function resetPage(
  store: Ctx,
  tenant: TenantRow,
  staff: boolean,
): Promise<{ origin: string; ownHost: boolean; slug: string }> {
  const platform = { origin: store.config.PUBLIC_URL, ownHost: false, slug: tenant.slug };
  if (staff) return platform;
  const address = await storeAddress(store, tenant);
  return address.ownHost ? { origin: address.origin, ownHost: true, slug: tenant.slug } : platform;
}

/** The account's language for the store's pages: one the store offers other than its default, else none. */
function pageLanguage(
  tenant: Pick<TenantRow, 'defaultLanguage' | 'languages'>,
  language: string | null,
): string | undefined {
  return language && language !== tenant.defaultLanguage && tenant.languages.includes(language)
    ? language
    : undefined;
}

async function sendResetEmail(
  store: Ctx,
  account: ResettableAccount,
  to: string,
  staff: boolean,
): Promise<void> {
  const tenantId = store.tenantId!;
  const tenant = await getTenant(store, tenantId);
  const page = await resetPage(store, tenant, staff);
  await store.db.transaction(async (tx) => {
    // One valid reset link at a time: the new one replaces any the account was sent before.
    await spendUserTokensOf(tx as Db, account.userId, PASSWORD_RESET, new Date());
    const token = await createAccountToken(
      { db: tx as Db },
      { userId: account.userId, purpose: PASSWORD_RESET, ttlMs: PASSWORD_RESET_TOKEN_TTL_MS },
    );
    const email = passwordResetEmail(
      emailBrandOf(tenant),
      account.username,
      resetPasswordUrl({ ...page, language: pageLanguage(tenant, account.preferredLanguage) }, token),
      PASSWORD_RESET_TOKEN_TTL_MS / 60_000,
      account.preferredLanguage,
    );
    await queueEmail({ db: tx as Db, config: store.config }, { tenantId, to, ...email });
  });
}

/**
 * Spends the token and sets the password; every older link of the account stops working and every
 * session ends but `sessionToken`'s (the browser that confirmed, when signed in as that account).
 * It signs nobody in.
 */
export async function confirmPasswordReset(
  ctx: Ctx,
  { input, sessionToken }: { input: PasswordResetConfirm; sessionToken: string | undefined },
): Promise<void> {
  // Hash first: the slow part stays outside the transaction that spends the token.
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const { userId, ended } = await ctx.db.transaction(async (tx) => {
    const db = tx as Db;
    const userId = await consumeAccountToken(db, sha256Hex(input.token), PASSWORD_RESET, now);
    if (userId === undefined) throw new BadRequestError(LINK_UNUSABLE);
    await setUserPassword({ db }, { userId, passwordHash });
    await spendUserTokens(db, userId, now);
    return { userId, ended: await destroyOtherUserSessions({ db }, { userId, keepToken: sessionToken }) };
  });
  ctx.log.info({ userId, sessionsEnded: ended }, 'Password reset');
}
