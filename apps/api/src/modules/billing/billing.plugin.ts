// The platform's bills to stores: lists, stats, history, monthly generation, mark paid; the card on
// file and the platform's Stripe webhook (ADR 0084); the operator's revenue view, timeline, refund
// and waive (ADR 0085).
import type { FastifyPluginAsync } from 'fastify';
import { billingRoutes } from './billing.routes.ts';
import { billingOverviewRoutes } from './billing-overview.routes.ts';
import { cardOnFileRoutes } from './card-on-file.routes.ts';
import { platformWebhookRoutes } from './platform-webhook.routes.ts';

export const billingPlugin: FastifyPluginAsync = async (app) => {
  await app.register(billingRoutes);
  await app.register(billingOverviewRoutes);
  await app.register(cardOnFileRoutes);
  await app.register(platformWebhookRoutes);
};
