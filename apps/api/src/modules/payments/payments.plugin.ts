// Payments: the sandbox card form, provider webhooks and a store's payment settings. The webhooks'
// raw-body parser stays scoped to webhookRoutes, a child plugin, so JSON parsing elsewhere is unchanged.
import type { FastifyPluginAsync } from 'fastify';
import { paymentSettingsRoutes } from './payment-settings.routes.ts';
import { sandboxRoutes } from './sandbox.routes.ts';
import { webhookRoutes } from './webhooks.routes.ts';

export const paymentsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(sandboxRoutes);
  await app.register(webhookRoutes);
  await app.register(paymentSettingsRoutes);
};
