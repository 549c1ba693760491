// The store's e-mail: SMTP settings, test e-mail and the sent-mail log; the development mailbox.
import type { FastifyPluginAsync } from 'fastify';
import { devMailboxRoutes } from './dev-mailbox.routes.ts';
import { emailAdminRoutes } from './email-admin.routes.ts';

export const emailPlugin: FastifyPluginAsync = async (app) => {
  await app.register(emailAdminRoutes);
  await app.register(devMailboxRoutes);
};
