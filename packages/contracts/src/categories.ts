// Categories (spec admin §3 categories, §5 Category, §7 Categories and variants).
import { z } from 'zod';

export const categoryInputSchema = z.object({
  name: z
    .string({ error: 'Category name is required' })
    .trim()
    .min(1, 'Category name is required')
    .max(255, 'Category name must be at most 255 characters'),
  description: z
    .string()
    .trim()
    .max(2000, 'Description must be at most 2000 characters')
    .nullish()
    .transform((value) => value || null),
  /** A super admin may name the store in the body as well as in ?tenantId (DESIGN §4). */
  tenantId: z.coerce.number().int().positive().optional(),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/** A category with the number of the store's products filed under it (the client's productCount). */
export const categorySchema = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  productCount: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** Spec §5: the sentence shown under 'Cannot Delete', also the API's 409 message. */
export function categoryInUseMessage(productCount: number): string {
  return `This category has ${productCount} product(s). Remove products first.`;
}
