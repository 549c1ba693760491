// POST /api/sandbox/payment-intents/{id}/confirm (DESIGN §9): the sandbox's card form posts here.
import {
  errorBodySchema,
  sandboxConfirmInputSchema,
  sandboxConfirmResponseSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { confirmSandboxIntent } from './sandbox.service.ts';

export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/sandbox/payment-intents/:id/confirm',
    {
      // The sandbox's intent and its job: nothing a store front shows.
      config: { rateLimit: 'sandbox-confirms', storefrontUnchanged: true },
      schema: {
        tags: ['checkout'],
        params: z.object({ id: z.string().min(1).max(64) }),
        body: sandboxConfirmInputSchema,
        response: {
          200: sandboxConfirmResponseSchema,
          400: errorBodySchema,
          402: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => confirmSandboxIntent(request.ctx, { intentId: request.params.id, card: request.body }),
  );
};
