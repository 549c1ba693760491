// Accounts: setting a password from the e-mailed link, password reset, changing one's password.
import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account.routes.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';

export const accountPlugin: FastifyPluginAsync = async (app) => {
  await app.register(accountRoutes);
  await app.register(passwordResetRoutes);
};
