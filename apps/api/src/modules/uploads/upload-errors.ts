// Status codes the uploads need that lib/errors.ts does not have: 413 and 415 (DESIGN §5).
import { errorClass } from '../../lib/errors.ts';

export class PayloadTooLargeError extends errorClass(413, 'payload_too_large') {}
export class UnsupportedMediaTypeError extends errorClass(415, 'unsupported_media_type') {}
