// Search engines: robots.txt and each store's sitemap.xml.
import type { FastifyPluginAsync } from 'fastify';
import { seoRoutes } from './seo.routes.ts';

export const seoPlugin: FastifyPluginAsync = async (app) => {
  await app.register(seoRoutes);
};
