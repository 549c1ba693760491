// Stores (tenants): the public store reads. The operator's store management is modules/tenant-admin.
import type { FastifyPluginAsync } from 'fastify';
import { tenantRoutes } from './tenants.routes.ts';
import { tlsAllowedRoutes } from './tls-allowed.routes.ts';

export const tenantsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(tenantRoutes);
  await app.register(tlsAllowedRoutes);
};
