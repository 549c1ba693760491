// GET /api/super-admin/stats and /stats/sales (super admin).
import {
  errorBodySchema,
  platformSalesQuerySchema,
  platformSalesSchema,
  superAdminStatsSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPlatformSales, getSuperAdminStats } from './platform-stats.service.ts';

export const platformStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/super-admin/stats',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['platform'],
        response: { 200: superAdminStatsSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => getSuperAdminStats(request.ctx),
  );

  app.get(
    '/api/super-admin/stats/sales',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['platform'],
        summary: 'Sales across stores: GMV per currency, orders, active and top stores, new stores per month',
        description:
          'From the stores’ daily rollups (ADR 0082). from and to are days (YYYY-MM-DD), both counted, ' +
          'at most 732 days apart; without them, the last 30 days. GMV is net sales, one amount per currency.',
        querystring: platformSalesQuerySchema,
        response: {
          200: platformSalesSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => getPlatformSales(request.ctx, request.query),
  );
};
