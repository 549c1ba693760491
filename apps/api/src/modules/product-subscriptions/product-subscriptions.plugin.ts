// Product subscriptions: subscription products, the store's and the customer's subscriptions, renewals.
import type { FastifyPluginAsync } from 'fastify';
import { productSubscriptionRoutes } from './product-subscriptions.routes.ts';

export const productSubscriptionsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(productSubscriptionRoutes);
};
