// The scope of the store admin's multipart calls (catalogue and uploads): the multipart parser,
// and every route in it marked `access: 'storeAdmin'` unless it says otherwise, so anonymous calls
// get 401 and customers 403 before the body is read (modules/auth/route-access.service.ts). Which store is the
// services' check; what a member needs of their role is the scope's `permission` (ADR 0030).
import multipart from '@fastify/multipart';
import type { AdminPermission } from '@storefleet/contracts';
import type { FastifyInstance } from 'fastify';
import { multipartLimits } from '../../plugins/multipart-form.ts';
import { applyRouteAccess } from '../auth/route-access.service.ts';

/** Call inside an encapsulated plugin: the parser and the access rule stay with that plugin's routes. */
export async function useStoreAdminScope(scope: FastifyInstance, permission: AdminPermission): Promise<void> {
  await scope.register(multipart, { limits: multipartLimits });
  // The app's own onRoute hook has already applied any access a route declares itself.
  scope.addHook('onRoute', (route) => {
    // What a member needs for every route here (ADR 0030), unless a route names its own.
    route.config = { ...route.config, permission: route.config?.permission ?? permission };
    if (!route.config.access) applyRouteAccess(route, 'storeAdmin');
    else if (route.schema)
      (route.schema as Record<string, unknown>)['x-permission'] = route.config.permission;
  });
}
