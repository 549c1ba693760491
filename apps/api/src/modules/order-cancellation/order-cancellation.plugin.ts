// Cancelling an order: the cancel call.
import type { FastifyPluginAsync } from 'fastify';
import { orderCancellationRoutes } from './order-cancellation.routes.ts';

export const orderCancellationPlugin: FastifyPluginAsync = async (app) => {
  await app.register(orderCancellationRoutes);
};
