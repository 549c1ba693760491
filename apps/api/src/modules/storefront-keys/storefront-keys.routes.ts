// GET/POST /api/admin/storefront-keys and DELETE /api/admin/storefront-keys/{id}: a store's
// publishable store-front keys (ADR 0076), owners only (permission 'api-keys', like the API keys).
import {
  idSchema,
  storefrontKeyInputSchema,
  storefrontKeyListSchema,
  storefrontKeySchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminErrors, tenantAdminSchema } from '../../lib/route-schemas.ts';
import { createHandler, deleteByIdHandler } from '../../lib/store-admin-handlers.ts';
import { createStorefrontKey, listStorefrontKeys, revokeStorefrontKey } from './storefront-keys.service.ts';

const schema = tenantAdminSchema(['api-keys'], adminErrors);
const config = { access: 'storeAdmin', permission: 'api-keys' } as const;
const params = z.object({ id: idSchema('Publishable key id') });

export const storefrontKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/storefront-keys',
    {
      config,
      schema: schema({
        summary: "The store's publishable store-front keys (sf_pub_…), newest first (owners only)",
        response: { 200: storefrontKeyListSchema },
      }),
    },
    async (request) => listStorefrontKeys(request.ctx, request.query.tenantId),
  );

  app.post(
    '/api/admin/storefront-keys',
    {
      config,
      schema: schema({
        summary:
          'Creates a publishable store-front key with a name and the browser origins allowed to use it (owners only)',
        body: storefrontKeyInputSchema,
        response: { 201: storefrontKeySchema },
      }),
    },
    createHandler(createStorefrontKey),
  );

  app.delete(
    '/api/admin/storefront-keys/:id',
    {
      config,
      schema: schema({
        summary: 'Revokes the publishable key: the store-front API refuses it at once (owners only)',
        params,
        response: { 204: z.null() },
      }),
    },
    deleteByIdHandler(revokeStorefrontKey),
  );
};
