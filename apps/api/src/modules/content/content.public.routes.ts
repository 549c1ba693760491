// GET /api/cms/content[?tenantId=]: the store front's content entries (spec storefront §7).
import { errorBodySchema, publicContentSchema, storefrontQuerySchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CACHED_READ_DESCRIPTION, cacheAsStorefront } from '../../plugins/storefront-cache.ts';
import { listPublicContent } from './content.public.service.ts';

export const publicContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cms/content',
    {
      schema: {
        tags: ['cms'],
        summary: "A store's site content as key/value pairs",
        description: CACHED_READ_DESCRIPTION,
        querystring: storefrontQuerySchema,
        response: { 200: publicContentSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const content = await listPublicContent(request.ctx, {
        tenantId: request.query.tenantId,
        host: request.headers.host,
        lang: request.query.lang,
      });
      return cacheAsStorefront(request, request.ctx.tenantId, content);
    },
  );
};
