// GET /api/admin/shipping-weights (docs/decisions/0102): whether the store prices shipping by weight
// and how many of its products such a rate cannot weigh. Any member of the store: the product list
// marks the products and the shipping screen counts them.
import { shippingWeightsSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors, tenantAdminSchema } from '../../lib/route-schemas.ts';
import { getShippingWeights } from './shipping-weights.admin.service.ts';

const schema = tenantAdminSchema(['shipping'], adminErrors);

export const adminShippingWeightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/shipping-weights',
    {
      config: { access: 'storeAdmin', permission: 'member' },
      schema: schema({ response: { 200: shippingWeightsSchema } }),
    },
    async (request) => getShippingWeights(request.ctx, request.query.tenantId),
  );
};
