// The super admin dashboard's platform-wide figures.
import type { FastifyPluginAsync } from 'fastify';
import { platformStatsRoutes } from './platform-stats.routes.ts';

export const platformStatsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(platformStatsRoutes);
};
