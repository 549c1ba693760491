// GET and PUT /api/admin/vat-settings(?tenantId=): the store's VAT settings (ADR 0025) and where it
// is registered for tax; GET /api/admin/analytics/oss.csv: the One-Stop Shop return (docs/decisions/0101).
import { ossReportQuerySchema, vatSettingsInputSchema, vatSettingsSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsvDownload } from '../../lib/csv-download.ts';
import { errorResponses, requestedTenantId, tenantAdminSchema } from '../../lib/route-schemas.ts';
import { ossReportCsv } from './oss-report.service.ts';
import { getVatSettings, updateVatSettings } from './vat-settings.service.ts';

const tags = ['vat'];
const schema = tenantAdminSchema(tags, errorResponses(400, 401, 403, 404));
const config = { access: 'storeAdmin', permission: 'settings' } as const;

export const vatSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/vat-settings',
    { config, schema: schema({ response: { 200: vatSettingsSchema } }) },
    async (request) => getVatSettings(request.ctx, request.query.tenantId),
  );

  app.put(
    '/api/admin/vat-settings',
    { config, schema: schema({ body: vatSettingsInputSchema, response: { 200: vatSettingsSchema } }) },
    async (request) =>
      updateVatSettings(request.ctx, { requestedTenantId: requestedTenantId(request), input: request.body }),
  );

  app.get(
    '/api/admin/analytics/oss.csv',
    {
      config: { access: 'storeAdmin', permission: 'analytics' },
      schema: {
        tags,
        summary: 'The EU One-Stop Shop return of a quarter as CSV: net and VAT per country and rate',
        description:
          'quarter is YYYY-Qn (2026-Q3). Orders taxed under the One-Stop Shop, placed in the quarter (UTC) and paid; ' +
          'figures as recorded at checkout, a whole refund leaving the order out. UTF-8 with a header row; every line names the currency.',
        querystring: ossReportQuerySchema,
      },
    },
    async (request, reply) =>
      sendCsvDownload(reply, `oss-${request.query.quarter}`, await ossReportCsv(request.ctx, request.query)),
  );
};
