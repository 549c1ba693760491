// GET /api/admin/analytics/sales and /products, and their CSV downloads (ADR 0082): the Reports
// screen's figures for a range of the store's days, read from the daily rollups.
import {
  analyticsProductsQuerySchema,
  analyticsProductsSchema,
  analyticsRangeQuerySchema,
  analyticsSalesQuerySchema,
  analyticsSalesSchema,
  storeTimeZoneInputSchema,
  storeTimeZoneSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsvDownload } from '../../lib/csv-download.ts';
import { errorResponses, tenantQuerySchema } from '../../lib/route-schemas.ts';
import { productsCsv, salesCsv } from './analytics-csv.service.ts';
import { getProductsReport, getSalesReport } from './analytics-reports.service.ts';
import { getStoreTimeZone, setStoreTimeZone } from './analytics-time-zone.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['analytics'];
const config = { access: 'storeAdmin', permission: 'analytics' } as const;
const rangeHelp =
  'from and to are days (YYYY-MM-DD) in the store’s time zone, both counted, at most 732 days apart; ' +
  'without them, the last 30 days to today. Money is a decimal string in `currency`.';
const csvHelp = 'UTF-8 with a header row; every line names the currency.';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/analytics/sales',
    {
      config,
      schema: {
        tags,
        summary: 'Sales over time: totals and a series by day, week or month, and the period before',
        description: `${rangeHelp} Net sales are gross sales less discounts and refunded goods; a refund counts on the day it was made. compare=previous adds the same length of time just before from.`,
        querystring: analyticsSalesQuerySchema,
        response: { 200: analyticsSalesSchema, ...errors },
      },
    },
    async (request) => getSalesReport(request.ctx, request.query),
  );

  app.get(
    '/api/admin/analytics/products',
    {
      config,
      schema: {
        tags,
        summary: 'Top products and categories by net sales (or units), and the discount codes used',
        description: rangeHelp,
        querystring: analyticsProductsQuerySchema,
        response: { 200: analyticsProductsSchema, ...errors },
      },
    },
    async (request) => getProductsReport(request.ctx, request.query),
  );

  app.get(
    '/api/admin/analytics/sales.csv',
    {
      config,
      schema: {
        tags,
        summary: 'Sales over time as CSV, one line per day, week or month',
        description: `${rangeHelp} ${csvHelp}`,
        querystring: analyticsSalesQuerySchema,
      },
    },
    async (request, reply) => sendCsvDownload(reply, 'sales', await salesCsv(request.ctx, request.query)),
  );

  for (const list of ['products', 'categories', 'discounts'] as const) {
    app.get(
      `/api/admin/analytics/${list}.csv`,
      {
        config,
        schema: {
          tags,
          summary: {
            products: 'The top 100 products by net sales as CSV',
            categories: 'The top 100 categories by net sales as CSV',
            discounts: 'The discount codes used, most orders first, as CSV',
          }[list],
          description: `${rangeHelp} ${csvHelp}`,
          querystring: analyticsRangeQuerySchema,
        },
      },
      async (request, reply) =>
        sendCsvDownload(reply, list, await productsCsv(request.ctx, { query: request.query, list })),
    );
  }

  app.get(
    '/api/admin/store-time-zone',
    {
      config: { access: 'storeAdmin', permission: 'settings' },
      schema: {
        tags,
        summary: "The time zone the store's days are counted in",
        querystring: tenantQuerySchema,
        response: { 200: storeTimeZoneSchema, ...errors },
      },
    },
    async (request) => getStoreTimeZone(request.ctx, request.query),
  );

  app.put(
    '/api/admin/store-time-zone',
    {
      config: { access: 'storeAdmin', permission: 'settings' },
      schema: {
        tags,
        summary: "Changes the time zone the store's days are counted in",
        description:
          'An IANA name (Europe/London by default). The reports are then rebuilt for the new days by a ' +
          'background job, within about a minute.',
        querystring: tenantQuerySchema,
        body: storeTimeZoneInputSchema,
        response: { 200: storeTimeZoneSchema, ...errors },
      },
    },
    async (request) =>
      setStoreTimeZone(request.ctx, {
        requestedTenantId: request.query.tenantId,
        timeZone: request.body.timeZone,
      }),
  );
};
