// The catalogue's admin API and the image uploads, registered together because product create and
// update share the multipart parser with the uploads. Every route in the admin scope needs someone
// who administers a store (a super admin or a store member), checked before the body is validated:
// anonymous calls get 401 and customers 403, whatever they send. Which store is the services' check.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ForbiddenError } from '../../lib/errors.ts';
import { requireUser } from '../auth/authorize.ts';
import { multipartLimits } from '../uploads/multipart-form.ts';
import { uploadFileRoutes, uploadRoutes } from '../uploads/uploads.routes.ts';
import { categoryRoutes } from './categories.routes.ts';
import { productVariantRoutes } from './product-variants.routes.ts';
import { productRoutes } from './products.routes.ts';
import { variantAttributeRoutes } from './variant-attributes.routes.ts';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(uploadFileRoutes);
  await app.register(async (admin) => {
    await admin.register(multipart, { limits: multipartLimits });
    admin.addHook('preValidation', async (request) => {
      const actor = requireUser(request.ctx);
      if (!actor.isSuperAdmin && actor.memberships.length === 0) {
        throw new ForbiddenError('You do not have access to this store');
      }
    });
    await admin.register(productRoutes);
    await admin.register(categoryRoutes);
    await admin.register(variantAttributeRoutes);
    await admin.register(productVariantRoutes);
    await admin.register(uploadRoutes);
  });
};
