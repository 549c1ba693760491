// Variant price rows (spec admin §3 product_variants, §5 Variant price, §7 /api/products/{id}/variants).
import { z } from 'zod';
import {
  compareAtPriceInputSchema,
  countInputSchema,
  lowStockThresholdInputSchema,
  moneyInputSchema,
  moneySchema,
  weightGramsInputSchema,
} from './catalogue.ts';
import { idSchema } from './fields.ts';

export const productVariantInputSchema = z.object({
  /** Optional in the body: the path names the product; when sent it must be the same one. */
  productId: idSchema('Product id').optional(),
  /** Variant-attribute id → chosen value; empty choices are dropped, at least one must remain. */
  variantCombination: z
    .record(z.string().regex(/^\d+$/, 'Unknown variant option'), z.string().max(100), {
      error: 'Please select at least one variant option',
    })
    .transform((combination) =>
      Object.fromEntries(
        Object.entries(combination)
          .map(([id, value]) => [id, value.trim()] as const)
          .filter(([, value]) => value !== ''),
      ),
    )
    .refine(
      (combination) => Object.keys(combination).length > 0,
      'Please select at least one variant option',
    ),
  price: moneyInputSchema('Price is required'),
  compareAtPrice: compareAtPriceInputSchema,
  stock: countInputSchema('Stock is required', 'Stock'),
  lowStockThreshold: lowStockThresholdInputSchema,
  sku: z
    .string()
    .trim()
    .max(100, 'SKU must be at most 100 characters')
    .nullish()
    .transform((value) => value || null),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
  /** Its own weight in grams; empty or null: the product's; absent: unchanged on an edit. */
  weightGrams: weightGramsInputSchema,
  tenantId: idSchema('Tenant id').optional(),
});
export type ProductVariantInput = z.input<typeof productVariantInputSchema>;

export const productVariantSchema = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  productId: z.number().int(),
  variantCombination: z.record(z.string(), z.string()),
  price: moneySchema,
  compareAtPrice: moneySchema.nullable(),
  stock: z.number().int(),
  lowStockThreshold: z.number().int(),
  sku: z.string().nullable(),
  isActive: z.boolean(),
  /** Its own weight in grams; null: the product's (docs/decisions/0102). */
  weightGrams: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** A text's letters and digits only, in capitals, accents dropped ('Café au lait' → 'CAFEAULAIT'). */
function skuCharacters(text: string): string {
  return text
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/**
 * Spec §5 'Generate': the first 3 letters of the product name in capitals, then the first 2
 * letters of each chosen value in capitals, joined with hyphens. Spaces and punctuation are not
 * letters, so 'UX Hoodie' gives 'UXH', never 'UX '; a part with no letters or digits is
 * left out, so the SKU holds letters, digits and single hyphens only.
 */
export function generateSku(productName: string, chosenValues: readonly string[]): string {
  return [
    skuCharacters(productName).slice(0, 3),
    ...chosenValues.map((value) => skuCharacters(value).slice(0, 2)),
  ]
    .filter((part) => part !== '')
    .join('-');
}
