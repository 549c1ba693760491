// GET /api/products[?tenantId=][&search=]: the store front's product list (DESIGN §9). Without
// tenantId the store is the request's: Host domain, the signed-in member's store, else tenant 1.
// With `search`, the matching live products, most relevant first; never cached (ADR 0033).
import {
  errorBodySchema,
  productHandleParamSchema,
  STOREFRONT_SEARCH_MAX_RESULTS,
  storefrontCategorySchema,
  storefrontPricedQuerySchema,
  storefrontProductByHandleSchema,
  storefrontProductSchema,
  storefrontProductsQuerySchema,
  storefrontQuerySchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHED_READ_DESCRIPTION, cacheAsStorefront } from '../../plugins/storefront-cache.ts';
import {
  getStorefrontProductByHandle,
  listStorefrontCategories,
  listStorefrontProducts,
  type StorefrontHints,
  searchStorefrontProducts,
} from './storefront-products.service.ts';

const SEARCH_DESCRIPTION =
  ` With \`search\` (trimmed, at most 100 characters): the live products whose name, category or ` +
  `description contain every word of it, ignoring case, or resemble it closely (a small typo is ` +
  `forgiven), products whose name matches first, at most ${STOREFRONT_SEARCH_MAX_RESULTS}; a search ` +
  'answer is never cached (`Cache-Control: no-store`, ADR 0033).';

const CURRENCY_DESCRIPTION =
  ' With `currency` (one the store sells in, `GET /api/storefront/currencies`): every amount in it, ' +
  'as decimal text with its minor digits, `currency` beside them; a price set explicitly in it wins, ' +
  "else the base price at the owner's rate and rounding rule. A currency the store does not sell in " +
  'is a 400 naming those it does (docs/decisions/0105).';

/** A priced store-front read's hints: the store asked for or the Host's, its pass, language and currency. */
function pricedReadHints(request: {
  query: { tenantId?: number; lang?: string; currency?: string };
  headers: { host?: string };
  cookies: Record<string, string | undefined>;
}): StorefrontHints {
  return {
    tenantId: request.query.tenantId,
    host: request.headers.host,
    cookies: request.cookies,
    lang: request.query.lang,
    currency: request.query.currency,
  };
}

export const storefrontProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A store's live products for the store front, or those matching a search",
        description: CACHED_READ_DESCRIPTION + SEARCH_DESCRIPTION + CURRENCY_DESCRIPTION,
        querystring: storefrontProductsQuerySchema,
        response: {
          200: z.array(storefrontProductSchema),
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const hints = pricedReadHints(request);
      const { search } = request.query;
      if (search !== undefined) {
        reply.header('cache-control', 'no-store');
        return searchStorefrontProducts(request.ctx, { hints, search });
      }
      const { products, launched } = await listStorefrontProducts(request.ctx, hints);
      // A store not launched yet answers only those with its pass: never from the cache (ADR 0081).
      return cacheAsStorefront(request, launched ? request.ctx.tenantId : null, products);
    },
  );

  app.get(
    '/api/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A store's categories for the store front, in the language asked for",
        description: CACHED_READ_DESCRIPTION,
        querystring: storefrontQuerySchema,
        response: {
          200: z.array(storefrontCategorySchema),
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { categories, launched } = await listStorefrontCategories(request.ctx, {
        tenantId: request.query.tenantId,
        host: request.headers.host,
        cookies: request.cookies,
        lang: request.query.lang,
      });
      return cacheAsStorefront(request, launched ? request.ctx.tenantId : null, categories);
    },
  );

  app.get(
    '/api/products/by-handle/:handle',
    {
      schema: {
        tags: ['catalogue'],
        summary: "One live product of a store by its handle (the store front's product page)",
        description:
          'The live product whose handle is `handle` in the store (`?tenantId`, else the Host domain, the ' +
          "signed-in member's store, else tenant 1), with its active variant rows. An old handle (before a " +
          'rename) answers the product with `redirectTo`, its handle now; an unknown handle, a draft ' +
          'product or a closed store answers 404 (ADR 0037).' +
          CURRENCY_DESCRIPTION,
        params: z.object({ handle: productHandleParamSchema }),
        querystring: storefrontPricedQuerySchema,
        response: {
          200: storefrontProductByHandleSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) =>
      getStorefrontProductByHandle(request.ctx, {
        hints: pricedReadHints(request),
        handle: request.params.handle,
      }),
  );
};
