// Discount codes: the store admin's calls. Checkout applies codes itself
// (modules/checkout, through discount-checkout.service.ts).
import type { FastifyPluginAsync } from 'fastify';
import { discountRoutes } from './discounts.routes.ts';

export const discountsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(discountRoutes);
};
