// GET/POST /api/products/{productId}/variants, PUT/DELETE /api/products/{productId}/variants/{id}
// (spec admin §7): the variant price rows of one product, for the store's admins.
import { idSchema, productVariantInputSchema, productVariantSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestedTenantId } from '../../lib/route-schemas.ts';
import { adminSchema } from '../../lib/validation.ts';
import {
  createProductVariant,
  deleteProductVariant,
  listProductVariants,
  updateProductVariant,
} from './product-variants.service.ts';

const body = productVariantInputSchema;
const productParams = z.object({ productId: idSchema('The product id') });
const rowParams = productParams.extend({ id: idSchema('The variant pricing id') });

export const productVariantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products/:productId/variants',
    { schema: adminSchema({ params: productParams, response: { 200: z.array(productVariantSchema) } }) },
    async (request) =>
      listProductVariants(request.ctx, {
        requestedTenantId: request.query.tenantId,
        productId: request.params.productId,
      }),
  );

  app.post(
    '/api/products/:productId/variants',
    { schema: adminSchema({ params: productParams, body, response: { 201: productVariantSchema } }) },
    async (request, reply) => {
      const { productId } = request.params;
      const row = await createProductVariant(request.ctx, {
        requestedTenantId: requestedTenantId(request),
        productId,
        input: request.body,
      });
      return reply.status(201).send(row);
    },
  );

  app.put(
    '/api/products/:productId/variants/:id',
    { schema: adminSchema({ params: rowParams, body, response: { 200: productVariantSchema } }) },
    async (request) => {
      const { productId, id } = request.params;
      return updateProductVariant(request.ctx, {
        requestedTenantId: requestedTenantId(request),
        productId,
        id,
        input: request.body,
      });
    },
  );

  app.delete(
    '/api/products/:productId/variants/:id',
    { schema: adminSchema({ params: rowParams, response: { 204: z.null() } }) },
    async (request, reply) => {
      const { productId, id } = request.params;
      await deleteProductVariant(request.ctx, { requestedTenantId: request.query.tenantId, productId, id });
      return reply.status(204).send(null);
    },
  );
};
