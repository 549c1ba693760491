// GET/POST /api/admin/categories, PUT/DELETE /api/admin/categories/{id} (spec admin §7).
import { categoryInputSchema, categorySchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestedTenantId } from '../../lib/route-schemas.ts';
import { createHandler, deleteByIdHandler } from '../../lib/store-admin-handlers.ts';
import { adminSchema, idParamsSchema } from '../../lib/validation.ts';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories.service.ts';

const body = categoryInputSchema;

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/categories',
    { schema: adminSchema({ response: { 200: z.array(categorySchema) } }) },
    async (request) => listCategories(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/admin/categories',
    { schema: adminSchema({ body, response: { 201: categorySchema } }) },
    createHandler(createCategory),
  );

  app.put(
    '/api/admin/categories/:id',
    { schema: adminSchema({ params: idParamsSchema, body, response: { 200: categorySchema } }) },
    async (request) =>
      updateCategory(request.ctx, {
        requestedTenantId: requestedTenantId(request),
        id: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/api/admin/categories/:id',
    { schema: adminSchema({ params: idParamsSchema, response: { 204: z.null() } }) },
    deleteByIdHandler(deleteCategory),
  );
};
