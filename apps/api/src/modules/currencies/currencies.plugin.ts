// A store's currencies (docs/decisions/0105): its base currency and the others it sells in.
import type { FastifyPluginAsync } from 'fastify';
import { currenciesRoutes } from './currencies.routes.ts';

export const currenciesPlugin: FastifyPluginAsync = async (app) => {
  await app.register(currenciesRoutes);
};
