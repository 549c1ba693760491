// Signing in and out, and the current user as the API shows it.
import type { CurrentUser, LoginInput } from '@storefleet/contracts';
import type { Actor, Ctx } from '../../context.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import { findTenantForSlug } from '../tenants/tenants.service.ts';
import { releaseLoginAttempt, reserveLoginAttempt } from './login-throttle.service.ts';
import { decoyPasswordHash, verifyPassword } from './password.service.ts';
import { createSession, destroySession, loadActor } from './session.service.ts';
import { findUserByUsername } from './users.queries.ts';

export function toCurrentUser(actor: Actor): CurrentUser {
  return {
    id: actor.userId,
    username: actor.username,
    email: actor.email,
    isAdmin: actor.isSuperAdmin ? 'true' : 'false',
    memberships: actor.memberships,
  };
}

/**
 * Checks the password and opens a new session (the caller drops the old one: rotation).
 * `tenantSlug` picks which of the user's stores admin calls act on by default.
 */
export async function login(
  ctx: Ctx,
  { input, ip }: { input: LoginInput; ip: string },
): Promise<{ token: string; user: CurrentUser; preferredLanguage: string | null }> {
  // Counted before the password is checked, so parallel guesses cannot outrun the limit.
  const attempt = await reserveLoginAttempt(ctx, { username: input.username, ip });
  const user = await findUserByUsername(ctx.db, input.username);
  const passwordHash = user?.password ?? (await decoyPasswordHash());
  const valid = (await verifyPassword(passwordHash, input.password)) && user?.password != null;
  if (!user || !valid) throw new UnauthorizedError('Invalid credentials');
  await releaseLoginAttempt(ctx, attempt);
  const tenant = input.tenantSlug ? await findTenantForSlug(ctx, input.tenantSlug) : undefined;
  const token = await createSession(ctx, { userId: user.id, tenantId: tenant?.id ?? null });
  const actor = await loadActor(ctx, token);
  return { token, user: toCurrentUser(actor!), preferredLanguage: user.preferredLanguage };
}

export async function logout(ctx: Ctx, token: string | undefined) {
  if (token) await destroySession(ctx, token);
}
