// The JSON error body every API error uses (DESIGN §5) and its machine-readable codes.
import { z } from 'zod';

export const errorCodes = [
  'validation_error',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'payment_failed',
  'internal_error',
  /** The database could not be reached or had no free connection in time: try again shortly. */
  'unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** A message the shopper reads (shopper-messages.ts): its stable name, for a translation. */
  reason: z.string().optional(),
  /** That message's variable parts (a product's name, an amount). */
  params: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
