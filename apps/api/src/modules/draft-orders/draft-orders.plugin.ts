// Draft orders: the store admin's calls and the payment link's store-front calls.
import type { FastifyPluginAsync } from 'fastify';
import { draftOrderRoutes } from './draft-orders.routes.ts';

export const draftOrdersPlugin: FastifyPluginAsync = async (app) => {
  await app.register(draftOrderRoutes);
};
