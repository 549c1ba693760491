// One error handler: every failure becomes DESIGN §5's JSON body; a 5xx never shows its internals.
import { type ErrorCode, shopperMessageOf } from '@storefleet/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, RateLimitedError } from '../lib/errors.ts';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'validation_error',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

const readableFastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const message = !first
        ? 'Invalid request'
        : first.path === ''
          ? `The request ${error.validationContext ?? 'body'} is missing or invalid`
          : first.message;
      return reply.status(400).send({ message, code: 'validation_error', issues });
    }
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, code: error.code, ...shopperMessageOf(error.message) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ message: 'The store is busy right now. Please try again in a moment.', code: 'unavailable' });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) {
      const message = readableFastifyMessages[error.code] ?? error.message;
      return reply.status(status).send({ message, code: codeByStatus[status] ?? 'validation_error' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(status)
      .send({ message: 'Something went wrong on our side. Please try again.', code: 'internal_error' });
  });
}

/**
 * The database is out of reach or out of connections, not wrong about this request: the pool's wait
 * ran out (DATABASE_POOL_WAIT_MS), the server refused or dropped the connection (pg then refuses
 * further statements on that client, a transaction's ROLLBACK included), or it is starting,
 * stopping or full (SQLSTATE classes 08 and 57P, and 53300). Drizzle wraps the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (typeof e !== 'object') return false;
    const code = typeof e.code === 'string' ? e.code : '';
    if (/^(08|57P)/.test(code) || code === '53300' || code === 'ECONNREFUSED' || code === 'ECONNRESET')
      return true;
    if (
      typeof e.message === 'string' &&
      /^timeout exceeded when trying to connect|^Connection terminated|^Client has encountered a connection error|^Client was closed/.test(
        e.message,
      )
    )
      return true;
  }
  return false;
}

/**
 * Fields by which drizzle, pg and PGlite errors carry a failed statement's SQL and its parameter
 * values (`detail` repeats the row or key values; `where` the statement that ran).
 */
const queryDataFields = new Set([
  'query',
  'params',
  'parameters',
  'queryOptions',
  'detail',
  'where',
  'internalQuery',
]);

/** A failed query's message without the values it was given. */
function withoutQueryValues(error: Error & { code?: unknown }): string {
  // drizzle: "Failed query: <sql>\nparams: <values>"
  let message = error.message.replace(/\nparams: [\s\S]*$/, '');
  // PostgreSQL data exceptions (class 22) quote the offending value: invalid input syntax for type integer: "…"
  if (typeof error.code === 'string' && error.code.startsWith('22'))
    message = message.replace(/"[^"]*"/g, '"…"');
  return message;
}

type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

/**
 * The logger's `err` serializer: type, message, stack, codes and the cause chain, never a failed
 * query's parameters (DESIGN §5). Plain values only; nested objects (a request, a row) are left out.
 */
export function serializeLoggedError(value: unknown): LoggedError {
  if (!(value instanceof Error)) return { type: typeof value, message: String(value), stack: '' };
  const chain: Error[] = [];
  for (let e: unknown = value; e instanceof Error && !chain.includes(e) && chain.length < 10; e = e.cause) {
    chain.push(e);
  }
  const messages = chain.map((e) => withoutQueryValues(e));
  const stacks = chain.map((e, i) => (e.stack ?? '').replace(e.message, () => messages[i]!));
  const logged: LoggedError = {
    type: value.constructor?.name ?? value.name,
    message: messages.join(': '),
    stack: stacks.join('\ncaused by: '),
  };
  for (const [field, fieldValue] of Object.entries(value)) {
    if (queryDataFields.has(field) || field === 'cause' || field in logged) continue;
    if (fieldValue === null || ['string', 'number', 'boolean'].includes(typeof fieldValue)) {
      logged[field] = fieldValue;
    }
  }
  // A wrapped database error's SQLSTATE (e.g. 23505) is the most useful field of its cause.
  const code = chain.map((e) => (e as { code?: unknown }).code).find((c) => typeof c === 'string');
  if (logged.code === undefined && code !== undefined) logged.code = code;
  return logged;
}
