// GET and PUT /api/admin/store-languages(?tenantId=): the store's default and enabled languages
// (docs/decisions/0093).
import { idSchema, storeLanguagesInputSchema, storeLanguagesSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { getStoreLanguages, updateStoreLanguages } from './store-languages.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['store-languages'];
const querystring = z.object({ tenantId: idSchema('Tenant id').optional() });

export const storeLanguagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Any member reads them: the product, category, content and shipping forms show a tab per
  // language to whoever may edit those rows (docs/decisions/0094); changing them is `settings`.
  app.get(
    '/api/admin/store-languages',
    {
      config: { access: 'storeAdmin', permission: 'member' },
      schema: { tags, querystring, response: { 200: storeLanguagesSchema, ...errors } },
    },
    async (request) => getStoreLanguages(request.ctx, request.query.tenantId),
  );

  app.put(
    '/api/admin/store-languages',
    {
      config: { access: 'storeAdmin', permission: 'settings' },
      schema: {
        tags,
        querystring,
        body: storeLanguagesInputSchema,
        response: { 200: storeLanguagesSchema, ...errors },
      },
    },
    async (request) =>
      updateStoreLanguages(request.ctx, {
        requestedTenantId: request.query.tenantId ?? request.body.tenantId,
        input: request.body,
      }),
  );
};
