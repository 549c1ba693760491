// VAT: the store's settings (prices include VAT, VAT number, where it is registered), the owner's own
// tax rates (docs/decisions/0107); the arithmetic is vat-pricing.service.ts.
import type { FastifyPluginAsync } from 'fastify';
import { taxRatesRoutes } from './tax-rates.routes.ts';
import { vatSettingsRoutes } from './vat-settings.routes.ts';

export const vatPlugin: FastifyPluginAsync = async (app) => {
  await app.register(vatSettingsRoutes);
  await app.register(taxRatesRoutes);
};
