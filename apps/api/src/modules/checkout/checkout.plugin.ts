// Checkout: payment intent, checkout details and confirmation. checkoutRoutes keeps its own error
// handler (line errors name the product), scoped to it because it is registered as a child plugin.
import type { FastifyPluginAsync } from 'fastify';
import { checkoutRoutes } from './checkout.routes.ts';

export const checkoutPlugin: FastifyPluginAsync = async (app) => {
  await app.register(checkoutRoutes);
};
