// The operator's store calls (spec admin §7 Tenants and plans; DESIGN §9 owner and GET /api/tenant/{id}):
// GET/POST /api/tenants, GET /api/super-admin/tenants, GET/PUT /api/super-admin/tenants/{id}.
import {
  adminTenantDetailSchema,
  adminTenantSchema,
  createTenantInputSchema,
  idSchema,
  tenantAccountSchema,
  tenantStatuses,
  updateTenantInputSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { getTenantAccount } from './tenant-account.service.ts';
import { createTenant, getAdminTenant, listAdminTenants, updateTenant } from './tenants.admin.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const tenantIdParams = z.object({ id: idSchema('Tenant id') });

/** Bounded list (DESIGN §5): the default page holds every store of a young platform. */
const listQuery = z.object({
  search: z.string().trim().max(255).optional(),
  status: z.enum(tenantStatuses, { error: 'Status must be active, inactive or suspended' }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(500),
  offset: z.coerce.number().int().min(0).default(0),
});

export const tenantAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of ['/api/tenants', '/api/super-admin/tenants']) {
    app.get(
      url,
      {
        config: { access: 'superAdmin' },
        schema: {
          tags: ['tenants'],
          querystring: listQuery,
          response: { 200: z.array(adminTenantSchema), ...errors },
        },
      },
      async (request, reply) => {
        const { items, total } = await listAdminTenants(request.ctx, request.query);
        reply.header('X-Total-Count', String(total));
        return items;
      },
    );
  }

  app.post(
    '/api/tenants',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['tenants'],
        body: createTenantInputSchema,
        response: { 201: adminTenantSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTenant(request.ctx, { input: request.body })),
  );

  app.get(
    '/api/super-admin/tenants/:id',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['tenants'],
        params: tenantIdParams,
        response: { 200: adminTenantDetailSchema, ...errors },
      },
    },
    async (request) => getAdminTenant(request.ctx, { tenantId: request.params.id }),
  );

  app.put(
    '/api/super-admin/tenants/:id',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['tenants'],
        summary: "Edit a store's record, or end or extend its trial",
        description:
          'Name, slug, domain, status and plan, as the edit dialog sends them. `trialEndsAt` (optional, ' +
          'ISO 8601 date-time) moves the end of a store on its trial (ADR 0049): a time not after now ' +
          'ends the trial now, so Generate Monthly Billing bills the store from then on; a later one, at ' +
          'most 365 days ahead, extends it. A store on a paid or cancelled plan has no trial: 409.',
        params: tenantIdParams,
        body: updateTenantInputSchema,
        response: { 200: adminTenantSchema, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => updateTenant(request.ctx, { tenantId: request.params.id, input: request.body }),
  );

  app.get(
    '/api/tenant/:id',
    {
      config: { access: 'storeAdmin', permission: 'member', tenantParam: 'id' },
      schema: {
        tags: ['tenants'],
        params: tenantIdParams,
        response: { 200: tenantAccountSchema, ...errors },
      },
    },
    async (request) => getTenantAccount(request.ctx, request.params.id),
  );
};
