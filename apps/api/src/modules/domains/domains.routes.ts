// The store admin's domains (GET/POST /api/admin/domains, POST /api/admin/domains/{id}/verify,
// PUT/DELETE /api/admin/domains/{id}), the operator's list (GET /api/super-admin/domains) and the
// TLS proxy's ask (GET /api/tls/allowed?domain=), ADR 0070; contracts domains.ts.
import {
  domainInputSchema,
  domainUpdateSchema,
  errorBodySchema,
  idSchema,
  platformDomainSchema,
  storeDomainSchema,
  tlsAllowedQuerySchema,
  tlsAllowedSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { errorResponses, requestedTenantId, tenantAdminSchema } from '../../lib/route-schemas.ts';
import { deleteByIdHandler } from '../../lib/store-admin-handlers.ts';
import { isTlsAllowed } from './domain-tls.service.ts';
import {
  addDomain,
  checkDomainNow,
  listDomains,
  listPlatformDomains,
  makeDomainPrimary,
  removeDomain,
} from './domains.service.ts';

const schema = tenantAdminSchema(['domains'], errorResponses(400, 401, 403, 404));
const params = z.object({ id: idSchema('Domain id') });
const access = { access: 'storeAdmin', permission: 'settings' } as const;

export const domainRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/domains',
    {
      config: access,
      schema: schema({
        summary: "The store's own domains, each with its state and the DNS records to create",
        response: { 200: z.array(storeDomainSchema) },
      }),
    },
    async (request) => listDomains(request.ctx, { requestedTenantId: request.query.tenantId }),
  );

  app.post(
    '/api/admin/domains',
    {
      config: access,
      schema: schema({
        summary: 'Add a domain (pending until its TXT record is seen); 409 when it is taken or already added',
        body: domainInputSchema,
        response: { 201: storeDomainSchema, 409: errorBodySchema },
      }),
    },
    async (request, reply) => {
      const domain = await addDomain(request.ctx, {
        requestedTenantId: requestedTenantId(request),
        host: request.body.host,
      });
      return reply.status(201).send(domain);
    },
  );

  app.post(
    '/api/admin/domains/:id/verify',
    {
      config: access,
      schema: schema({
        summary: "Check the domain's DNS records now: verified, or failed with the reason",
        params,
        response: { 200: storeDomainSchema },
      }),
    },
    async (request) =>
      checkDomainNow(request.ctx, { requestedTenantId: request.query.tenantId, id: request.params.id }),
  );

  app.put(
    '/api/admin/domains/:id',
    {
      config: access,
      schema: schema({
        summary: 'Make a verified domain the primary one: the store front moves there (301)',
        params,
        body: domainUpdateSchema,
        response: { 200: storeDomainSchema, 409: errorBodySchema },
      }),
    },
    async (request) =>
      makeDomainPrimary(request.ctx, {
        requestedTenantId: requestedTenantId(request),
        id: request.params.id,
      }),
  );

  app.delete(
    '/api/admin/domains/:id',
    {
      config: access,
      schema: schema({ summary: 'Remove a domain', params, response: { 204: z.null() } }),
    },
    deleteByIdHandler(removeDomain),
  );

  app.get(
    '/api/super-admin/domains',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['platform'],
        summary: "Every store's own domains and their states",
        response: { 200: z.array(platformDomainSchema), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listPlatformDomains(request.ctx),
  );

  app.get(
    '/api/tls/allowed',
    {
      schema: {
        tags: ['domains'],
        summary:
          "The TLS proxy's on-demand certificate check: 200 for a verified domain or a store subdomain of an open store, else 404",
        querystring: tlsAllowedQuerySchema,
        response: { 200: tlsAllowedSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { domain } = request.query;
      if (!(await isTlsAllowed(request.ctx, { domain }))) {
        throw new NotFoundError(`No certificate for ${domain}: not a verified domain of an open store`);
      }
      return { allowed: true as const, domain: domain.trim().toLowerCase() };
    },
  );
};
