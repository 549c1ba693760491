// The platform's subscription plans.
import type { FastifyPluginAsync } from 'fastify';
import { planRoutes } from './plans.routes.ts';

export const plansPlugin: FastifyPluginAsync = async (app) => {
  await app.register(planRoutes);
};
