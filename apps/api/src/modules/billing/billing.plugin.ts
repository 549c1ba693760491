// The platform's bills to stores: lists, stats, history, monthly generation, mark paid.
import type { FastifyPluginAsync } from 'fastify';
import { billingRoutes } from './billing.routes.ts';

export const billingPlugin: FastifyPluginAsync = async (app) => {
  await app.register(billingRoutes);
};
