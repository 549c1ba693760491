// The scope of the store admin's multipart calls (catalogue and uploads): the multipart parser,
// and every route in it marked `access: 'storeAdmin'` unless it says otherwise, so anonymous calls
// get 401 and customers 403 before the body is read (plugins/route-access.ts). Which store is the
// services' check.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { multipartLimits } from '../modules/uploads/multipart-form.ts';
import { applyRouteAccess } from './route-access.ts';

/** Call inside an encapsulated plugin: the parser and the access rule stay with that plugin's routes. */
export async function useStoreAdminScope(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, { limits: multipartLimits });
  // The app's own onRoute hook has already applied any access a route declares itself.
  scope.addHook('onRoute', (route) => {
    if (!route.config?.access) applyRouteAccess(route, 'storeAdmin');
  });
}
