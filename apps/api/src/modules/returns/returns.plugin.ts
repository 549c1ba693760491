// Returns and exchanges: the customer's and the store's return calls.
import type { FastifyPluginAsync } from 'fastify';
import { returnsRoutes } from './returns.routes.ts';

export const returnsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(returnsRoutes);
};
