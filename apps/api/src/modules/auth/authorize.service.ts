// Authorization rules of DESIGN §4, one helper per rule; services call these before acting, and
// modules/auth/route-access.service.ts calls them before a route's body is validated.
import { type AdminPermission, roleAllows } from '@storefleet/contracts';
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

/** Readable refusals, one per area (ADR 0030). */
const REFUSED: Record<AdminPermission, string> = {
  products: 'Your role in this store does not include products',
  orders: 'Your role in this store does not include orders',
  customers: 'Your role in this store does not include customers',
  content: 'Your role in this store does not include content',
  settings: 'Your role in this store does not include settings',
  analytics: 'Your role in this store does not include analytics',
  team: 'Only the store owner can manage the team',
  payments: 'Only the store owner can manage payment settings',
  audit: 'Only the store owner can read the audit log',
  'api-keys': 'Only the store owner can manage API keys',
  webhooks: 'Only the store owner can manage webhooks',
  billing: "Only the store owner can manage the store's subscription and billing",
  member: 'You do not have access to this store',
};

/**
 * ADR 0030: whether the actor may use what `needed` names in that store. A super admin may do
 * everything; a member what their role allows; with nothing named (`undefined`), only an owner.
 */
export function hasStorePermission(
  actor: Actor,
  tenantId: number,
  needed: AdminPermission | undefined,
): boolean {
  if (actor.isSuperAdmin) return true;
  const membership = actor.memberships.find((m) => m.tenantId === tenantId);
  if (!membership) return false;
  if (needed === undefined) return membership.role === 'owner';
  return roleAllows(membership.role, membership.permissions, needed);
}

export function requireStorePermission(
  actor: Actor,
  tenantId: number,
  needed: AdminPermission | undefined,
): void {
  if (!hasStorePermission(actor, tenantId, needed)) {
    throw new ForbiddenError(needed ? REFUSED[needed] : 'Only the store owner can do that');
  }
}

export type TenantAccess = {
  /** The store the request names (a query or body `tenantId`); none: the member's chosen store. */
  requestedTenantId?: number | null;
  /**
   * The call changes the store. An inactive or suspended store's admin is read-only: its members
   * get 403 saying why; a super admin can still manage it.
   */
  write?: boolean;
};

/**
 * The tenant an admin call acts on, made the request's acting store (`ctx.db` sees only it). A super admin may name any store; a member only their own
 * (naming another is 403); with none named, a member acts on their first (chosen) membership.
 * Every admin write passes `{ write: true }`. The member's role must allow what the route needs
 * (`ctx.permission`, ADR 0030): 403 otherwise.
 */
export async function requireTenantAdmin(
  ctx: Ctx,
  { requestedTenantId, write }: TenantAccess = {},
): Promise<number> {
  const actor = requireUser(ctx);
  const tenantId =
    requestedTenantId ?? actor.memberships[0]?.tenantId ?? (actor.isSuperAdmin ? FALLBACK_TENANT_ID : null);
  if (tenantId == null) throw new ForbiddenError('You are not a member of any store');
  if (!canAdministerTenant(actor, tenantId)) throw new ForbiddenError('You do not have access to this store');
  // The route's permission (ctx.permission, from its config) against the member's role: one check
  // every admin call passes through, so no route can forget it.
  requireStorePermission(actor, tenantId, ctx.permission);
  const tenant = await getTenant(ctx, tenantId);
  const reason = write && !actor.isSuperAdmin ? readOnlyReason(tenant) : null;
  if (reason) throw new ForbiddenError(reason);
  return actAsTenant(ctx, tenantId);
}
