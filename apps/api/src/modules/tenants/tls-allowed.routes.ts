// GET /api/tls/allowed?domain=: the `ask` of Caddy's on-demand TLS (ADR 0070): 200 when the platform
// serves `domain`, so Caddy may get a certificate for it, else 404. This version answers for the
// subdomains of open stores (`{slug}.{STORE_DOMAIN}`); verified custom domains join it in modules/domains.
import { errorBodySchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { isServedStoreHost } from './tenants.service.ts';

export const tlsAllowedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tls/allowed',
    {
      schema: {
        tags: ['tenants'],
        description:
          "Caddy's on-demand TLS asks here before getting a certificate: 200 when the platform serves the domain, else 404. Public: it says no more than the store's address would.",
        querystring: z.object({
          domain: z
            .string({ error: 'Enter a domain (?domain=shop.example.com)' })
            .trim()
            .min(1, 'Enter a domain')
            .max(253, 'A domain is at most 253 characters'),
        }),
        response: { 200: z.object({ domain: z.string() }), 404: errorBodySchema },
      },
    },
    async (request) => {
      const { domain } = request.query;
      if (!(await isServedStoreHost(request.ctx, domain))) {
        throw new NotFoundError('No store is served at this domain');
      }
      return { domain: domain.toLowerCase() };
    },
  );
};
