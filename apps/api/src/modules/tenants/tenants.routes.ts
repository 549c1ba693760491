// Public tenant reads: current tenant, lookup by slug, public fields by id (DESIGN §9).
import { errorBodySchema, idSchema, publicTenantSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHED_READ_DESCRIPTION, cacheAsStorefront } from '../../plugins/storefront-cache.ts';
import { getCurrentTenant, getPublicTenant, getPublicTenantBySlug } from './tenants.service.ts';

const notFound = { 404: errorBodySchema };

export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tenant/current',
    {
      schema: {
        tags: ['tenants'],
        description: CACHED_READ_DESCRIPTION,
        response: { 200: publicTenantSchema, ...notFound },
      },
    },
    async (request) => {
      const tenant = await getCurrentTenant(request.ctx, request.headers.host);
      return cacheAsStorefront(request, tenant.id, tenant);
    },
  );

  app.get(
    '/api/tenant/slug/:slug',
    {
      schema: {
        tags: ['tenants'],
        description: CACHED_READ_DESCRIPTION,
        params: z.object({ slug: z.string().min(1).max(100) }),
        response: { 200: publicTenantSchema, ...notFound },
      },
    },
    async (request) => {
      const tenant = await getPublicTenantBySlug(request.ctx, request.params.slug);
      return cacheAsStorefront(request, tenant.id, tenant);
    },
  );

  app.get(
    '/api/tenant/:id/public',
    {
      schema: {
        tags: ['tenants'],
        description: CACHED_READ_DESCRIPTION,
        params: z.object({ id: idSchema('Tenant id') }),
        response: { 200: publicTenantSchema, ...notFound },
      },
    },
    async (request) => {
      const tenant = await getPublicTenant(request.ctx, request.params.id);
      return cacheAsStorefront(request, tenant.id, tenant);
    },
  );
};
