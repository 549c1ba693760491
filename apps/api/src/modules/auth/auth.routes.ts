// POST /api/login, POST /api/logout, GET /api/user.
import { currentUserSchema, errorBodySchema, isStoreLanguage, loginInputSchema } from '@storefleet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../plugins/request-context.ts';
import { LANGUAGE_COOKIE } from '../../plugins/store-routes.ts';
import { login, logout, toCurrentUser } from './auth.service.ts';
import { requireUser } from './authorize.service.ts';
import { SESSION_TTL_MS } from './session.service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/login',
    {
      schema: {
        tags: ['session'],
        body: loginInputSchema,
        response: {
          200: currentUserSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { ctx } = request;
      const { token, user, preferredLanguage } = await login(ctx, { input: request.body, ip: request.ip });
      await logout(ctx, readSessionToken(request));
      setSessionCookie(reply, ctx.config, token, SESSION_TTL_MS / 1000);
      // The account's language becomes the shopper's when the browser has none yet (docs/decisions/0095):
      // the store front then starts in it, where the store offers it, as with a language picked on the page.
      if (isStoreLanguage(preferredLanguage) && !isStoreLanguage(request.cookies[LANGUAGE_COOKIE])) {
        reply.setCookie(LANGUAGE_COOKIE, preferredLanguage, {
          path: '/',
          maxAge: 365 * 24 * 60 * 60,
          sameSite: 'lax',
          httpOnly: false,
        });
      }
      return user;
    },
  );

  app.post(
    '/api/logout',
    { schema: { tags: ['session'], response: { 204: z.null() } } },
    async (request, reply) => {
      await logout(request.ctx, readSessionToken(request));
      clearSessionCookie(reply, request.ctx.config);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/user',
    {
      config: { access: 'user' },
      schema: { tags: ['session'], response: { 200: currentUserSchema, 401: errorBodySchema } },
    },
    async (request) => toCurrentUser(requireUser(request.ctx)),
  );
};
