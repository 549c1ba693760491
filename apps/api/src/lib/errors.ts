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

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, 'validation_error', message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Please sign in to continue') {
    super(401, 'unauthorized', message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do that') {
    super(403, 'forbidden', message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, 'not_found', message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, 'conflict', message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string) {
    super(429, 'rate_limited', message);
  }
}
