// GET /api/products[?tenantId=]: the store front's product list (DESIGN §9). Without tenantId the
// store is the request's: Host domain, the signed-in member's store, else tenant 1.
import { errorBodySchema, storefrontProductSchema, storefrontQuerySchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHED_READ_DESCRIPTION, cacheAsStorefront } from '../../plugins/storefront-cache.ts';
import { listStorefrontProducts } from './storefront-products.service.ts';

export const storefrontProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A store's live products for the store front",
        description: CACHED_READ_DESCRIPTION,
        querystring: storefrontQuerySchema,
        response: { 200: z.array(storefrontProductSchema), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const products = await listStorefrontProducts(request.ctx, {
        tenantId: request.query.tenantId,
        host: request.headers.host,
      });
      return cacheAsStorefront(request, request.ctx.tenantId, products);
    },
  );
};
