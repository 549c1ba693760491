// The store's figures (ADR 0082): the Reports screen's calls.
import type { FastifyPluginAsync } from 'fastify';
import { analyticsRoutes } from './analytics.routes.ts';

export const analyticsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(analyticsRoutes);
};
