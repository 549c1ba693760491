// Builds request.ctx once per request: the database, config, logger and the signed-in actor.
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';
import type { Actor, Ctx } from '../context.ts';
import type { Database } from '../db/database.ts';
import { formatLsn, parseLsn, type ReadReplica } from '../db/replica.ts';

/** `__Host-` prefix and Secure when served over HTTPS (DESIGN §5); plain `sid` on http://localhost. */
export function sessionCookieName(config: Config): string {
  return isHttps(config) ? '__Host-sid' : 'sid';
}

const isHttps = (config: Config) => config.PUBLIC_URL.startsWith('https://');

export function readSessionToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[sessionCookieName(request.ctx.config)];
  return value && value.length <= 100 ? value : undefined;
}

/** Sets the session cookie; `maxAgeSeconds` is the session's lifetime (modules/auth decides it). */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string, maxAgeSeconds: number) {
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(config),
    maxAge: maxAgeSeconds,
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
  deps: {
    database: Pick<Database, 'db' | 'scopes' | 'replica'>;
    config: Config;
    /** The signed-in actor for a session cookie's value (modules/auth), null when unknown or expired. */
    loadActor: (ctx: Pick<Ctx, 'db' | 'scopes'>, token: string) => Promise<Actor | null>;
    /**
     * The actor for a store API key sent as `Authorization: Bearer sf_live_…` (modules/api-keys,
     * ADR 0072); rejects with the 401 (unknown, revoked, expired) or 429 the request gets.
     */
    loadKeyActor?: (
      ctx: Pick<Ctx, 'db' | 'scopes' | 'config'>,
      key: { key: string; ip: string },
    ) => Promise<Actor>;
  },
) {
  const { db, scopes, replica } = deps.database;
  await app.register(cookie);
  app.decorateRequest('ctx', null as never);
  // Callback style: most requests (static files, no session cookie) finish it without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    request.ctx = {
      db,
      scopes,
      tenantId: null,
      config: deps.config,
      log: request.log,
      actor: null,
      storefrontChanged: { marked: false },
    };
    if (replica) useReplica(request, replica);
    const token = request.url.startsWith('/api/') ? readSessionToken(request) : undefined;
    if (!token) {
      const key = deps.loadKeyActor && request.url.startsWith('/api/') ? bearerApiKey(request) : undefined;
      if (!key || !deps.loadKeyActor) return done();
      deps.loadKeyActor({ db, scopes, config: deps.config }, { key, ip: request.ip }).then((actor) => {
        request.ctx.actor = actor;
        done();
      }, done);
      return;
    }
    // On the primary even when the request reads from the replica: a session's expiry slides (a write).
    deps.loadActor({ db, scopes }, token).then((actor) => {
      request.ctx.actor = actor;
      done();
    }, done);
  });
}

/** A store API key sent as `Authorization: Bearer sf_live_…` (other bearer tokens are not ours). */
function bearerApiKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !/^bearer\s+sf_live_/i.test(header)) return undefined;
  return header.replace(/^bearer\s+/i, '').trim();
}

/** The cookie that carries a session's last write position (ADR 0018); no secret, just a number. */
export const READ_AFTER_COOKIE = 'sf_read_after';

/**
 * With a replica: the request reads past its caller's last write (the cookie), and a store-front
 * read that will fill the cache reads wholly from the replica once it holds the last invalidation.
 * After a write by a signed-in caller, the primary's position goes back in the cookie, so that
 * caller's next reads, on any instance, see what they saved.
 */
function useReplica(request: FastifyRequest, replica: ReadReplica): void {
  const ctx = request.ctx;
  ctx.replica = replica;
  const cookieValue = request.cookies[READ_AFTER_COOKIE];
  ctx.readAfter = (cookieValue && cookieValue.length <= 17 && parseLsn(cookieValue)) || 0n;
  if (request.storefrontFill) {
    ctx.scopes = replica.storefrontScopes(ctx.readAfter);
    ctx.db = ctx.scopes.none;
  }
}

export function registerReadAfterCookie(app: FastifyInstance, replica: ReadReplica | undefined): void {
  if (!replica) return;
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return payload;
    if (!request.ctx?.actor) return payload;
    const lsn = await replica.primaryLsn().catch(() => undefined);
    if (lsn !== undefined) {
      reply.setCookie(READ_AFTER_COOKIE, formatLsn(lsn), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isHttps(request.ctx.config),
        maxAge: READ_AFTER_SECONDS,
      });
    }
    return payload;
  });
}

/** Replicas replay in milliseconds; one ten minutes behind is an outage for an operator, not a cookie. */
const READ_AFTER_SECONDS = 600;
