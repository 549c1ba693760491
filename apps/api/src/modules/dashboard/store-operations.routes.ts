// Every route of the store's day-to-day admin (issue 6: orders, shipping, content, colour
// template, e-mail, dashboard), registered by app.ts in one line.
import type { FastifyPluginAsync } from 'fastify';
import { adminContentRoutes } from '../content/content.admin.routes.ts';
import { emailAdminRoutes } from '../email/email-admin.routes.ts';
import { adminOrderRoutes } from '../orders/admin-orders.routes.ts';
import { adminShippingOptionRoutes } from '../shipping/shipping-options.admin.routes.ts';
import { colorTemplateRoutes } from '../themes/themes.routes.ts';
import { dashboardStatsRoutes } from './dashboard-stats.routes.ts';

export const storeOperationsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminOrderRoutes);
  await app.register(adminShippingOptionRoutes);
  await app.register(adminContentRoutes);
  await app.register(colorTemplateRoutes);
  await app.register(emailAdminRoutes);
  await app.register(dashboardStatsRoutes);
};
