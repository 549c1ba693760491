// Public tenant reads: current tenant, lookup by slug, public fields by id (DESIGN §9).
import {
  errorBodySchema,
  idSchema,
  type PublicTenant,
  publicTenantSchema,
  storefrontPasswordInputSchema,
} from '@storefleet/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CACHED_READ_DESCRIPTION, cacheAsStorefront } from '../../plugins/storefront-cache.ts';
import { shopperTenant, storefrontPassCookie } from './storefront-pass.service.ts';
import { getCurrentTenant, getPublicTenant, getPublicTenantBySlug, getTenant } from './tenants.service.ts';

/**
 * A launched store's public view is the same for everyone and cached; one not launched yet is
 * answered per request, saying whether this request has its store-front password (ADR 0081).
 */
async function answerShopper(request: FastifyRequest, tenant: PublicTenant): Promise<PublicTenant> {
  if (!tenant.passwordRequired) return cacheAsStorefront(request, tenant.id, tenant);
  const row = await getTenant(request.ctx, tenant.id);
  return shopperTenant(request.ctx, { tenant: row, cookies: request.cookies });
}

const PASS_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

function setPassCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: { name: string; value: string },
) {
  // Host-only (no Domain): a pass given at one address opens the store at that address only.
  reply.setCookie(cookie.name, cookie.value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.ctx.config.PUBLIC_URL.startsWith('https://'),
    maxAge: PASS_COOKIE_MAX_AGE_S,
  });
}

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
      return answerShopper(request, await getCurrentTenant(request.ctx, request.headers.host));
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
      return answerShopper(request, await getPublicTenantBySlug(request.ctx, request.params.slug));
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
      return answerShopper(request, await getPublicTenant(request.ctx, request.params.id));
    },
  );

  app.post(
    '/api/storefront-password',
    {
      config: { rateLimit: 'storefront-passwords' },
      schema: {
        tags: ['tenants'],
        summary: 'Open a store that is not launched yet with its store-front password',
        description:
          'While a store is not launched its store front shows a password page (ADR 0081). The right ' +
          'password answers 204 with a cookie for that store at this address (host-only, HttpOnly, 30 ' +
          'days) that lets the browser see the store; a wrong one is a 403. A launched store needs none: 204.',
        body: storefrontPasswordInputSchema,
        response: { 204: z.null(), 400: errorBodySchema, 403: errorBodySchema, ...notFound },
      },
    },
    async (request, reply) => {
      const tenant = await getTenant(request.ctx, request.body.tenantId);
      await getPublicTenant(request.ctx, tenant.id);
      const cookie = storefrontPassCookie(request.ctx, { tenant, password: request.body.password });
      if (cookie) setPassCookie(request, reply, cookie);
      return reply.status(204).send(null);
    },
  );
};
