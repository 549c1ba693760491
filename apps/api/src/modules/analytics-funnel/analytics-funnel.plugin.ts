// The store front's conversion funnel (ADR 0083): the beacon and the owner's view.
import type { FastifyPluginAsync } from 'fastify';
import { funnelRoutes } from './funnel.routes.ts';

export const analyticsFunnelPlugin: FastifyPluginAsync = async (app) => {
  await app.register(funnelRoutes);
};
