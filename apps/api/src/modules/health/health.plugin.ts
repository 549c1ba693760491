// Liveness: answers once the database does.
import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health.routes.ts';

export const healthPlugin: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};
