// Errors are values a person can read; the error plugin maps each class to its status code.
import type { ErrorCode } from '@storefleet/contracts';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

type MessageRequired = new (message: string) => AppError;
type MessageOptional = new (message?: string) => AppError;

/**
 * The base of an error class with a fixed status and code: `class X extends errorClass(404, 'not_found')`.
 * With a default message the message may be left out; without one it is required.
 */
export function errorClass(statusCode: number, code: ErrorCode): MessageRequired;
export function errorClass(statusCode: number, code: ErrorCode, defaultMessage: string): MessageOptional;
export function errorClass(statusCode: number, code: ErrorCode, defaultMessage = '') {
  return class extends AppError {
    constructor(message = defaultMessage) {
      super(statusCode, code, message);
    }
  };
}

export class BadRequestError extends errorClass(400, 'validation_error') {}
export class UnauthorizedError extends errorClass(401, 'unauthorized', 'Please sign in to continue') {}
export class ForbiddenError extends errorClass(403, 'forbidden', 'You do not have permission to do that') {}
export class NotFoundError extends errorClass(404, 'not_found', 'Not found') {}
export class ConflictError extends errorClass(409, 'conflict') {}
/** 413: an upload larger than its limit. */
export class PayloadTooLargeError extends errorClass(413, 'payload_too_large') {}
/** 415: an upload of a kind not accepted. */
export class UnsupportedMediaTypeError extends errorClass(415, 'unsupported_media_type') {}
export class TooManyRequestsError extends errorClass(429, 'rate_limited') {}

/** A 429 that tells the client when to come back: the error handler sends `Retry-After`. */
export class RateLimitedError extends TooManyRequestsError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
