// A store's currencies (docs/decisions/0105): GET /api/admin/currencies, PUT …/base, PUT and DELETE
// …/{code}, POST …/rates-from-file (the `settings` permission), and the store front's GET
// /api/storefront/currencies.
import {
  baseCurrencyInputSchema,
  currencyParamSchema,
  errorBodySchema,
  publicStoreCurrenciesSchema,
  ratesFromFileResultSchema,
  storeCurrenciesSchema,
  storeCurrencyInputSchema,
  storeCurrencySchema,
  storefrontQuerySchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors, tenantAdminSchema } from '../../lib/route-schemas.ts';
import {
  getPublicStoreCurrencies,
  getStoreCurrencies,
  removeStoreCurrency,
  saveStoreCurrency,
  setBaseCurrency,
  updateRatesFromFile,
} from './currencies.service.ts';

const schema = tenantAdminSchema(['currencies'], adminErrors);
const params = z.object({ code: currencyParamSchema });
const config = { access: 'storeAdmin', permission: 'settings' } as const;

export const currenciesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Any member reads them: the product form shows the prices in the other currencies to whoever may
  // edit products (as GET /api/admin/store-languages does); changing them is `settings`.
  app.get(
    '/api/admin/currencies',
    {
      config: { access: 'storeAdmin', permission: 'member' },
      schema: schema({ response: { 200: storeCurrenciesSchema } }),
    },
    async (request) => getStoreCurrencies(request.ctx, request.query.tenantId),
  );

  app.put(
    '/api/admin/currencies/base',
    {
      config,
      schema: schema({ body: baseCurrencyInputSchema, response: { 200: storeCurrenciesSchema } }),
    },
    async (request) =>
      setBaseCurrency(request.ctx, {
        requestedTenantId: request.query.tenantId,
        currency: request.body.currency,
      }),
  );

  app.post(
    '/api/admin/currencies/rates-from-file',
    {
      config,
      schema: schema({ response: { 200: ratesFromFileResultSchema } }),
    },
    async (request) => updateRatesFromFile(request.ctx, { requestedTenantId: request.query.tenantId }),
  );

  app.put(
    '/api/admin/currencies/:code',
    {
      config,
      schema: schema({ params, body: storeCurrencyInputSchema, response: { 200: storeCurrencySchema } }),
    },
    async (request) =>
      saveStoreCurrency(request.ctx, {
        requestedTenantId: request.query.tenantId,
        code: request.params.code,
        input: request.body,
      }),
  );

  app.delete(
    '/api/admin/currencies/:code',
    { config, schema: schema({ params, response: { 204: z.null() } }) },
    async (request, reply) => {
      await removeStoreCurrency(request.ctx, {
        requestedTenantId: request.query.tenantId,
        code: request.params.code,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/storefront/currencies',
    {
      schema: {
        tags: ['currencies'],
        description:
          'The currencies a store sells in, its base currency first (`?tenantId`, else the Host domain, ' +
          "the signed-in member's store, else tenant 1). The store front's reads price in any of them with " +
          '`?currency=` (docs/decisions/0105).',
        querystring: storefrontQuerySchema,
        response: { 200: publicStoreCurrenciesSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      getPublicStoreCurrencies(request.ctx, {
        tenantId: request.query.tenantId,
        host: request.headers.host,
      }),
  );
};
