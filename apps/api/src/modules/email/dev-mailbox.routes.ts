// GET /api/dev/mailbox (DESIGN §9): the development mailbox. In production the route answers 404
// exactly as an unknown one does, before anything else is checked.
import { devMailboxEntrySchema, devMailboxQuerySchema, errorBodySchema } from '@storefleet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { devMailboxExists, listDevMailbox } from './dev-mailbox.service.ts';

async function absentInProduction(request: FastifyRequest): Promise<void> {
  if (!devMailboxExists(request.ctx.config)) {
    throw new NotFoundError(`No API endpoint at ${request.method} ${request.url.split('?')[0]}`);
  }
}

export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/mailbox',
    {
      config: { access: 'superAdmin' },
      // Runs before the access check (route-access appends its hook after this one).
      onRequest: absentInProduction,
      schema: {
        tags: ['email'],
        summary:
          'Development mailbox: every e-mail queued while SMTP_URL is unset, links in full (404 in production, and while SMTP_URL is set)',
        querystring: devMailboxQuerySchema,
        response: { 200: z.array(devMailboxEntrySchema), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { emails, total } = await listDevMailbox(request.ctx, request.query);
      reply.header('X-Total-Count', String(total));
      return emails;
    },
  );
};
