// GET /robots.txt, /sitemap.xml (on a store's own host), /s/{slug}/sitemap.xml and /store/{tenantId}/sitemap.xml: public, for search engines.
import { errorBodySchema, idSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { robotsTxt, storeSitemap } from './seo.service.ts';

const sitemapSchema = <Params extends z.ZodObject>(params: Params) => ({
  tags: ['seo'],
  description:
    "The store's sitemap (sitemaps.org XML, `application/xml`): its home page and its terms and returns " +
    "pages and each live product's page, each with `<lastmod>` (the home page counts its live products and " +
    'content); a store in several languages lists each page in each language, each with an ' +
    '`<xhtml:link rel="alternate" hreflang>` for every language and `x-default`. 404 when the store ' +
    'does not exist or is not open.',
  params,
  produces: ['application/xml'],
  response: { 200: z.string(), 404: errorBodySchema },
});

/** Crawlers may read these often: a short public cache. */
const CACHE_CONTROL = 'public, max-age=300';

export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['seo'],
        description:
          'robots.txt (`text/plain`): store pages allowed; the API, admin, sign-in, account and checkout paths ' +
          "disallowed; a `Sitemap:` line for each open store at its own address (on a store's own host, " +
          "that store's only).",
        produces: ['text/plain'],
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const text = await robotsTxt(request.ctx, { host: request.headers.host });
      return reply.header('Cache-Control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(text);
    },
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        ...sitemapSchema(z.object({})),
        description:
          "On a store's own address (its domain or subdomain): that store's sitemap, as at /s/{slug}/sitemap.xml. " +
          '404 on the platform host or for a store that is not open.',
      },
    },
    async (request, reply) => {
      const xml = await storeSitemap(request.ctx, { host: request.headers.host });
      return reply.header('Cache-Control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
    },
  );

  app.get(
    '/s/:slug/sitemap.xml',
    { schema: sitemapSchema(z.object({ slug: z.string().min(1).max(100) })) },
    async (request, reply) => {
      const xml = await storeSitemap(request.ctx, { slug: request.params.slug });
      return reply.header('Cache-Control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
    },
  );

  app.get(
    '/store/:tenantId/sitemap.xml',
    { schema: sitemapSchema(z.object({ tenantId: idSchema('Tenant id') })) },
    async (request, reply) => {
      const xml = await storeSitemap(request.ctx, { tenantId: request.params.tenantId });
      return reply.header('Cache-Control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(xml);
    },
  );
};
