// Orders: the customer's order history and the store admin's orders, status and stats.
import type { FastifyPluginAsync } from 'fastify';
import { adminOrderRoutes } from './admin-orders.routes.ts';
import { customerOrderRoutes } from './customer-orders.routes.ts';

export const ordersPlugin: FastifyPluginAsync = async (app) => {
  await app.register(customerOrderRoutes);
  await app.register(adminOrderRoutes);
};
