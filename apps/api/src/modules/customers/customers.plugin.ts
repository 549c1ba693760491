// Customers: the store admin's view of everyone who bought from the store (ADR 0028).
import type { FastifyPluginAsync } from 'fastify';
import { customerRoutes } from './customers.routes.ts';

export const customersPlugin: FastifyPluginAsync = async (app) => {
  await app.register(customerRoutes);
};
