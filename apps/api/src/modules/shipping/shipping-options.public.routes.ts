// GET /api/shipping-options[?tenantId=]: the checkout's shipping choices (spec storefront §7).
import {
  errorBodySchema,
  publicShippingOptionSchema,
  shippingOptionsQuerySchema,
} from '@storefleet/contracts';
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
        summary: "The store's shipping options to a destination, in the owner's order",
        description:
          'The active options of the zone that covers `country` (ISO 3166-1 alpha-2; absent: GB), ' +
          'each with its `currency`. With `items` (product id and quantity, `12:1,13:2`) each option ' +
          'is priced for that cart (`priced: true`) and one that takes no such cart is left out; ' +
          'without, `cost` is the flat cost or the lowest band. With `currency` (one the store sells in, ' +
          "else 400) `cost` and `freeAbove` are converted at the owner's rate (docs/decisions/0105). A country no zone covers: 404 " +
          `"We don't ship to Germany yet" (docs/decisions/0100). ${CACHED_READ_DESCRIPTION}`,
        querystring: shippingOptionsQuerySchema,
        response: { 200: z.array(publicShippingOptionSchema), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const options = await listPublicShippingOptions(request.ctx, {
        tenantId: request.query.tenantId,
        host: request.headers.host,
        lang: request.query.lang,
        country: request.query.country,
        items: request.query.items,
        currency: request.query.currency,
      });
      return cacheAsStorefront(request, request.ctx.tenantId, options);
    },
  );
};
