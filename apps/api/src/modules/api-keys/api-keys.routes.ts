// GET/POST /api/admin/api-keys and DELETE /api/admin/api-keys/{id}: a store's API keys (ADR 0072),
// owners only (permission 'api-keys'; ?tenantId for a super admin like the rest of the admin).
import { apiKeyInputSchema, apiKeyListSchema, createdApiKeySchema, idSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors, tenantAdminSchema } from '../../lib/route-schemas.ts';
import { createHandler, deleteByIdHandler } from '../../lib/store-admin-handlers.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';

const schema = tenantAdminSchema(['api-keys'], adminErrors);
const config = { access: 'storeAdmin', permission: 'api-keys' } as const;
const params = z.object({ id: idSchema('API key id') });

export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/api-keys',
    {
      config,
      schema: schema({
        summary: "The store's API keys, newest first (owners only); never a key's secret",
        response: { 200: apiKeyListSchema },
      }),
    },
    async (request) => listApiKeys(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/admin/api-keys',
    {
      config,
      schema: schema({
        summary:
          'Creates an API key with a name, scopes (such as orders:read) and an optional expiry; the answer ' +
          'holds the whole key as `key`, this once (owners only)',
        body: apiKeyInputSchema,
        response: { 201: createdApiKeySchema },
      }),
    },
    createHandler(createApiKey),
  );

  app.delete(
    '/api/admin/api-keys/:id',
    {
      config,
      schema: schema({
        summary: 'Revokes the key: it stops working at once (owners only)',
        params,
        response: { 204: z.null() },
      }),
    },
    deleteByIdHandler(revokeApiKey),
  );
};
