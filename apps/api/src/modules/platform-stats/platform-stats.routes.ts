// GET /api/super-admin/stats (super admin).
import { errorBodySchema, superAdminStatsSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSuperAdminStats } from './platform-stats.service.ts';

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
};
