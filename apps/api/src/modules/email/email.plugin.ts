// The store's e-mail: SMTP settings, test e-mail and the sent-mail log.
import type { FastifyPluginAsync } from 'fastify';
import { emailAdminRoutes } from './email-admin.routes.ts';

export const emailPlugin: FastifyPluginAsync = async (app) => {
  await app.register(emailAdminRoutes);
};
