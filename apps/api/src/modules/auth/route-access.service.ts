// Who may call a route, checked before its body is read or validated (DESIGN §5: 401/403 before
// 400), so a caller without the role learns nothing from validation messages. A route declares it
// with one line, `config: { access: 'storeAdmin' }`:
// - 'user': signed in (401);
// - 'storeAdmin': a super admin or a member of a store (401, then 403 for a customer); a store the
//   call names (?tenantId, a JSON body's tenantId, or the path parameter `config.tenantParam`) must
//   be one the caller administers (403) — checked on the raw value, before validation;
// - 'superAdmin': the platform operator (401, then 403).
// A 'storeAdmin' route also names what it needs of a member, `permission: 'orders'` (ADR 0030):
// checked here before validation for the store the call acts on, and again, authoritatively, in
// requireTenantAdmin (ctx.permission). A route naming none admits owners only.
// Routes without `access` are public. The services keep their own checks (which store, which role,
// a read-only store): these hooks only put the answer to "who are you" first.
import { type AdminPermission, apiKeyScopeFor, errorBodySchema, ID_MAX } from '@storefleet/contracts';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ForbiddenError } from '../../lib/errors.ts';
import {
  canAdministerTenant,
  hasStorePermission,
  requireStorePermission,
  requireSuperAdmin,
  requireUser,
} from './authorize.service.ts';

export type RouteAccess = 'user' | 'storeAdmin' | 'superAdmin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; absent = public. */
    access?: RouteAccess;
    /** For 'storeAdmin': the path parameter naming the store (`/api/tenant/:id/...` → 'id'). */
    tenantParam?: string;
    /** What a store member needs for the route (ADR 0030); checked in requireTenantAdmin. */
    permission?: AdminPermission;
  }
}

function requireRole(request: FastifyRequest, access: RouteAccess): void {
  if (access === 'superAdmin') {
    requireSuperAdmin(request.ctx);
    return;
  }
  const actor = requireUser(request.ctx);
  if (access === 'storeAdmin' && !actor.isSuperAdmin && actor.memberships.length === 0) {
    throw new ForbiddenError('You do not have access to this store');
  }
}

/** A store id as sent (number or digits); anything else is left for validation to refuse. */
function namedStoreId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= ID_MAX ? id : undefined;
}

/** The stores a call names in its URL: ?tenantId and the route's store parameter. */
function storesNamedInUrl(request: FastifyRequest): unknown[] {
  const { tenantParam } = request.routeOptions.config;
  const query = request.query as Record<string, unknown> | undefined;
  const params = request.params as Record<string, unknown> | undefined;
  return [query?.tenantId, tenantParam ? params?.[tenantParam] : undefined];
}

/** The store a JSON body names (a super admin may send `tenantId` there, DESIGN §4). */
function storeNamedInBody(request: FastifyRequest): unknown[] {
  const body = request.body;
  const isObject =
    body !== null && typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body);
  return isObject ? [(body as Record<string, unknown>).tenantId] : [];
}

function requireNamedStores(request: FastifyRequest, named: unknown[]): void {
  const actor = request.ctx.actor;
  if (request.routeOptions.config.access !== 'storeAdmin' || !actor || actor.isSuperAdmin) return;
  for (const tenantId of named.map(namedStoreId)) {
    if (tenantId !== undefined && !canAdministerTenant(actor, tenantId)) {
      throw new ForbiddenError('You do not have access to this store');
    }
  }
}

/**
 * A request made with a store API key (ADR 0072) may call store admin routes only, and only those
 * its scopes cover: `<area>:read` for GET, `<area>:write` otherwise. Never platform (super admin)
 * routes nor a person's account and session routes, and never an owners-only area.
 */
function requireKeyScope(request: FastifyRequest, access: RouteAccess | undefined): void {
  const key = request.ctx.actor?.apiKey;
  if (!key) return;
  if (access === 'superAdmin')
    throw new ForbiddenError('API keys cannot be used on platform administration routes');
  if (access !== 'storeAdmin') {
    throw new ForbiddenError('API keys cannot be used on account or session routes: sign in instead');
  }
  const needed = apiKeyScopeFor(request.routeOptions.config.permission, request.method);
  if (needed === null)
    throw new ForbiddenError('API keys cannot be used on this route: it is for the store owner signed in');
  if (needed !== 'any' && !key.scopes.includes(needed)) {
    throw new ForbiddenError(`This API key needs the scope ${needed} for this call`);
  }
}

/** A route that stays public (a module may still give it access later: uploads' store scope). */
async function refuseApiKey(request: FastifyRequest): Promise<void> {
  if (!request.routeOptions.config.access) requireKeyScope(request, undefined);
}

/** onRequest: the role, and a store named in the URL, before the body is even read. */
async function checkRole(request: FastifyRequest): Promise<void> {
  const { access, permission } = request.routeOptions.config;
  requireKeyScope(request, access);
  if (!access) return;
  request.ctx.permission = permission;
  requireRole(request, access);
  requireNamedStores(request, storesNamedInUrl(request));
}

/** preValidation: a store named in the parsed, not yet validated, body. */
async function checkStoreNamedInBody(request: FastifyRequest): Promise<void> {
  const named = storeNamedInBody(request);
  requireNamedStores(request, named);
  requireMemberPermission(request, [...storesNamedInUrl(request), ...named]);
}

/**
 * The member's role against the route's permission before the body is validated (403 before 400):
 * for the store the call names; naming none, a call that no membership's role allows (the store
 * may still come from a row, e.g. an order's: requireTenantAdmin then checks that one).
 */
function requireMemberPermission(request: FastifyRequest, named: unknown[]): void {
  const actor = request.ctx.actor;
  if (!actor || actor.isSuperAdmin) return;
  const { permission } = request.routeOptions.config;
  const tenantId = named.map(namedStoreId).find((id) => id !== undefined);
  if (tenantId !== undefined) {
    requireStorePermission(actor, tenantId, permission);
    return;
  }
  const allowed = actor.memberships.some((m) => hasStorePermission(actor, m.tenantId, permission));
  const chosen = actor.memberships[0]?.tenantId;
  if (!allowed && chosen !== undefined) requireStorePermission(actor, chosen, permission);
}

function appendHook(route: RouteOptions, name: 'onRequest' | 'preValidation', hook: typeof checkRole) {
  const existing = route[name];
  route[name] = existing === undefined ? [hook] : [...[existing].flat(), hook];
}

/**
 * Gives one route its access hooks: the role and the store its URL names in onRequest (before the
 * body is read), the store its body names in preValidation (parsed, not yet validated). Its OpenAPI entry gains the session cookie
 * requirement, `x-access`, and the 401/403 answers.
 */
export function applyRouteAccess(route: RouteOptions, access: RouteAccess): void {
  route.config = { ...route.config, access };
  appendHook(route, 'onRequest', checkRole);
  if (access === 'storeAdmin') appendHook(route, 'preValidation', checkStoreNamedInBody);
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  schema.security = [{ session: [] }];
  schema['x-access'] = access;
  if (route.config.permission) schema['x-permission'] = route.config.permission;
  // The scope a store API key needs here (ADR 0072); a route no key may call has none.
  const method = [route.method].flat()[0] ?? 'GET';
  const keyScope = access === 'storeAdmin' ? apiKeyScopeFor(route.config.permission, method) : null;
  if (keyScope) {
    schema.security = [{ session: [] }, { bearerAuth: [] }];
    schema['x-api-key-scope'] = keyScope;
  }
  const response = schema.response as Record<string, unknown> | undefined;
  if (response) {
    response[401] ??= errorBodySchema;
    if (access !== 'user') response[403] ??= errorBodySchema;
  }
  route.schema = schema;
}

/** Before any route is declared: every route whose config names its access gets the hooks. */
export function registerRouteAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access) applyRouteAccess(route, access);
    // A public route is not for a store API key either (sign-in, the account, the store front).
    else appendHook(route, 'onRequest', refuseApiKey);
  });
}
