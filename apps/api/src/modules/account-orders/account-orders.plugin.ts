// Account orders: what a customer's account shows of their orders beyond the orders module's list
// (the refunds made on them). Owns no table; reads through the refunds module's service.
import type { FastifyPluginAsync } from 'fastify';
import { accountOrderRoutes } from './account-orders.routes.ts';

export const accountOrdersPlugin: FastifyPluginAsync = async (app) => {
  await app.register(accountOrderRoutes);
};
