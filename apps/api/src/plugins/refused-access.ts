// Who was refused (401/403) on an admin route, and for which store (ADR 0049): read by the request
// log (plugins/logging.ts) and by the audit log's refusal counter (modules/audit-log). Admin routes
// are those route-access.service.ts guards as 'storeAdmin' or 'superAdmin', and any under /api/admin/ or
// /api/super-admin/ whose service checks the caller itself.
import { ID_MAX } from '@storefleet/contracts';
import type { FastifyRequest } from 'fastify';

export type RefusedAccess = {
  userId: number | null;
  username: string | null;
  /** The store the call named (or acted on), null when none: a platform route. */
  tenantId: number | null;
  /** `PUT /api/super-admin/tenants/:id`: the route as declared, never the URL with its values. */
  route: string;
  status: 401 | 403;
};

const ADMIN_PATHS = ['/api/admin/', '/api/super-admin/'];
/** Routes whose `:id` is the store itself (the super admin's tenant routes, a store's own record). */
const STORE_ID_ROUTE = /\/tenants?\/:id(?:\/|$)/;

function isAdminRoute(request: FastifyRequest): boolean {
  const { access } = request.routeOptions.config ?? {};
  if (access === 'storeAdmin' || access === 'superAdmin') return true;
  const url = request.routeOptions.url;
  return url !== undefined && ADMIN_PATHS.some((prefix) => url.startsWith(prefix));
}

function storeId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= ID_MAX ? id : undefined;
}

/** The store a refused call was after: as it named it (raw, it may not have been validated), else its acting store. */
function storeOf(request: FastifyRequest): number | null {
  const query = request.query as Record<string, unknown> | undefined;
  const params = request.params as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  const { tenantParam } = request.routeOptions.config ?? {};
  const url = request.routeOptions.url ?? '';
  const candidates = [
    query?.tenantId,
    tenantParam ? params?.[tenantParam] : undefined,
    STORE_ID_ROUTE.test(url) ? params?.id : undefined,
    body !== null && typeof body === 'object' && !Buffer.isBuffer(body) ? body.tenantId : undefined,
  ];
  for (const candidate of candidates) {
    const id = storeId(candidate);
    if (id !== undefined) return id;
  }
  if (request.ctx?.tenantId) return request.ctx.tenantId;
  // A member refused on a store route that names no store acts on their first store.
  const member = request.routeOptions.config?.access === 'storeAdmin' ? request.ctx?.actor : null;
  return member?.memberships[0]?.tenantId ?? null;
}

/** The refusal a request's answer is, or null: not a 401/403, or not an admin route. */
export function refusedAdminAccess(request: FastifyRequest, status: number): RefusedAccess | null {
  if ((status !== 401 && status !== 403) || !isAdminRoute(request)) return null;
  const actor = request.ctx?.actor ?? null;
  return {
    userId: actor?.userId ?? null,
    username: actor?.username ?? null,
    tenantId: storeOf(request),
    route: `${request.method} ${request.routeOptions.url ?? ''}`,
    status,
  };
}
