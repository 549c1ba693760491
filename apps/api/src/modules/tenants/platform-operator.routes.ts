// Every route of the platform-operator issue in one plugin, so app.ts registers it with one line:
// stores, plans, billing, the store owner's subscription and the super admin dashboard figures.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingRoutes } from '../billing/billing.routes.ts';
import { planRoutes } from '../plans/plans.routes.ts';
import { platformStatsRoutes } from '../platform-stats/platform-stats.routes.ts';
import { subscriptionRoutes } from '../store-plan/store-plan.routes.ts';
import { tenantAdminRoutes } from './tenants.admin.routes.ts';

export const platformOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(tenantAdminRoutes);
  await app.register(planRoutes);
  await app.register(billingRoutes);
  await app.register(subscriptionRoutes);
  await app.register(platformStatsRoutes);
};
