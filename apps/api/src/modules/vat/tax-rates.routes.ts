// The owner's own tax rates (docs/decisions/0107): GET /api/admin/tax-rates (any member reads),
// PUT /api/admin/tax-rates/{place}/{taxClass} sets one and DELETE resets it (the `settings` permission).
import {
  taxRateInputSchema,
  taxRateParamsSchema,
  taxRatePlaceSchema,
  taxRatesSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors, requestedTenantId, tenantAdminSchema } from '../../lib/route-schemas.ts';
import { getTaxRates, saveTaxRate } from './tax-rates.service.ts';

const schema = tenantAdminSchema(['vat'], adminErrors);
const config = { access: 'storeAdmin', permission: 'settings' } as const;

export const taxRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Any member reads them (as GET /api/admin/currencies): the rates are no secret of the owner's.
  app.get(
    '/api/admin/tax-rates',
    {
      config: { access: 'storeAdmin', permission: 'member' },
      schema: schema({ response: { 200: taxRatesSchema } }),
    },
    async (request) => getTaxRates(request.ctx, request.query.tenantId),
  );

  app.put(
    '/api/admin/tax-rates/:place/:taxClass',
    {
      config,
      schema: schema({
        params: taxRateParamsSchema,
        body: taxRateInputSchema,
        response: { 200: taxRatePlaceSchema },
      }),
    },
    async (request) =>
      saveTaxRate(request.ctx, {
        requestedTenantId: requestedTenantId(request),
        place: request.params.place,
        taxClass: request.params.taxClass,
        rateBp: request.body.rate,
      }),
  );

  app.delete(
    '/api/admin/tax-rates/:place/:taxClass',
    { config, schema: schema({ params: taxRateParamsSchema, response: { 200: taxRatePlaceSchema } }) },
    async (request) =>
      saveTaxRate(request.ctx, {
        requestedTenantId: request.query.tenantId,
        place: request.params.place,
        taxClass: request.params.taxClass,
        rateBp: null,
      }),
  );
};
