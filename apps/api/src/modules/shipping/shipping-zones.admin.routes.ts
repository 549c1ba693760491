// GET/POST /api/admin/shipping-zones, PUT/DELETE /api/admin/shipping-zones/{id} (docs/decisions/0100).
import { adminShippingZoneSchema, idSchema, shippingZoneInputSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors, requestedTenantId, tenantAdminSchema } from '../../lib/route-schemas.ts';
import { createHandler, deleteByIdHandler } from '../../lib/store-admin-handlers.ts';
import {
  createShippingZone,
  deleteShippingZone,
  listAdminShippingZones,
  updateShippingZone,
} from './shipping-zones.admin.service.ts';

const schema = tenantAdminSchema(['shipping'], adminErrors);
const body = shippingZoneInputSchema;
const params = z.object({ id: idSchema('Shipping zone id') });
const config = { access: 'storeAdmin', permission: 'settings' } as const;

export const adminShippingZoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/shipping-zones',
    { config, schema: schema({ response: { 200: z.array(adminShippingZoneSchema) } }) },
    async (request) => listAdminShippingZones(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/admin/shipping-zones',
    { config, schema: schema({ body, response: { 201: adminShippingZoneSchema } }) },
    createHandler(createShippingZone),
  );

  app.put(
    '/api/admin/shipping-zones/:id',
    { config, schema: schema({ params, body, response: { 200: adminShippingZoneSchema } }) },
    async (request) =>
      updateShippingZone(request.ctx, {
        requestedTenantId: requestedTenantId(request),
        id: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/api/admin/shipping-zones/:id',
    { config, schema: schema({ params, response: { 204: z.null() } }) },
    deleteByIdHandler(deleteShippingZone),
  );
};
