// Products as the store front reads them (spec admin §3 products, product_variants): the list's
// product with its variant rows, and the product at its handle.
import { z } from 'zod';
import { currencyAmountSchema } from './currencies.ts';
import { productImageSchema } from './product-images.ts';

export const subscriptionIntervals = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type SubscriptionInterval = (typeof subscriptionIntervals)[number];

/** An active variant-price row as the store front sees it. */
export const storefrontVariantSchema = z.object({
  id: z.number().int(),
  isActive: z.literal(true),
  /** Variant-attribute id (string key) → value, as stored. */
  variantCombination: z.record(z.string(), z.string()),
  /** In `currency`'s minor digits: "12.50", "1250" for JPY (docs/decisions/0105). */
  price: currencyAmountSchema,
  /** The "was" price: shown struck through with a 'Sale' badge when above `price`. */
  compareAtPrice: currencyAmountSchema.nullable(),
  /** The currency of `price` and `compareAtPrice`: the store's base currency, or `?currency=`. */
  currency: z.string().optional(),
  stock: z.number().int(),
});
export type StorefrontVariant = z.infer<typeof storefrontVariantSchema>;

/** GET /api/products?tenantId=: a live product with what the card and dialog need to price a choice. */
export const storefrontProductSchema = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  name: z.string(),
  /** The product's address in its store: /s/{slug}/products/{handle} (ADR 0037). */
  handle: z.string(),
  description: z.string().nullable(),
  /** In `currency`'s minor digits: "12.50", "1250" for JPY (docs/decisions/0105). */
  price: currencyAmountSchema,
  /** The "was" price: shown struck through with a 'Sale' badge when above `price`. */
  compareAtPrice: currencyAmountSchema.nullable(),
  /**
   * The currency of every amount of the product and its variants: the store's base currency, or
   * the one asked for with `?currency=` (its explicit price, else the base price converted).
   */
  currency: z.string().optional(),
  image: z.string().nullable(),
  /** The gallery in order; the first is `image`. */
  images: z.array(productImageSchema),
  category: z.string().nullable(),
  /** Option strings as stored: 'Group:Value', or a plain value under 'Size'. */
  sizes: z.array(z.string()),
  inStock: z.number().int(),
  sortOrder: z.number().int(),
  isSubscription: z.boolean(),
  hasSubscription: z.boolean(),
  subscriptionPrice: currencyAmountSchema.nullable(),
  subscriptionInterval: z.enum(subscriptionIntervals).nullable(),
  subscriptionTrialDays: z.number().int(),
  variants: z.array(storefrontVariantSchema),
  /** Variant-attribute id (string key) → attribute name, for resolveVariantRow. */
  variantAttributeNames: z.record(z.string(), z.string()),
  /**
   * With `?lang=` (docs/decisions/0093): each option name or value (as in `sizes`, `variants` and
   * `variantAttributeNames`, which stay as stored so choices still match) → its text in that
   * language; only those translated. `name` and `description` come translated already.
   */
  optionLabels: z.record(z.string(), z.string()).optional(),
});
export type StorefrontProduct = z.infer<typeof storefrontProductSchema>;

/**
 * GET /api/products/by-handle/{handle}: the live product at that address; for an old handle (after
 * a rename) also `redirectTo`, the handle it has now (its page answers 301 there).
 */
export const storefrontProductByHandleSchema = z.object({
  product: storefrontProductSchema,
  redirectTo: z.string().nullable(),
});
export type StorefrontProductByHandle = z.infer<typeof storefrontProductByHandleSchema>;
