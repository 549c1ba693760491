// POST /api/account/set-password (DESIGN §9): the e-mailed link's token and the new password.
import { errorBodySchema, setPasswordInputSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setPasswordWithToken } from './account.service.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/account/set-password',
    {
      schema: {
        tags: ['session'],
        body: setPasswordInputSchema,
        response: { 204: z.null(), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      await setPasswordWithToken(request.ctx, request.body);
      return reply.status(204).send(null);
    },
  );
};
