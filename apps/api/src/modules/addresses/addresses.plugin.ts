// Addresses: a customer's address book in each store they shop at (table customer_addresses).
import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from './addresses.routes.ts';

export const addressesPlugin: FastifyPluginAsync = async (app) => {
  await app.register(addressRoutes);
};
