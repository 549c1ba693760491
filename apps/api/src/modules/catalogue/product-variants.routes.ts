// GET/POST /api/products/{productId}/variants, PUT/DELETE /api/products/{productId}/variants/{id}
// (spec admin §7): the variant price rows of one product, for the store's admins.
import { errorBodySchema, productVariantInputSchema, productVariantSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createProductVariant,
  deleteProductVariant,
  listProductVariants,
  updateProductVariant,
} from './product-variants.service.ts';
import { tenantQuerySchema } from './validation.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['catalogue'];
const positiveId = (what: string) =>
  z.coerce
    .number({ error: `The ${what} id must be a number` })
    .int()
    .positive(`The ${what} id must be a number`);
const productParams = z.object({ productId: positiveId('product') });
const rowParams = productParams.extend({ id: positiveId('variant pricing') });

export const productVariantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products/:productId/variants',
    {
      schema: {
        tags,
        params: productParams,
        querystring: tenantQuerySchema,
        response: { 200: z.array(productVariantSchema), ...errors },
      },
    },
    async (request) => listProductVariants(request.ctx, request.query.tenantId, request.params.productId),
  );

  app.post(
    '/api/products/:productId/variants',
    {
      schema: {
        tags,
        params: productParams,
        querystring: tenantQuerySchema,
        body: productVariantInputSchema,
        response: { 201: productVariantSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tenantId = request.query.tenantId ?? request.body.tenantId;
      const row = await createProductVariant(request.ctx, tenantId, request.params.productId, request.body);
      return reply.status(201).send(row);
    },
  );

  app.put(
    '/api/products/:productId/variants/:id',
    {
      schema: {
        tags,
        params: rowParams,
        querystring: tenantQuerySchema,
        body: productVariantInputSchema,
        response: { 200: productVariantSchema, ...errors },
      },
    },
    async (request) => {
      const { productId, id } = request.params;
      const tenantId = request.query.tenantId ?? request.body.tenantId;
      return updateProductVariant(request.ctx, tenantId, productId, id, request.body);
    },
  );

  app.delete(
    '/api/products/:productId/variants/:id',
    {
      schema: {
        tags,
        params: rowParams,
        querystring: tenantQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { productId, id } = request.params;
      await deleteProductVariant(request.ctx, request.query.tenantId, productId, id);
      return reply.status(204).send(null);
    },
  );
};
