// Payment settings calls (spec admin §7): the owner's own store, or any store for a super admin.
import { idSchema, paymentSettingsInputSchema, paymentSettingsSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantCtx } from '../../context.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { requireSuperAdmin } from '../auth/authorize.service.ts';
import { getTenant } from '../tenants/tenants.service.ts';
import {
  getPaymentSettings,
  requirePaymentSettingsAccess,
  updatePaymentSettings,
} from './payment-settings.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const tenantQuery = z.object({ tenantId: idSchema('Tenant id').optional() });

export const paymentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tenant/payment-settings',
    {
      config: { access: 'storeAdmin', permission: 'payments' },
      schema: {
        tags: ['payments'],
        querystring: tenantQuery,
        response: { 200: paymentSettingsSchema, ...errors },
      },
    },
    async (request) => {
      await requirePaymentSettingsAccess(request.ctx, {
        requestedTenantId: request.query.tenantId,
        write: false,
      });
      return getPaymentSettings(request.ctx);
    },
  );

  app.put(
    '/api/tenant/payment-settings',
    {
      config: { access: 'storeAdmin', permission: 'payments' },
      schema: {
        tags: ['payments'],
        querystring: tenantQuery,
        body: paymentSettingsInputSchema,
        response: { 200: paymentSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const { ctx, query, body } = request;
      await requirePaymentSettingsAccess(ctx, {
        requestedTenantId: query.tenantId ?? body.tenantId,
        write: true,
      });
      return updatePaymentSettings(ctx, body);
    },
  );

  app.put(
    '/api/admin/tenants/:id/payment-settings',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['payments'],
        params: z.object({ id: idSchema('Tenant id') }),
        body: paymentSettingsInputSchema,
        response: { 200: paymentSettingsSchema, ...errors },
      },
    },
    async (request) => {
      requireSuperAdmin(request.ctx);
      const tenant = await getTenant(request.ctx, request.params.id);
      return updatePaymentSettings(tenantCtx(request.ctx, tenant.id), request.body);
    },
  );
};
