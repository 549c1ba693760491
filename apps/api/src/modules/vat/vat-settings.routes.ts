// GET and PUT /api/admin/vat-settings(?tenantId=): the store's VAT settings (ADR 0025).
import { vatSettingsInputSchema, vatSettingsQuerySchema, vatSettingsSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { getVatSettings, updateVatSettings } from './vat-settings.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['vat'];

export const vatSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/vat-settings',
    {
      config: { access: 'storeAdmin', permission: 'settings' },
      schema: { tags, querystring: vatSettingsQuerySchema, response: { 200: vatSettingsSchema, ...errors } },
    },
    async (request) => getVatSettings(request.ctx, request.query.tenantId),
  );

  app.put(
    '/api/admin/vat-settings',
    {
      config: { access: 'storeAdmin', permission: 'settings' },
      schema: {
        tags,
        querystring: vatSettingsQuerySchema,
        body: vatSettingsInputSchema,
        response: { 200: vatSettingsSchema, ...errors },
      },
    },
    async (request) =>
      updateVatSettings(request.ctx, {
        requestedTenantId: request.query.tenantId ?? request.body.tenantId,
        input: request.body,
      }),
  );
};
