// Outgoing webhooks (ADR 0075): the admin calls; the sending is the 'webhooks.deliver' job's.
import type { FastifyPluginAsync } from 'fastify';
import { webhookRoutes } from './webhooks.routes.ts';

export const webhooksPlugin: FastifyPluginAsync = async (app) => {
  await app.register(webhookRoutes);
};
