// POST /api/password-reset and POST /api/password-reset/confirm (DESIGN §9): a reset by e-mailed
// single-use link, with the same answer whether or not the account exists.
import {
  errorBodySchema,
  passwordResetConfirmSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readSessionToken } from '../../plugins/request-context.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/password-reset',
    {
      config: { rateLimit: 'password-resets' },
      schema: {
        tags: ['session'],
        summary:
          'Ask for a password-reset link: 202 with the same message whether or not an account matches; a matching account is e-mailed a single-use link valid for 1 hour',
        body: passwordResetRequestSchema,
        response: { 202: passwordResetRequestedSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const answer = await requestPasswordReset(request.ctx, {
        input: request.body,
        host: request.headers.host,
      });
      return reply.status(202).send(answer);
    },
  );

  app.post(
    '/api/password-reset/confirm',
    {
      // Counted with set-password's links: guesses at either share one allowance per address.
      config: { rateLimit: 'account-tokens' },
      schema: {
        tags: ['session'],
        summary:
          'Set a new password with the e-mailed token; the token is spent and every other session of the account ends (signs nobody in)',
        body: passwordResetConfirmSchema,
        response: { 204: z.null(), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(request.ctx, {
        input: request.body,
        sessionToken: readSessionToken(request),
      });
      return reply.status(204).send(null);
    },
  );
};
