// Customer accounts: setting a password from the e-mailed link.
import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account.routes.ts';

export const accountPlugin: FastifyPluginAsync = async (app) => {
  await app.register(accountRoutes);
};
