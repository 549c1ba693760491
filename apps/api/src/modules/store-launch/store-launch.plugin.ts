// Store launch: the checklist and the launch of a new store front (ADR 0081; columns of tenants
// through the tenants module).
import type { FastifyPluginAsync } from 'fastify';
import { storeLaunchRoutes } from './store-launch.routes.ts';

export const storeLaunchPlugin: FastifyPluginAsync = async (app) => {
  await app.register(storeLaunchRoutes);
};
