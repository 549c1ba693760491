// A store's colour template.
import type { FastifyPluginAsync } from 'fastify';
import { colorTemplateRoutes } from './themes.routes.ts';

export const themesPlugin: FastifyPluginAsync = async (app) => {
  await app.register(colorTemplateRoutes);
};
