// GET and PUT /api/admin/vat-settings(?tenantId=): the store's VAT settings (ADR 0025) and where it
// is registered for tax; GET /api/admin/analytics/oss.csv: the One-Stop Shop return (docs/decisions/0101).
import {
  ossReportQuerySchema,
  vatSettingsInputSchema,
  vatSettingsQuerySchema,
  vatSettingsSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsvDownload } from '../../lib/csv-download.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { ossReportCsv } from './oss-report.service.ts';
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
