// GET /api/cms/content/{tenantId} (DESIGN §9), POST /api/cms/content, PUT and DELETE
// /api/cms/content/{key} (spec admin §7 Content; ?tenantId names the store).
import { adminContentEntrySchema, contentEntryInputSchema, idSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors, tenantAdminSchema } from '../../lib/route-schemas.ts';
import { createContent, deleteContent, listAdminContent, saveContent } from './content.admin.service.ts';

const tags = ['cms'];
const schema = tenantAdminSchema(tags, adminErrors);
const keyParams = z.object({ key: z.string().trim().min(1, 'Content key is required').max(100) });

export const adminContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cms/content/:tenantId',
    {
      config: { access: 'storeAdmin', permission: 'content', tenantParam: 'tenantId' },
      schema: {
        tags,
        summary: "A store's content entries with id, type and description (members and super admins)",
        params: z.object({
          tenantId: idSchema('Tenant id'),
        }),
        response: { 200: z.array(adminContentEntrySchema), ...adminErrors },
      },
    },
    async (request) => listAdminContent(request.ctx, request.params.tenantId),
  );

  app.post(
    '/api/cms/content',
    {
      config: { access: 'storeAdmin', permission: 'content' },
      schema: schema({ body: contentEntryInputSchema, response: { 201: adminContentEntrySchema } }),
    },
    async (request, reply) =>
      reply.status(201).send(
        await createContent(request.ctx, {
          requestedTenantId: request.query.tenantId,
          input: request.body,
        }),
      ),
  );

  app.put(
    '/api/cms/content/:key',
    {
      config: { access: 'storeAdmin', permission: 'content' },
      schema: schema({
        params: keyParams,
        body: contentEntryInputSchema,
        response: { 200: adminContentEntrySchema },
      }),
    },
    async (request) =>
      saveContent(request.ctx, {
        requestedTenantId: request.query.tenantId,
        key: request.params.key,
        input: request.body,
      }),
  );

  app.delete(
    '/api/cms/content/:key',
    {
      config: { access: 'storeAdmin', permission: 'content' },
      schema: schema({ params: keyParams, response: { 204: z.null() } }),
    },
    async (request, reply) => {
      await deleteContent(request.ctx, {
        requestedTenantId: request.query.tenantId,
        key: request.params.key,
      });
      return reply.status(204).send(null);
    },
  );
};
