// Catalogue shapes shared by the store front and the admin (spec admin §3 products, product_variants).
import { z } from 'zod';
import { currencyAmountSchema } from './currencies.ts';
import { idSchema, jsonIdSchema } from './fields.ts';
import { parseMinor } from './money.ts';
import { productHandleInputSchema } from './product-handles.ts';
import { productImageSchema } from './product-images.ts';
import { productSearchSchema } from './storefront.ts';
import { PRODUCT_TRANSLATED_FIELDS, translationsInputSchema, translationsSchema } from './translations.ts';
import { vatRateSchema } from './vat.ts';

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

// ---- Admin (spec admin §3 products, §5 product form, §7 Products) ----

/** "12.5" | 12.5 → 1250 pence; empty → the required message; anything else → a readable error. */
export function moneyInputSchema(requiredMessage: string) {
  return z
    .union([z.string(), z.number()], { error: requiredMessage })
    .transform((value) => (typeof value === 'string' ? value.trim() : value))
    .refine((value) => value !== '', requiredMessage)
    .refine((value) => parseMinor(value) !== null, 'Enter an amount such as 12.50')
    .transform((value) => parseMinor(value) as number);
}

/** An optional amount: empty, null or absent → null. */
export const optionalMoneyInputSchema = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (typeof value === 'string' ? value.trim() : value))
  .refine(
    (value) => value == null || value === '' || parseMinor(value) !== null,
    'Enter an amount such as 12.50',
  )
  .transform((value) => (value == null || value === '' ? null : (parseMinor(value) as number)));

/**
 * The optional "was" price of a product or variant row: empty or null → none; absent →
 * unchanged on an edit (undefined); never negative.
 */
export const compareAtPriceInputSchema = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (typeof value === 'string' ? value.trim() : value))
  .refine(
    (value) => !(typeof value === 'number' ? value < 0 : typeof value === 'string' && value.startsWith('-')),
    'Compare-at price cannot be negative',
  )
  .refine(
    (value) => value == null || value === '' || parseMinor(value) !== null,
    'Compare-at price: enter an amount such as 30.00',
  )
  .transform((value) =>
    value === undefined ? undefined : value === null || value === '' ? null : (parseMinor(value) as number),
  );

export const WEIGHT_GRAMS_MAX = 1_000_000;

/**
 * A weight in grams (docs/decisions/0100, 0102): a whole number, 0 < w ≤ 1,000,000. Empty or null
 * → none (a variant's then is its product's); absent → unchanged on an edit, none on a new row.
 */
export const weightGramsInputSchema = z
  .union([z.string(), z.number(), z.null()], { error: 'Weight must be a whole number of grams, such as 450' })
  .optional()
  .transform((value) => (typeof value === 'string' ? value.trim() : value))
  .transform((value) =>
    value === undefined ? undefined : value === null || value === '' ? null : Number(value),
  )
  .refine(
    (value) => value == null || Number.isInteger(value),
    'Weight must be a whole number of grams, such as 450',
  )
  .refine((value) => value == null || value > 0, 'Weight must be more than 0 grams')
  .refine(
    (value) => value == null || value <= WEIGHT_GRAMS_MAX,
    `Weight must be at most ${WEIGHT_GRAMS_MAX.toLocaleString('en-GB')} grams (1,000 kg)`,
  );

export const LOW_STOCK_THRESHOLD_DEFAULT = 5;

/** The low-stock alert level: empty → the default of 5; absent → unchanged on an edit. */
export const lowStockThresholdInputSchema = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (typeof value === 'string' ? value.trim() : value))
  .transform((value) =>
    value === undefined
      ? undefined
      : value === null || value === ''
        ? LOW_STOCK_THRESHOLD_DEFAULT
        : Number(value),
  )
  .refine((value) => value === undefined || Number.isInteger(value), 'Low-stock alert must be a whole number')
  .refine((value) => value === undefined || value >= 0, 'Low-stock alert cannot be negative')
  .refine((value) => value === undefined || value <= 1_000_000_000, 'Low-stock alert is too large');

/** A whole number of 0 or more, typed or sent as a number (stock). */
export function countInputSchema(requiredMessage: string, label: string) {
  return z
    .union([z.string(), z.number()], { error: requiredMessage })
    .transform((value) => (typeof value === 'string' ? value.trim() : value))
    .refine((value) => value !== '', requiredMessage)
    .transform((value) => Number(value))
    .refine((value) => Number.isInteger(value), `${label} must be a whole number`)
    .refine((value) => value >= 0, `${label} cannot be negative`)
    .refine((value) => value <= 1_000_000_000, `${label} is too large`);
}

export const TRIAL_DAYS_MAX = 365;
const trialDaysMessage = `Trial days must be between 0 and ${TRIAL_DAYS_MAX}`;

/** Spec §5: trial days fall back to 0 when not numeric; 0 to 365. */
export const trialDaysInputSchema = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isFinite(n) ? n : 0;
  })
  .refine((n) => Number.isInteger(n) && n >= 0 && n <= TRIAL_DAYS_MAX, trialDaysMessage);

/** Option strings: trimmed, empty ones dropped, repeats (ignoring case) dropped, order kept. */
export function normalizeOptionStrings(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    if (!value || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    out.push(value);
  }
  return out;
}

export const PRODUCT_OPTIONS_MAX = 100;

/**
 * The product form's fields (spec admin §5, §7), shared by the admin dialog and the multipart routes.
 * `sizes` keeps the spec's strings: 'Group:Value', or a plain value under 'Size'.
 */
export const productFieldsSchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(255, 'Name must be at most 255 characters'),
    /** Optional: empty makes a new product's from its name; an edit without one keeps it. */
    handle: productHandleInputSchema,
    description: z
      .string()
      .trim()
      .max(5000, 'Description must be at most 5000 characters')
      .nullish()
      .transform((value) => value || null),
    price: moneyInputSchema('Price is required'),
    category: z
      .string({ error: 'Category is required' })
      .trim()
      .min(1, 'Category is required')
      .max(255, 'Category must be at most 255 characters'),
    inStock: countInputSchema('Stock is required', 'Stock'),
    compareAtPrice: compareAtPriceInputSchema,
    lowStockThreshold: lowStockThresholdInputSchema,
    /** Grams (docs/decisions/0102): what weight-rated shipping weighs; absent: unchanged on an edit. */
    weightGrams: weightGramsInputSchema,
    sizes: z
      .array(z.string().max(100, 'Each option must be at most 100 characters'), {
        error: 'Options must be a list of text values',
      })
      .transform(normalizeOptionStrings)
      .refine(
        (list) => list.length <= PRODUCT_OPTIONS_MAX,
        `A product can have at most ${PRODUCT_OPTIONS_MAX} options`,
      )
      .default([]),
    hasSubscription: z.boolean({ error: 'hasSubscription must be true or false' }).default(false),
    isDraft: z.boolean({ error: 'isDraft must be true or false' }).default(false),
    subscriptionPrice: optionalMoneyInputSchema,
    subscriptionInterval: z
      .enum(subscriptionIntervals, { error: 'Choose weekly, monthly, quarterly or yearly' })
      .nullish()
      .transform((value) => value ?? null),
    subscriptionTrialDays: trialDaysInputSchema,
    /** Absent: standard on a new product, unchanged on an edit (ADR 0025). */
    vatRate: vatRateSchema.optional(),
    /**
     * Name, description and option names/values (`options`) in the store's other languages
     * (docs/decisions/0093); absent: unchanged on an edit, none on a new product.
     */
    translations: translationsInputSchema(PRODUCT_TRANSLATED_FIELDS, true).optional(),
  })
  .superRefine((fields, issues) => {
    if (fields.hasSubscription && fields.subscriptionPrice == null) {
      issues.addIssue({
        code: 'custom',
        path: ['subscriptionPrice'],
        message: 'Subscription price is required when subscription is enabled',
      });
    }
  });
export type ProductFieldsInput = z.input<typeof productFieldsSchema>;
export type ProductFields = z.output<typeof productFieldsSchema>;

/** Spec §5: image rules, checked by the dialog and again (with the real bytes) by the server. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const imageMessages = {
  tooLarge: 'Image must be less than 5MB',
  invalid: 'Please upload a valid image file',
  missing: 'Please upload an image',
  /** The bytes start like a PNG/JPEG/… but do not decode (truncated, damaged). */
  unreadable:
    'This file is not a readable image. It may be damaged: please upload it again or choose another.',
} as const;

/** What the server re-encodes; anything else (SVG included) is refused. */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/** The browser's early check of a chosen file; the server decides again from the bytes. */
export function imageFileError(file: { size: number; type: string }): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) || file.size === 0)
    return imageMessages.invalid;
  if (file.size > IMAGE_MAX_BYTES) return imageMessages.tooLarge;
  return null;
}

/** A product as the admin screens see it, drafts included. */
export const adminProductSchema = storefrontProductSchema
  .omit({ variants: true, variantAttributeNames: true, optionLabels: true })
  .extend({
    /** The product's texts in the store's other languages (docs/decisions/0093). */
    translations: translationsSchema,
    isDraft: z.boolean(),
    /** VAT rate in per cent: 20, 5 or 0 (ADR 0025). */
    vatRate: z.number().int(),
    /** At or below this the product is low on stock. */
    lowStockThreshold: z.number().int(),
    /** 'low' (0 < stock ≤ threshold) or 'out' (0); with variant rows, any row counts. */
    stockAlert: z.enum(['low', 'out']).nullable(),
    /** The product's weight in grams; null: none (docs/decisions/0102). */
    weightGrams: z.number().int().nullable(),
    /**
     * No weight for weight-rated shipping to weigh: the product has none and it has no variant
     * rows, or one of its active variant rows has none of its own either. (A save's answer judges
     * the product's own weight only; the list counts the rows.)
     */
    weightMissing: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  });
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const productStatusFilters = ['all', 'live', 'draft'] as const;
export type ProductStatusFilter = (typeof productStatusFilters)[number];

export const productStockFilters = ['all', 'low', 'out'] as const;
export type ProductStockFilter = (typeof productStockFilters)[number];

/** Only products weight-rated shipping cannot weigh (`weightMissing`). */
export const productWeightFilters = ['all', 'missing'] as const;
export type ProductWeightFilter = (typeof productWeightFilters)[number];

export const PRODUCT_LIST_MAX = 1000;

/** GET /api/admin/products query (DESIGN §5 bounded lists). */
export const adminProductListQuerySchema = z.object({
  tenantId: idSchema('Tenant id').optional(),
  status: z.enum(productStatusFilters, { error: 'Status must be all, live or draft' }).default('all'),
  category: z.string().trim().max(255).optional(),
  search: productSearchSchema,
  /** Only products low on stock, or sold out (counting their variant rows). */
  stock: z.enum(productStockFilters, { error: 'Stock must be all, low or out' }).default('all'),
  /** `missing`: only the products without a weight (docs/decisions/0102). */
  weight: z.enum(productWeightFilters, { error: 'Weight must be all or missing' }).default('all'),
  limit: z.coerce.number().int().min(1).max(PRODUCT_LIST_MAX).default(PRODUCT_LIST_MAX),
  offset: z.coerce.number().int().min(0).default(0),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const productDraftInputSchema = z.object({
  isDraft: z.boolean({ error: 'isDraft must be true or false' }),
});

export const reorderProductsInputSchema = z.object({
  productIds: z
    .array(jsonIdSchema('Product id'), { error: 'Send the product ids in their new order' })
    .min(1, 'Send the product ids in their new order')
    .max(PRODUCT_LIST_MAX * 10)
    .refine((ids) => new Set(ids).size === ids.length, 'Each product may appear only once'),
});
export type ReorderProductsInput = z.infer<typeof reorderProductsInputSchema>;
