// GET /api/admin/store-launch, PUT /api/admin/store-launch/password, POST /api/admin/store-launch
// (ADR 0081; contracts store-launch.ts).
import { storefrontPasswordUpdateSchema, storeLaunchSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, tenantAdminSchema } from '../../lib/route-schemas.ts';
import { getStoreLaunch, launchStore, setStorefrontPassword } from './store-launch.service.ts';

const schema = tenantAdminSchema(['store-launch'], errorResponses(400, 401, 403, 404));
const access = { access: 'storeAdmin', permission: 'settings' } as const;

export const storeLaunchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/store-launch',
    {
      config: access,
      schema: schema({
        summary: "The store's launch checklist, whether it is launched, and its store-front password",
        response: { 200: storeLaunchSchema },
      }),
    },
    async (request) => getStoreLaunch(request.ctx, { requestedTenantId: request.query.tenantId }),
  );

  app.put(
    '/api/admin/store-launch/password',
    {
      config: access,
      schema: schema({
        summary: 'Set the password shoppers enter while the store is not launched',
        body: storefrontPasswordUpdateSchema,
        response: { 200: storeLaunchSchema },
      }),
    },
    async (request) =>
      setStorefrontPassword(request.ctx, {
        requestedTenantId: request.query.tenantId,
        password: request.body.password,
      }),
  );

  app.post(
    '/api/admin/store-launch',
    {
      config: access,
      schema: schema({
        summary: 'Launch the store: its store front opens to every shopper and search engines',
        response: { 200: storeLaunchSchema },
      }),
    },
    async (request) => launchStore(request.ctx, { requestedTenantId: request.query.tenantId }),
  );
};
