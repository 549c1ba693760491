// POST /api/account/set-password (DESIGN §9): the e-mailed link's token and the new password;
// answers the account's username, which the sign-in page then fills in.
// POST /api/account/sign-out-everywhere: ends every session of the signed-in user.
// POST /api/account/change-password: the signed-in user's new password, given the current one.
// GET/PUT /api/account/language: the signed-in user's language (docs/decisions/0095).
import {
  accountLanguageInputSchema,
  accountLanguageSchema,
  changePasswordInputSchema,
  errorBodySchema,
  setPasswordDoneSchema,
  setPasswordInputSchema,
} from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie, readSessionToken } from '../../plugins/request-context.ts';
import {
  changePassword,
  readAccountLanguage,
  saveAccountLanguage,
  setPasswordWithToken,
  signOutEverywhere,
} from './account.service.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/account/set-password',
    {
      config: { rateLimit: 'account-tokens' },
      schema: {
        tags: ['session'],
        body: setPasswordInputSchema,
        response: { 200: setPasswordDoneSchema, 400: errorBodySchema },
      },
    },
    async (request) => setPasswordWithToken(request.ctx, request.body),
  );

  app.post(
    '/api/account/change-password',
    {
      config: { access: 'user' },
      schema: {
        tags: ['session'],
        summary:
          "Change the signed-in user's password: the current one is required (403 when wrong); every other session ends, this one stays",
        body: changePasswordInputSchema,
        response: {
          204: z.null(),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await changePassword(request.ctx, { input: request.body, sessionToken: readSessionToken(request) });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/account/sign-out-everywhere',
    {
      config: { access: 'user' },
      schema: {
        tags: ['session'],
        summary: 'Sign out everywhere: ends every session of the signed-in user, this one included',
        response: { 204: z.null(), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await signOutEverywhere(request.ctx);
      clearSessionCookie(reply, request.ctx.config);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/account/language',
    {
      config: { access: 'user' },
      schema: {
        tags: ['session'],
        summary: "The signed-in user's language: their account e-mails and the store front start in it",
        response: { 200: accountLanguageSchema, 401: errorBodySchema },
      },
    },
    async (request) => readAccountLanguage(request.ctx),
  );

  app.put(
    '/api/account/language',
    {
      config: { access: 'user' },
      schema: {
        tags: ['session'],
        summary: "Change the signed-in user's language (one of en, de, fr, es, nl, it)",
        body: accountLanguageInputSchema,
        response: { 200: accountLanguageSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => saveAccountLanguage(request.ctx, request.body),
  );
};
