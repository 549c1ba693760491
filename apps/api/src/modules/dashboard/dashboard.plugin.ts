// The store admin's dashboard figures.
import type { FastifyPluginAsync } from 'fastify';
import { dashboardStatsRoutes } from './dashboard-stats.routes.ts';

export const dashboardPlugin: FastifyPluginAsync = async (app) => {
  await app.register(dashboardStatsRoutes);
};
