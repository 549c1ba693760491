// Categories (spec admin §3 categories, §5 Category, §7 Categories and variants).
import { z } from 'zod';
import {
  bodyTenantIdSchema,
  optionalDescriptionSchema,
  requiredNameSchema,
  storeRecordFields,
} from './fields.ts';

export const categoryInputSchema = z.object({
  name: requiredNameSchema('Category name', 255),
  description: optionalDescriptionSchema,
  tenantId: bodyTenantIdSchema,
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/** A category with the number of the store's products filed under it (the client's productCount). */
export const categorySchema = z.object({
  ...storeRecordFields,
  productCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** Spec §5: the sentence shown under 'Cannot Delete', also the API's 409 message. */
export function categoryInUseMessage(productCount: number): string {
  return `This category has ${productCount} product(s). Remove products first.`;
}
