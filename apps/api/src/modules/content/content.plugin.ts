// Store content (CMS): the store front's entries and the admin's editing calls.
import type { FastifyPluginAsync } from 'fastify';
import { adminContentRoutes } from './content.admin.routes.ts';
import { publicContentRoutes } from './content.public.routes.ts';

export const contentPlugin: FastifyPluginAsync = async (app) => {
  await app.register(publicContentRoutes);
  await app.register(adminContentRoutes);
};
