// A store's API keys (ADR 0072): the admin calls; the key's authentication is wired in app.ts.
import type { FastifyPluginAsync } from 'fastify';
import { apiKeyRoutes } from './api-keys.routes.ts';

export const apiKeysPlugin: FastifyPluginAsync = async (app) => {
  await app.register(apiKeyRoutes);
};
