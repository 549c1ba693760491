// GET /api/shipping-options[?tenantId=]: the checkout's shipping choices (spec storefront §7).
import { errorBodySchema, publicShippingOptionSchema, storefrontQuerySchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHED_READ_DESCRIPTION, cacheAsStorefront } from '../../plugins/storefront-cache.ts';
import { listPublicShippingOptions } from './shipping-options.public.service.ts';

export const publicShippingOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/shipping-options',
    {
      schema: {
        tags: ['shipping'],
        summary: "A store's active shipping options, in the owner's order",
        description: CACHED_READ_DESCRIPTION,
        querystring: storefrontQuerySchema,
        response: { 200: z.array(publicShippingOptionSchema), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const options = await listPublicShippingOptions(request.ctx, {
        tenantId: request.query.tenantId,
        host: request.headers.host,
        lang: request.query.lang,
      });
      return cacheAsStorefront(request, request.ctx.tenantId, options);
    },
  );
};
