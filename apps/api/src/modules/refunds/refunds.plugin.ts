// Refunds from the admin order view: the refund calls (their background job is listed in jobs).
import type { FastifyPluginAsync } from 'fastify';
import { orderRefundRoutes } from './order-refunds.routes.ts';

export const refundsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(orderRefundRoutes);
};
