// GET/POST /api/admin/shipping-options, PUT/DELETE /api/admin/shipping-options/{id} (spec admin §7).
import { adminShippingOptionSchema, idSchema, shippingOptionInputSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, requestedTenantId, tenantAdminSchema } from '../../lib/route-schemas.ts';
import { createHandler, deleteByIdHandler } from '../../lib/store-admin-handlers.ts';
import {
  createShippingOption,
  deleteShippingOption,
  listAdminShippingOptions,
  updateShippingOption,
} from './shipping-options.admin.service.ts';

const schema = tenantAdminSchema(['shipping'], errorResponses(400, 401, 403, 404));
const body = shippingOptionInputSchema;
const params = z.object({ id: idSchema('Shipping option id') });

export const adminShippingOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/shipping-options',
    {
      config: { access: 'storeAdmin', permission: 'settings' },
      schema: schema({ response: { 200: z.array(adminShippingOptionSchema) } }),
    },
    async (request) => listAdminShippingOptions(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/admin/shipping-options',
    {
      config: { access: 'storeAdmin', permission: 'settings' },
      schema: schema({ body, response: { 201: adminShippingOptionSchema } }),
    },
    createHandler(createShippingOption),
  );

  app.put(
    '/api/admin/shipping-options/:id',
    {
      config: { access: 'storeAdmin', permission: 'settings' },
      schema: schema({ params, body, response: { 200: adminShippingOptionSchema } }),
    },
    async (request) =>
      updateShippingOption(request.ctx, {
        requestedTenantId: requestedTenantId(request),
        id: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/api/admin/shipping-options/:id',
    {
      config: { access: 'storeAdmin', permission: 'settings' },
      schema: schema({ params, response: { 204: z.null() } }),
    },
    deleteByIdHandler(deleteShippingOption),
  );
};
