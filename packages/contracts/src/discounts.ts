// Discount codes (ADR 0032): the admin's view and form, and the messages checkout
// answers with. The API (modules/discounts, modules/checkout) and the web app build against these.
import { z } from 'zod';
import { moneySchema } from './catalogue.ts';
import { currencyAmountSchema } from './currencies.ts';
import { bodyTenantIdSchema, ID_MAX } from './fields.ts';
import { formatMinor, parseMinor } from './money.ts';

export const discountTypes = ['percentage', 'fixed_amount', 'free_shipping'] as const;
export type DiscountType = (typeof discountTypes)[number];

export const discountAppliesTo = ['order', 'products', 'categories'] as const;
export type DiscountAppliesTo = (typeof discountAppliesTo)[number];

/** Computed by the server from its clock: disabled > used_up > scheduled > expired > active. */
export const discountStatuses = ['active', 'scheduled', 'expired', 'disabled', 'used_up'] as const;
export type DiscountStatus = (typeof discountStatuses)[number];

/**
 * The staff permission the Discounts screen and its routes need (the closest existing one: codes are
 * a selling tool next to the products). Owners and admins always may.
 */
export const DISCOUNTS_PERMISSION = 'products' as const;

export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = {
  percentage: 'Percentage',
  fixed_amount: 'Fixed amount',
  free_shipping: 'Free shipping',
};

export const DISCOUNT_STATUS_LABELS: Record<DiscountStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  disabled: 'Disabled',
  used_up: 'Used up',
};

/** The exact messages checkout answers (400 `{ message }`) when a code is refused. */
export const discountMessages = {
  notValid: 'This discount code is not valid',
  expired: 'This discount code has expired',
  notActiveYet: 'This discount code is not active yet',
  usedUp: 'This discount code has been used up',
  alreadyUsed: 'You have already used this discount code',
  duplicate: 'A discount with this code already exists',
  notFound: 'Discount not found',
} as const;

/** 'Spend £{min} or more to use this code', the amount as the app writes money ("£20.00"). */
export function minSubtotalMessage(minSubtotalMinor: number): string {
  return `Spend £${formatMinor(minSubtotalMinor)} or more to use this code`;
}

/**
 * GET/POST/PUT answer. `value`: a whole per cent (1–100, a number) for `percentage`; money ("5.00",
 * a string as everywhere else in the API) for `fixed_amount`; the number 0 for `free_shipping`.
 */
export const discountSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(discountTypes),
  value: z.union([z.number(), moneySchema]),
  minSubtotal: moneySchema.nullable(),
  /** ISO 8601 (UTC) or null. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  usageLimitPerCustomer: z.number().int().nullable(),
  appliesTo: z.enum(discountAppliesTo),
  productIds: z.array(z.number().int()),
  categories: z.array(z.string()),
  isActive: z.boolean(),
  usedCount: z.number().int(),
  status: z.enum(discountStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Discount = z.infer<typeof discountSchema>;

export const discountListResponseSchema = z.object({ discounts: z.array(discountSchema) });
export type DiscountListResponse = z.infer<typeof discountListResponseSchema>;

/** GET /api/admin/discounts?search=&status=&tenantId= */
export const discountListQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  status: z
    .enum(discountStatuses, { error: `Status is one of ${discountStatuses.join(', ')}` })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export const DISCOUNT_CODE_MESSAGE = 'Code must be 3–32 letters, digits, - or _';
export const discountCodeSchema = z
  .string({ error: DISCOUNT_CODE_MESSAGE })
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, DISCOUNT_CODE_MESSAGE);

const emptyToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** An optional limit: empty/null → null (no limit); else a whole number from 1. */
const optionalLimit = (label: string) =>
  z.preprocess(
    emptyToNull,
    z.coerce
      .number({ error: `${label} must be a whole number of at least 1` })
      .int(`${label} must be a whole number of at least 1`)
      .min(1, `${label} must be a whole number of at least 1`)
      .max(1_000_000_000, `${label} is too large`)
      .nullable(),
  );

/** An optional date-time: empty/null → null; anything Date parses (send toISOString()) → ISO (UTC). */
const optionalDate = (label: string) =>
  z.preprocess(
    emptyToNull,
    z
      .string({ error: `${label} is not a valid date` })
      .max(64, `${label} is not a valid date`)
      .refine((text) => !Number.isNaN(Date.parse(text)), `${label} is not a valid date`)
      .transform((text) => new Date(Date.parse(text)).toISOString())
      .nullable(),
  );

/** Money or a per cent as sent: a number or numeric text. */
const valueInput = z.union([z.number(), z.string(), z.null()]).optional();

export const PERCENTAGE_MESSAGE = 'Percentage must be a whole number from 1 to 100';
export const FIXED_AMOUNT_MESSAGE = 'Enter an amount such as 12.50, more than 0';

/**
 * POST/PUT body. Parsed: `value` is per cent for a percentage, pence for a fixed amount, 0 for free
 * shipping; `minSubtotal` is pence or null; dates are ISO strings or null.
 */
export const discountInputSchema = z
  .object({
    code: discountCodeSchema,
    type: z.enum(discountTypes, { error: 'Choose a type: percentage, fixed amount or free shipping' }),
    value: valueInput,
    minSubtotal: z
      .union([z.string(), z.number(), z.null()])
      .optional()
      .transform((value) => (typeof value === 'string' ? value.trim() : value))
      .refine(
        (value) => value == null || value === '' || parseMinor(value) !== null,
        'Minimum spend: enter an amount such as 12.50',
      )
      .transform((value) => (value == null || value === '' ? null : (parseMinor(value) as number))),
    startsAt: optionalDate('Start date'),
    endsAt: optionalDate('End date'),
    usageLimit: optionalLimit('Usage limit'),
    usageLimitPerCustomer: optionalLimit('Limit per customer'),
    appliesTo: z
      .enum(discountAppliesTo, { error: 'Applies to is one of order, products or categories' })
      .optional()
      .default('order'),
    productIds: z
      .array(
        z
          .number({ error: 'Product ids must be numbers' })
          .int('Product ids must be numbers')
          .min(1, 'Product ids must be numbers')
          .max(ID_MAX, 'Product ids must be numbers'),
        { error: 'Product ids must be a list of numbers' },
      )
      .max(1000, 'Choose at most 1000 products')
      .optional()
      .default([]),
    categories: z
      .array(z.string({ error: 'Categories must be a list of names' }).trim().min(1).max(255), {
        error: 'Categories must be a list of names',
      })
      .max(200, 'Choose at most 200 categories')
      .optional()
      .default([]),
    isActive: z.boolean({ error: 'Active must be true or false' }).optional().default(true),
    tenantId: bodyTenantIdSchema,
  })
  .transform((input, ctx) => {
    let value = 0;
    if (input.type === 'percentage') {
      const raw = typeof input.value === 'string' ? input.value.trim() : input.value;
      const n = raw == null || raw === '' ? Number.NaN : Number(raw);
      if (!Number.isInteger(n) || n < 1 || n > 100) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: PERCENTAGE_MESSAGE });
        return z.NEVER;
      }
      value = n;
    } else if (input.type === 'fixed_amount') {
      const raw = typeof input.value === 'string' ? input.value.trim() : input.value;
      const minor = raw == null || raw === '' ? null : parseMinor(raw);
      if (minor === null || minor < 1) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: FIXED_AMOUNT_MESSAGE });
        return z.NEVER;
      }
      value = minor;
    }
    if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'End date must be after the start date' });
      return z.NEVER;
    }
    const productIds = [...new Set(input.productIds)];
    // The same category named twice (any case) is kept once, as first written.
    const categories = input.categories.filter(
      (c, i) => input.categories.findIndex((other) => other.toLowerCase() === c.toLowerCase()) === i,
    );
    if (input.appliesTo === 'products' && productIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['productIds'], message: 'Choose at least one product' });
      return z.NEVER;
    }
    if (input.appliesTo === 'categories' && categories.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['categories'], message: 'Choose at least one category' });
      return z.NEVER;
    }
    return {
      ...input,
      value,
      productIds: input.appliesTo === 'products' ? productIds : [],
      categories: input.appliesTo === 'categories' ? categories : [],
    };
  });
export type DiscountInput = z.input<typeof discountInputSchema>;
export type ParsedDiscountInput = z.output<typeof discountInputSchema>;

/** The answer of POST /api/create-payment-intent when a code was applied: what it took off. */
export const checkoutDiscountSchema = z
  .object({ code: z.string(), amount: currencyAmountSchema })
  .describe(
    'The code applied and what it took off. amount (the total charged) = subtotal + shipping − discount.amount ' +
      '(+ vat when prices exclude VAT); a free-shipping code takes off the shipping, others never touch it.',
  );
export type CheckoutDiscount = z.infer<typeof checkoutDiscountSchema>;

/** The `discountCode` create-payment-intent accepts: trimmed; empty means none. */
export const checkoutDiscountCodeSchema = z
  .string({ error: 'The discount code must be text' })
  .trim()
  .max(64, 'This discount code is not valid')
  .optional()
  .nullable()
  .transform((value) => (value ? value : undefined))
  .describe(
    "A discount code of the store (any case). A refused code is a 400 with one of: 'This discount code is not " +
      "valid', 'This discount code has expired', 'This discount code is not active yet', 'Spend £{min} or more " +
      "to use this code', 'This discount code has been used up', 'You have already used this discount code'.",
  );

/** "15%", "£5.00" or "Free shipping", for lists. */
export function formatDiscountValue(discount: Pick<Discount, 'type' | 'value'>): string {
  if (discount.type === 'percentage') return `${discount.value}%`;
  if (discount.type === 'fixed_amount') return `£${discount.value}`;
  return 'Free shipping';
}

/**
 * An order's discount shared over its lines in proportion to their totals, in minor units: no
 * line gets more than its total, and the shares add up to the discount (capped at the subtotal).
 * What rounding leaves goes to the last lines first. Draft orders and order edits price their lines
 * with it.
 */
export function shareDiscount(lineTotals: number[], discountMinor: number): number[] {
  const subtotal = lineTotals.reduce((sum, total) => sum + total, 0);
  if (discountMinor <= 0 || subtotal <= 0) return lineTotals.map(() => 0);
  const discount = Math.min(discountMinor, subtotal);
  const shares = lineTotals.map((total) => Math.floor((discount * total) / subtotal));
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  for (let i = shares.length - 1; i >= 0 && left > 0; i -= 1) {
    const added = Math.min(lineTotals[i]! - shares[i]!, left);
    shares[i]! += added;
    left -= added;
  }
  return shares;
}
