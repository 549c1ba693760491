// A store's own plan: upgrade and cancel by the store owner.
import type { FastifyPluginAsync } from 'fastify';
import { storePlanRoutes } from './store-plan.routes.ts';

export const storePlanPlugin: FastifyPluginAsync = async (app) => {
  await app.register(storePlanRoutes);
};
