// Publishable store-front keys (ADR 0076): the owners' calls; a request's key is handled by
// registerStorefrontKeys (storefront-key-access.ts), wired in app.ts.
import type { FastifyPluginAsync } from 'fastify';
import { storefrontKeyRoutes } from './storefront-keys.routes.ts';

export { registerStorefrontKeys } from './storefront-key-access.ts';

export const storefrontKeysPlugin: FastifyPluginAsync = async (app) => {
  await app.register(storefrontKeyRoutes);
};
