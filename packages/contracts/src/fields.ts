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

/** A super admin may name the store in the body as well as in ?tenantId (DESIGN §4). */
export const bodyTenantIdSchema = z.coerce.number().int().positive().optional();

/** The columns every store-owned admin record answers with. */
export const storeRecordFields = {
  id: z.number().int(),
  tenantId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
};
