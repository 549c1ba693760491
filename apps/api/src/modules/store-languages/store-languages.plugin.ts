// A store's languages: the setting (default and enabled languages). What is translated lives with
// each row (docs/decisions/0093); the store-front read's language is tenants/store-language.service.ts.
import type { FastifyPluginAsync } from 'fastify';
import { storeLanguagesRoutes } from './store-languages.routes.ts';

export const storeLanguagesPlugin: FastifyPluginAsync = async (app) => {
  await app.register(storeLanguagesRoutes);
};
