// GET /api/admin/dashboard-stats?range=7d|30d|90d (spec admin §7 Dashboard).
import { dashboardStatsQuerySchema, dashboardStatsSchema, errorBodySchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDashboardStats } from './dashboard-stats.service.ts';

export const dashboardStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard-stats',
    {
      config: { access: 'storeAdmin', permission: 'member' },
      schema: {
        tags: ['dashboard'],
        querystring: dashboardStatsQuerySchema,
        response: {
          200: dashboardStatsSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => getDashboardStats(request.ctx, request.query),
  );
};
