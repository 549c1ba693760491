// VAT: the store's settings (prices include VAT, VAT number); the arithmetic is vat-pricing.service.ts.
import type { FastifyPluginAsync } from 'fastify';
import { vatSettingsRoutes } from './vat-settings.routes.ts';

export const vatPlugin: FastifyPluginAsync = async (app) => {
  await app.register(vatSettingsRoutes);
};
