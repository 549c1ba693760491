// The scope of the store admin's multipart calls (catalogue and uploads). Every route in it needs
// someone who administers a store (a super admin or a store member), checked before the body is
// validated: anonymous calls get 401 and customers 403, whatever they send. Which store is the
// services' check.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../lib/errors.ts';
import { requireUser } from '../modules/auth/authorize.ts';
import { multipartLimits } from '../modules/uploads/multipart-form.ts';

async function requireStoreAdministrator(request: FastifyRequest): Promise<void> {
  const actor = requireUser(request.ctx);
  if (!actor.isSuperAdmin && actor.memberships.length === 0) {
    throw new ForbiddenError('You do not have access to this store');
  }
}

/** Call inside an encapsulated plugin: the parser and the check stay with that plugin's routes. */
export async function useStoreAdminScope(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, { limits: multipartLimits });
  scope.addHook('preValidation', requireStoreAdministrator);
}
