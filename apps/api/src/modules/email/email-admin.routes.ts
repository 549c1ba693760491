// PUT /api/admin/email-settings, POST /api/admin/test-email (spec admin §7) and GET
// /api/admin/emails (DESIGN §9).
import {
  emailLogEntrySchema,
  emailLogQuerySchema,
  emailSettingsInputSchema,
  emailSettingsSchema,
  testEmailResultSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, requestedTenantId, tenantAdminSchema } from '../../lib/route-schemas.ts';
import { listEmailLog } from './email-log.service.ts';
import { sendTestEmail, updateEmailSettings } from './email-settings.service.ts';

const schema = tenantAdminSchema(['email'], errorResponses(400, 401, 403, 404));
const config = { access: 'storeAdmin', permission: 'settings' } as const;

export const emailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/admin/email-settings',
    { config, schema: schema({ body: emailSettingsInputSchema, response: { 200: emailSettingsSchema } }) },
    async (request) =>
      updateEmailSettings(request.ctx, {
        requestedTenantId: requestedTenantId(request),
        input: request.body,
      }),
  );

  app.post(
    '/api/admin/test-email',
    {
      config,
      schema: schema({ response: { 200: testEmailResultSchema, ...errorResponses(502) } }),
    },
    async (request) => sendTestEmail(request.ctx, request.query.tenantId),
  );

  app.get(
    '/api/admin/emails',
    {
      config,
      // Its query pages the log besides naming the store, so it replaces the plain ?tenantId one.
      schema: schema({ querystring: emailLogQuerySchema, response: { 200: z.array(emailLogEntrySchema) } }),
    },
    async (request, reply) => {
      const { emails, total } = await listEmailLog(request.ctx, request.query);
      reply.header('X-Total-Count', String(total));
      return emails;
    },
  );
};
