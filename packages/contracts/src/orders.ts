// Orders as customers and stores read them (spec storefront §2 Account page; spec admin §3 orders,
// §4 order statuses; DESIGN §5 bounded lists, §9 GET /api/orders).
import { z } from 'zod';
import { moneySchema } from './catalogue.ts';
import { idSchema } from './fields.ts';
import { fulfillmentStatuses, paymentStatuses } from './order-lifecycle.ts';

/** Every status an order can hold (spec admin §4, plus the account page's 'processing'/'completed'). */
export const orderStatuses = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'paid',
  'refunded',
  'partially_refunded',
  'disputed',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderItemSchema = z.object({
  productId: z.number().int().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  /** Unit price paid. */
  price: moneySchema,
  selectedVariants: z.record(z.string(), z.string()),
  variantString: z.string(),
  /** The line's VAT rate in per cent and its VAT for quantity × price (ADR 0025). */
  vatRate: z.number().int(),
  vat: moneySchema,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** GET /api/orders: one order with its lines. */
export const customerOrderSchema = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  createdAt: z.string(),
  status: z.string(),
  total: moneySchema,
  subtotal: moneySchema,
  shippingCost: moneySchema,
  shippingMethod: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  shippingAddress: z.string().nullable(),
  manualStatusOverride: z.boolean(),
  items: z.array(orderItemSchema),
  /** VAT recorded at checkout (ADR 0025): the order's, the shipping's share and rate; the invoice's number. */
  vat: moneySchema,
  shippingVat: moneySchema,
  shippingVatRate: z.number().int(),
  pricesIncludeVat: z.boolean(),
  invoiceNumber: z.number().int().nullable(),
  /** The discount code used (ADR 0032) and what it took off; null and "0.00" without one. */
  discountCode: z.string().nullable(),
  discount: moneySchema,
  /** Where the money and the goods are (order-lifecycle.ts); `status` is derived from them. */
  paymentStatus: z.enum(paymentStatuses),
  fulfillmentStatus: z.enum(fulfillmentStatuses),
  /** The store's number for the order (#1001 upwards), what people read; `id` stays internal. */
  orderNumber: z.number().int().nullable(),
  /** Still owed after a dearer edit or exchange, "0.00" when nothing is (ADR 0077). */
  amountDue: moneySchema,
  /** The currency the order was placed and paid in (docs/decisions/0105): every amount above is in it. */
  currency: z.string(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true');

/**
 * A store's order search (Order Management, Store Orders) matches where a word starts (ADR 0044): a
 * search is found in the customer's name or e-mail at the beginning or right after a separator, an
 * ASCII character that is neither a letter nor a digit (space, punctuation). "hopper" finds "Grace Hopper" and
 * "grace.hopper@example.com", "example.com" finds the e-mail, "opper" finds neither. Separators a
 * search starts with are dropped ("@example.com" looks for "example.com"); the database's
 * search_word_starts (migration 0020) splits names and e-mails with the same set.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are separators too
export const ORDER_SEARCH_SEPARATOR = /[\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]/;

/** What an order search looks for: trimmed, without the separators it starts with ('' for none). */
export function orderSearchTerm(search: string): string {
  let start = 0;
  const text = search.trim();
  while (start < text.length && ORDER_SEARCH_SEPARATOR.test(text[start] ?? '')) start++;
  return text.slice(start);
}

/** The order lists' `search` (GET /api/admin/orders, a store's GET /api/orders). */
export const orderSearchSchema = z
  .string()
  .trim()
  .max(255)
  .optional()
  .describe(
    'Matches where a word starts in the customer name or e-mail, ignoring case ("hopper", ' +
      '"example.com"; not "opper"), or an order number ("123", "#123")',
  );

export const listOrdersQuerySchema = z.object({
  /** Own purchases even for a store member or super admin (the account page always sends it). */
  mine: flag.optional(),
  tenantId: idSchema('Tenant id').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  status: z.string().trim().max(30).optional(),
  search: orderSearchSchema,
});
export type ListOrdersQuery = z.infer<typeof listOrdersQuerySchema>;

export const MIN_PASSWORD_LENGTH = 8;
const shortPasswordMessage = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;

export const setPasswordInputSchema = z.object({
  token: z.string({ error: 'This link has expired or was already used' }).trim().min(1).max(200),
  password: z
    .string({ error: shortPasswordMessage })
    .min(MIN_PASSWORD_LENGTH, shortPasswordMessage)
    .max(1024, 'Password is too long'),
});
export type SetPasswordInput = z.infer<typeof setPasswordInputSchema>;

/** POST /api/account/set-password's answer: the account's username, for the sign-in that follows. */
export const setPasswordDoneSchema = z.object({ username: z.string() });
export type SetPasswordDone = z.infer<typeof setPasswordDoneSchema>;

/** The set-password form: both problems are reported at once, each under its own field. */
export const setPasswordFormSchema = z
  .object({ password: z.string().max(1024, 'Password is too long'), confirm: z.string() })
  .superRefine(({ password, confirm }, ctx) => {
    if (password.length < MIN_PASSWORD_LENGTH)
      ctx.addIssue({ code: 'custom', path: ['password'], message: shortPasswordMessage });
    if (confirm !== password)
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'Passwords do not match' });
  });
export type SetPasswordForm = z.infer<typeof setPasswordFormSchema>;
