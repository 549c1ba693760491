// GET/POST /api/admin/variants, PUT/DELETE /api/admin/variants/{id} (spec admin §7).
import { variantAttributeInputSchema, variantAttributeSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestedTenantId } from '../../lib/route-schemas.ts';
import { createHandler, deleteByIdHandler } from '../../lib/store-admin-handlers.ts';
import { adminSchema, idParamsSchema } from '../../lib/validation.ts';
import {
  createVariantAttribute,
  deleteVariantAttribute,
  listVariantAttributes,
  updateVariantAttribute,
} from './variant-attributes.service.ts';

const body = variantAttributeInputSchema;

export const variantAttributeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/variants',
    { schema: adminSchema({ response: { 200: z.array(variantAttributeSchema) } }) },
    async (request) => listVariantAttributes(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/admin/variants',
    { schema: adminSchema({ body, response: { 201: variantAttributeSchema } }) },
    createHandler(createVariantAttribute),
  );

  app.put(
    '/api/admin/variants/:id',
    { schema: adminSchema({ params: idParamsSchema, body, response: { 200: variantAttributeSchema } }) },
    async (request) =>
      updateVariantAttribute(request.ctx, {
        requestedTenantId: requestedTenantId(request),
        id: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/api/admin/variants/:id',
    { schema: adminSchema({ params: idParamsSchema, response: { 204: z.null() } }) },
    deleteByIdHandler(deleteVariantAttribute),
  );
};
