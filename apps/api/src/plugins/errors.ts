// One error handler: every failure becomes DESIGN §5's JSON body; a 5xx never shows its internals.
import type { ErrorCode } from '@storefleet/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

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
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code });
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
