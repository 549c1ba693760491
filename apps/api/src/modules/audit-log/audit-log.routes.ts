// GET /api/admin/audit-log (DESIGN §9): who changed what, newest first, paged on
// the server (X-Total-Count). Recording is not here: audit-hooks.plugin.ts records every admin write.
import { auditLogEntrySchema, auditLogQuerySchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { listAuditLog } from './audit-log.service.ts';

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit-log',
    {
      config: { access: 'storeAdmin', permission: 'audit' },
      schema: {
        tags: ['audit-log'],
        summary: "A page of the store's audit log: every admin write, who made it and when",
        description:
          "A store's owners read their store's entries; the super admin any store's (?tenantId) or, " +
          'with ?platform=true, the platform-level ones (plans, billing, new stores, and `refused-access`: ' +
          'a user refused 5 times on one store within 10 minutes, ADR 0049). Filters: member (a user id ' +
          'from 1 to 2147483647, or part of a username), entity (a type such as product), from and to ' +
          '(dates, inclusive). Newest first; X-Total-Count is how many match. Summaries never hold a secret.',
        querystring: auditLogQuerySchema,
        response: { 200: z.array(auditLogEntrySchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listAuditLog(request.ctx, request.query);
      reply.header('X-Total-Count', String(total));
      return items;
    },
  );
};
