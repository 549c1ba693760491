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
import { errorResponses } from '../../lib/route-schemas.ts';
import { listEmailLog } from './email-log.service.ts';
import { sendTestEmail, updateEmailSettings } from './email-settings.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['email'];
const querystring = z.object({ tenantId: emailLogQuerySchema.shape.tenantId });

export const emailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/admin/email-settings',
    {
      config: { access: 'storeAdmin', permission: 'settings' },
      schema: {
        tags,
        querystring,
        body: emailSettingsInputSchema,
        response: { 200: emailSettingsSchema, ...errors },
      },
    },
    async (request) =>
      updateEmailSettings(request.ctx, {
        requestedTenantId: request.query.tenantId ?? request.body.tenantId,
        input: request.body,
      }),
  );

  app.post(
    '/api/admin/test-email',
    {
      config: { access: 'storeAdmin', permission: 'settings' },
      schema: {
        tags,
        querystring,
        response: { 200: testEmailResultSchema, ...errors, ...errorResponses(502) },
      },
    },
    async (request) => sendTestEmail(request.ctx, request.query.tenantId),
  );

  app.get(
    '/api/admin/emails',
    {
      config: { access: 'storeAdmin', permission: 'settings' },
      schema: {
        tags,
        querystring: emailLogQuerySchema,
        response: { 200: z.array(emailLogEntrySchema), ...errors },
      },
    },
    async (request, reply) => {
      const { emails, total } = await listEmailLog(request.ctx, request.query);
      reply.header('X-Total-Count', String(total));
      return emails;
    },
  );
};
