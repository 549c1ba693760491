// Status codes the uploads need that lib/errors.ts does not have: 413 and 415 (DESIGN §5).
import { AppError } from '../../lib/errors.ts';

export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, 'payload_too_large', message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super(415, 'unsupported_media_type', message);
  }
}
