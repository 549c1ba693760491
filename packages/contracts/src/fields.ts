// Field schemas that several admin forms share, so a rule and its message are written once.
import { z } from 'zod';

/** A required, trimmed name: `label` is the message when it is missing ("Category name is required"). */
export const requiredNameSchema = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An optional description: trimmed, at most 2000 characters, empty stored as null. */
export const optionalDescriptionSchema = z
  .string()
  .trim()
  .max(2000, 'Description must be at most 2000 characters')
  .nullish()
  .transform((value) => value || null);

/** The largest value an `integer` id column holds: an id outside 1..ID_MAX is a 400, never a database error. */
export const ID_MAX = 2_147_483_647;

const boundedId = (schema: z.ZodNumber, label: string, message: string) =>
  schema.int(message).min(1, message).max(ID_MAX, `${label} must be at most ${ID_MAX}`);

/**
 * An id in a path, a query string or a form (digits coerced to a number): a whole number from 1 to
 * ID_MAX. `label` starts the messages: `idSchema('Tenant id')` → "Tenant id must be a number";
 * `message` replaces the first where a form says it its own way ("A store is required").
 */
export function idSchema(label = 'The id', message = `${label} must be a number`) {
  return boundedId(z.coerce.number({ error: message }), label, message);
}

/** An id a JSON body must send as a number (no coercion), in the same range. */
export function jsonIdSchema(label = 'The id', message = `${label} must be a number`) {
  return boundedId(z.number({ error: message }), label, message);
}

/** A super admin may name the store in the body as well as in ?tenantId (DESIGN §4). */
export const bodyTenantIdSchema = idSchema('Tenant id').optional();

/** The columns every store-owned admin record answers with. */
export const storeRecordFields = {
  id: z.number().int(),
  tenantId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
};
