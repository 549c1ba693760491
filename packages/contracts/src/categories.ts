// Categories (spec admin §3 categories, §5 Category, §7 Categories and variants).
import { z } from 'zod';
import {
  bodyTenantIdSchema,
  optionalDescriptionSchema,
  requiredNameSchema,
  storeRecordFields,
} from './fields.ts';
import { CATEGORY_TRANSLATED_FIELDS, translationsInputSchema, translationsSchema } from './translations.ts';

export const categoryInputSchema = z.object({
  name: requiredNameSchema('Category name', 255),
  description: optionalDescriptionSchema,
  /** Name and description in the store's other languages (docs/decisions/0093); absent: unchanged. */
  translations: translationsInputSchema(CATEGORY_TRANSLATED_FIELDS).optional(),
  tenantId: bodyTenantIdSchema,
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/** A category with the number of the store's products filed under it (the client's productCount). */
export const categorySchema = z.object({
  ...storeRecordFields,
  productCount: z.number().int(),
  translations: translationsSchema,
});
export type Category = z.infer<typeof categorySchema>;

/**
 * GET /api/categories (store front): a store's categories in `?lang=` (docs/decisions/0093). `name`
 * is the category as products name it (their `category`); `label` and `description` are translated.
 */
export const storefrontCategorySchema = z.object({
  name: z.string(),
  label: z.string(),
  description: z.string().nullable(),
});
export type StorefrontCategory = z.infer<typeof storefrontCategorySchema>;

/** Spec §5: the sentence shown under 'Cannot Delete', also the API's 409 message. */
export function categoryInUseMessage(productCount: number): string {
  return `This category has ${productCount} product(s). Remove products first.`;
}
