// Payments: the sandbox card form, provider webhooks and a store's payment settings. The webhooks'
// raw-body parser stays scoped to webhookRoutes, a child plugin, so JSON parsing elsewhere is unchanged.
import type { FastifyPluginAsync } from 'fastify';
import { paymentSettingsRoutes } from './payment-settings.routes.ts';
import { sandboxRoutes } from './sandbox.routes.ts';
import { webhookRoutes } from './webhooks.routes.ts';
import type { ApplyPayment } from './webhooks.service.ts';

/** `applyPayment`: what a verified provider event does to checkouts and orders (the checkout module's). */
export const paymentsPlugin: FastifyPluginAsync<{ applyPayment: ApplyPayment }> = async (app, options) => {
  await app.register(sandboxRoutes);
  await app.register(webhookRoutes, { applyPayment: options.applyPayment });
  await app.register(paymentSettingsRoutes);
};
