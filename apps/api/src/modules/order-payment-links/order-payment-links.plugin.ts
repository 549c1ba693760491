// Collecting what an order still owes (ADR 0077): the admin's "Send payment link" and the link's two
// store-front calls.
import type { FastifyPluginAsync } from 'fastify';
import { orderPaymentLinkRoutes } from './order-payment-links.routes.ts';

export const orderPaymentLinksPlugin: FastifyPluginAsync = async (app) => {
  await app.register(orderPaymentLinkRoutes);
};
