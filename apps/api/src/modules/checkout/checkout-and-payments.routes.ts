// Every route of checkout, payments, customer orders and accounts, registered by app.ts in one line.
// Each child is its own encapsulated plugin (the webhooks' raw-body parser and checkout's error
// handler stay with their own routes).
import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from '../account/account.routes.ts';
import { customerOrderRoutes } from '../orders/customer-orders.routes.ts';
import { paymentSettingsRoutes } from '../payments/payment-settings.routes.ts';
import { sandboxRoutes } from '../payments/sandbox.routes.ts';
import { webhookRoutes } from '../payments/webhooks.routes.ts';
import { checkoutRoutes } from './checkout.routes.ts';

export const checkoutAndPaymentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(checkoutRoutes);
  await app.register(sandboxRoutes);
  await app.register(webhookRoutes);
  await app.register(paymentSettingsRoutes);
  await app.register(customerOrderRoutes);
  await app.register(accountRoutes);
};
