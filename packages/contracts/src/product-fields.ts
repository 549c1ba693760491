// The product form's fields (spec admin §5 product form, §7 Products) and the typed-in prices,
// weights, stock counts and trial days the variant rows and subscriptions parse the same way.
import { z } from 'zod';
import { parseMinor } from './money.ts';
import { moneyInputSchema, optionalMoneyInputSchema } from './money-schemas.ts';
import { productHandleInputSchema } from './product-handles.ts';
import { subscriptionIntervals } from './products.ts';
import { PRODUCT_TRANSLATED_FIELDS, translationsInputSchema } from './translations.ts';
import { vatRateSchema } from './vat.ts';

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
