// Invoices: each order's invoice number (given at checkout) and its PDF (ADR 0025).
import type { FastifyPluginAsync } from 'fastify';
import { invoiceRoutes } from './invoices.routes.ts';

export const invoicesPlugin: FastifyPluginAsync = async (app) => {
  await app.register(invoiceRoutes);
};
