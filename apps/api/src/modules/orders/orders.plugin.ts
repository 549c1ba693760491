// Orders: the customer's order history and the store admin's orders, status and stats.
import type { FastifyPluginAsync } from 'fastify';
import { adminOrderRoutes } from './admin-orders.routes.ts';
import { customerOrderRoutes } from './customer-orders.routes.ts';
import { orderFulfilmentRoutes } from './order-fulfilments.routes.ts';
import { orderNoteRoutes } from './order-notes.routes.ts';

export const ordersPlugin: FastifyPluginAsync = async (app) => {
  await app.register(customerOrderRoutes);
  await app.register(adminOrderRoutes);
  await app.register(orderFulfilmentRoutes);
  await app.register(orderNoteRoutes);
};
