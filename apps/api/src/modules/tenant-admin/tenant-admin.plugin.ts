// The operator's store management (Tenant Management: list, create with its owner, edit, trial)
// and a store's own account page. It stands above tenants, auth, plans, account and email, which
// it composes; the store record itself is the tenants module's (docs/architecture.md, "Layers").
import type { FastifyPluginAsync } from 'fastify';
import { tenantAdminRoutes } from './tenants.admin.routes.ts';

export const tenantAdminPlugin: FastifyPluginAsync = async (app) => {
  await app.register(tenantAdminRoutes);
};
