// Orders: the store admin's orders, status and stats (the customer's order history, GET /api/orders,
// is served by the account-orders module from listOrders).
import type { FastifyPluginAsync } from 'fastify';
import { adminOrderRoutes } from './admin-orders.routes.ts';
import { orderFulfilmentRoutes } from './order-fulfilments.routes.ts';
import { orderNoteRoutes } from './order-notes.routes.ts';

export const ordersPlugin: FastifyPluginAsync = async (app) => {
  await app.register(adminOrderRoutes);
  await app.register(orderFulfilmentRoutes);
  await app.register(orderNoteRoutes);
};
