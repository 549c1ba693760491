// The logger's options (DESIGN §5: logs never carry tokens, client secrets or SQL parameters). A
// request line shows its URL with set-password tokens, client secrets and checkout intent ids
// masked, and no headers (so no cookie or authorization); errors go through serializeLoggedError.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { serializeLoggedError } from './errors.ts';
import { refusedAdminAccess } from './refused-access.ts';

export const REDACTED = '[redacted]';

/** Query parameters whose value is a credential or names a checkout: `?token=`, Stripe's return URL… */
const sensitiveQueryName = /token|secret|password|intent|checkout_id|signature|^sig$|^sid$|^code$|key/i;

/** Paths whose id lets its holder act on a checkout in progress. */
const checkoutIdPaths = [/^(\/api\/checkout\/)[^/]+/, /^(\/api\/sandbox\/payment-intents\/)[^/]+/];

/** A value shaped like a secret wherever it appears: Stripe/SumUp keys, store API keys, client secrets, random tokens. */
function looksSecret(text: string): boolean {
  if (/_secret_|^(sk|rk|whsec|sup_sk|sf_live)_/.test(text)) return true;
  if (/^[0-9a-f]{32,}$/i.test(text)) return true;
  // Random base64url of 32+ characters mixes cases and digits; a slug or a word does not.
  return /^[\w-]{32,}$/.test(text) && /[A-Z]/.test(text) && /[a-z]/.test(text) && /\d/.test(text);
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The URL as a log may show it. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  let path = mark < 0 ? url : url.slice(0, mark);
  for (const pattern of checkoutIdPaths) path = path.replace(pattern, `$1${REDACTED}`);
  path = path
    .split('/')
    .map((segment) => (looksSecret(decoded(segment)) ? REDACTED : segment))
    .join('/');
  if (mark < 0) return path;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const split = pair.indexOf('=');
      const name = split < 0 ? pair : pair.slice(0, split);
      const value = split < 0 ? '' : pair.slice(split + 1);
      if (split < 0) return looksSecret(decoded(name)) ? REDACTED : pair;
      const hide = sensitiveQueryName.test(decoded(name)) || looksSecret(decoded(value));
      return hide ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export type LogStream = { write(line: string): void };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One line per request, when it is answered (Fastify's default is two, both at info). A 401/403 on
 * an admin route also names the user id and the store (plugins/refused-access.ts). A failure
 * (status 400 and up, or an error), any write and a read by a signed-in user are logged at info
 * (5xx at error); a successful anonymous read (static files, the store front) at debug only, so the
 * requests that make most of the traffic cost no log line unless LOG_LEVEL=debug asks for them.
 */
export class RequestLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const status = reply.statusCode;
    // A refused admin call names who and which store, so a probe across stores can be traced (ADR 0049).
    const refused = refusedAdminAccess(request, status);
    const line = {
      req: request,
      res: reply,
      responseTime: reply.elapsedTime,
      ...(refused ? { userId: refused.userId, tenantId: refused.tenantId, refused: true } : {}),
    };
    if (error || status >= 500) reply.log.error(error ? { ...line, err: error } : line, 'request completed');
    else if (status >= 400 || !SAFE_METHODS.has(request.method) || request.ctx?.actor) {
      reply.log.info(line, 'request completed');
    } else reply.log.debug(line, 'request completed');
  }
}

/** Fastify's `logger` option. `stream` defaults to stdout; tests pass one to read the lines. */
export function loggerOptions(level: string, stream?: LogStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: serializeRequest, err: serializeLoggedError },
    // Code that logs headers or a body by hand still never writes these.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.clientSecret',
        '*.client_secret',
        '*.stripeSecretKey',
        '*.stripeWebhookSecret',
        '*.sumupApiKey',
      ],
      censor: REDACTED,
    },
  };
}
