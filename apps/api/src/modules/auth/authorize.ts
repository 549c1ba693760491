// Authorization rules of DESIGN §4, one helper per rule; services call these before acting, and
// plugins/route-access.ts calls them before a route's body is validated.
import { type Actor, actAsTenant, type Ctx } from '../../context.ts';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.ts';
import { FALLBACK_TENANT_ID, getTenant, readOnlyReason } from '../tenants/tenants.service.ts';

export function requireUser(ctx: Ctx): Actor {
  if (!ctx.actor) throw new UnauthorizedError();
  return ctx.actor;
}

export function requireSuperAdmin(ctx: Ctx): Actor {
  const actor = requireUser(ctx);
  if (!actor.isSuperAdmin) throw new ForbiddenError('Only a platform administrator can do that');
  return actor;
}

/** DESIGN §4: a super admin, or a member of that store. */
export function canAdministerTenant(actor: Actor | null, tenantId: number): boolean {
  if (!actor) return false;
  return actor.isSuperAdmin || actor.memberships.some((m) => m.tenantId === tenantId);
}

export type TenantAccess = {
  /**
   * The call changes the store. An inactive or suspended store's admin is read-only: its members
   * get 403 saying why; a super admin can still manage it.
   */
  write?: boolean;
};

/**
 * The tenant an admin call acts on, made the request's acting store (`ctx.db` sees only it). A super admin may name any store; a member only their own
 * (naming another is 403); with none named, a member acts on their first (chosen) membership.
 * Every admin write passes `{ write: true }`.
 */
export async function requireTenantAdmin(
  ctx: Ctx,
  requestedTenantId?: number | null,
  access: TenantAccess = {},
): Promise<number> {
  const actor = requireUser(ctx);
  const tenantId =
    requestedTenantId ?? actor.memberships[0]?.tenantId ?? (actor.isSuperAdmin ? FALLBACK_TENANT_ID : null);
  if (tenantId == null) throw new ForbiddenError('You are not a member of any store');
  if (!canAdministerTenant(actor, tenantId)) throw new ForbiddenError('You do not have access to this store');
  const tenant = await getTenant(ctx, tenantId);
  const reason = access.write && !actor.isSuperAdmin ? readOnlyReason(tenant) : null;
  if (reason) throw new ForbiddenError(reason);
  return actAsTenant(ctx, tenantId);
}
