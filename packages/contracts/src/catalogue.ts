// Catalogue shapes shared by the store front and the admin (spec admin §3 products, product_variants).
import { z } from 'zod';

/** Money in JSON: a decimal string with two places, "12.50" (DESIGN §5). */
export const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

export const subscriptionIntervals = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type SubscriptionInterval = (typeof subscriptionIntervals)[number];

/** An active variant-price row as the store front sees it. */
export const storefrontVariantSchema = z.object({
  id: z.number().int(),
  isActive: z.literal(true),
  /** Variant-attribute id (string key) → value, as stored. */
  variantCombination: z.record(z.string(), z.string()),
  price: moneySchema,
  stock: z.number().int(),
});
export type StorefrontVariant = z.infer<typeof storefrontVariantSchema>;

/** GET /api/products?tenantId=: a live product with what the card and dialog need to price a choice. */
export const storefrontProductSchema = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  price: moneySchema,
  image: z.string().nullable(),
  category: z.string().nullable(),
  /** Option strings as stored: 'Group:Value', or a plain value under 'Size'. */
  sizes: z.array(z.string()),
  inStock: z.number().int(),
  sortOrder: z.number().int(),
  isSubscription: z.boolean(),
  hasSubscription: z.boolean(),
  subscriptionPrice: moneySchema.nullable(),
  subscriptionInterval: z.enum(subscriptionIntervals).nullable(),
  subscriptionTrialDays: z.number().int(),
  variants: z.array(storefrontVariantSchema),
  /** Variant-attribute id (string key) → attribute name, for resolveVariantRow. */
  variantAttributeNames: z.record(z.string(), z.string()),
});
export type StorefrontProduct = z.infer<typeof storefrontProductSchema>;
