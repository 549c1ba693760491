// Stores (tenants): public store reads and the operator's store management.
import type { FastifyPluginAsync } from 'fastify';
import { tenantAdminRoutes } from './tenants.admin.routes.ts';
import { tenantRoutes } from './tenants.routes.ts';

export const tenantsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(tenantRoutes);
  await app.register(tenantAdminRoutes);
};
