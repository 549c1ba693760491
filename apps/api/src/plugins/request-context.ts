// Builds request.ctx once per request: the database, config, logger and the signed-in actor.
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { loadActor, SESSION_TTL_MS } from '../modules/auth/session.service.ts';

/** `__Host-` prefix and Secure when served over HTTPS (DESIGN §5); plain `sid` on http://localhost. */
export function sessionCookieName(config: Config): string {
  return isHttps(config) ? '__Host-sid' : 'sid';
}

const isHttps = (config: Config) => config.PUBLIC_URL.startsWith('https://');

export function readSessionToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[sessionCookieName(request.ctx.config)];
  return value && value.length <= 100 ? value : undefined;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(config),
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(config),
  });
}

export async function registerRequestContext(
  app: FastifyInstance,
  deps: { database: Pick<Database, 'db' | 'scopes'>; config: Config },
) {
  const { db, scopes } = deps.database;
  await app.register(cookie);
  app.decorateRequest('ctx', null as never);
  // Callback style: most requests (static files, no session cookie) finish it without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    request.ctx = { db, scopes, tenantId: null, config: deps.config, log: request.log, actor: null };
    const token = request.url.startsWith('/api/') ? readSessionToken(request) : undefined;
    if (!token) return done();
    loadActor(request.ctx, token).then((actor) => {
      request.ctx.actor = actor;
      done();
    }, done);
  });
}
