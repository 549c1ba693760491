// GET and PUT /api/admin/products/{id}/prices: a product's prices set explicitly in the store's other
// currencies (docs/decisions/0105), apart from the product form's multipart contract.
import { productPricesInputSchema, productPricesSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors, tenantAdminSchema } from '../../lib/route-schemas.ts';
import { idParamsSchema } from '../../lib/validation.ts';
import { getProductPrices, setProductPrices } from './product-prices.service.ts';

const schema = tenantAdminSchema(['catalogue'], adminErrors);
const params = idParamsSchema;

export const productPriceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/products/:id/prices',
    { schema: schema({ params, response: { 200: productPricesSchema } }) },
    async (request) =>
      getProductPrices(request.ctx, {
        requestedTenantId: request.query.tenantId,
        productId: request.params.id,
      }),
  );

  app.put(
    '/api/admin/products/:id/prices',
    { schema: schema({ params, body: productPricesInputSchema, response: { 200: productPricesSchema } }) },
    async (request) =>
      setProductPrices(request.ctx, {
        requestedTenantId: request.query.tenantId,
        productId: request.params.id,
        input: request.body,
      }),
  );
};
