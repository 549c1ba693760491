// Draft orders (spec admin-and-platform, Orders): the owner builds an order with its own prices,
// sends the customer an invoice e-mail with a payment link, and paying that link through the store's
// checkout makes a normal order. Staff need the `orders` permission.
import { z } from 'zod';
import { bodyTenantIdSchema, jsonIdSchema } from './fields.ts';
import { parseMinor } from './money.ts';

export const DRAFT_ORDERS_PERMISSION = 'orders';
/** A draft's payment link works this long unless the owner sets another date. */
export const DRAFT_ORDER_DEFAULT_EXPIRY_DAYS = 30;
export const DRAFT_ORDER_MAX_LINES = 100;

export const draftOrderStatuses = ['open', 'invoiced', 'paid', 'expired'] as const;
export type DraftOrderStatus = (typeof draftOrderStatuses)[number];

export const draftOrderMessages = {
  noLines: 'Add at least one line to the draft order',
  negativePrice: 'A price cannot be negative',
  paid: 'This draft order has been paid and can no longer be changed',
  alreadyPaid: 'This draft order has already been paid.',
  expired: 'This payment link has expired. Please ask the store for a new invoice.',
  notFound: 'Draft order not found',
  linkNotFound: 'This payment link is not valid',
} as const;

/** Money as sent: "12.50", 12.5 or 12; a minus sign gets its own message. → pence. */
const moneyInput = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label}: enter an amount such as 12.50` })
    .transform((value, check) => {
      const text = String(value).trim();
      if (text.startsWith('-')) {
        check.addIssue({
          code: 'custom',
          message: `${label}: ${draftOrderMessages.negativePrice.toLowerCase()}`,
        });
        return z.NEVER;
      }
      const minor = parseMinor(text);
      if (minor === null) {
        check.addIssue({ code: 'custom', message: `${label}: enter an amount such as 12.50` });
        return z.NEVER;
      }
      return minor;
    });

/**
 * One line: a product (`productId`, and `variantId` for one of its variant rows) at its current
 * price or at `price`; or a custom line (`name` and `price`, no product, takes no stock).
 */
export const draftOrderLineInputSchema = z
  .object({
    productId: jsonIdSchema('Product id').nullish(),
    variantId: jsonIdSchema('Variant id').nullish(),
    name: z
      .string({ error: 'A line name must be text' })
      .trim()
      .max(255, 'A line name is at most 255 characters')
      .nullish(),
    quantity: z.coerce
      .number({ error: 'Quantity must be a whole number from 1' })
      .int('Quantity must be a whole number from 1')
      .min(1, 'Quantity must be a whole number from 1')
      .max(10_000, 'Quantity is at most 10000'),
    price: moneyInput('Price').nullish(),
  })
  .superRefine((line, check) => {
    if (line.productId == null && !line.name) {
      check.addIssue({
        code: 'custom',
        message: 'Choose a product, or name the custom line',
        path: ['name'],
      });
    }
    if (line.productId == null && line.price == null) {
      check.addIssue({ code: 'custom', message: 'A custom line needs a price', path: ['price'] });
    }
    if (line.productId == null && line.variantId != null) {
      check.addIssue({ code: 'custom', message: 'A variant needs its product', path: ['variantId'] });
    }
  });
export type DraftOrderLineInput = z.infer<typeof draftOrderLineInputSchema>;

const optionalDate = z
  .string({ error: 'Expiry date is not a valid date' })
  .max(64, 'Expiry date is not a valid date')
  .refine((text) => !Number.isNaN(Date.parse(text)), 'Expiry date is not a valid date')
  .transform((text) => new Date(Date.parse(text)).toISOString())
  .nullish();

const percentMessage = 'Discount %: enter a percentage above 0 and at most 100, such as 12.5';
/** A percentage as sent: "12.5", 12.5 or "12.5%" → hundredths of a per cent (1250). */
const percentInput = z
  .union([z.string(), z.number()], { error: percentMessage })
  .transform((value, check) => {
    const text = String(value).trim().replace(/%$/, '').trim();
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) {
      check.addIssue({ code: 'custom', message: percentMessage });
      return z.NEVER;
    }
    const bp = Math.round(Number(text) * 100);
    if (bp <= 0 || bp > 10_000) {
      check.addIssue({ code: 'custom', message: percentMessage });
      return z.NEVER;
    }
    return bp;
  });

/** The discount a percentage of `subtotalMinor` comes to, in pence (half a penny rounds up). */
export const percentOfMinor = (subtotalMinor: number, bp: number) =>
  Math.round((subtotalMinor * bp) / 10_000);

/** "12.5" from 1250. */
export const formatPercentBp = (bp: number) => String(bp / 100);

/** POST and PUT body (PUT replaces the draft's fields). Money parsed to pence. */
export const draftOrderInputSchema = z
  .object({
    tenantId: bodyTenantIdSchema,
    customerEmail: z
      .string({ error: 'A valid e-mail address is required' })
      .trim()
      .toLowerCase()
      .pipe(z.email('A valid e-mail address is required').max(255)),
    customerName: z
      .string({ error: 'The customer name is required' })
      .trim()
      .min(1, 'The customer name is required')
      .max(255, 'The customer name is at most 255 characters'),
    shippingAddress: z
      .string({ error: 'A shipping address is required' })
      .trim()
      .min(1, 'A shipping address is required')
      .max(1000, 'The shipping address is at most 1000 characters'),
    lines: z
      .array(draftOrderLineInputSchema, { error: draftOrderMessages.noLines })
      .min(1, draftOrderMessages.noLines)
      .max(DRAFT_ORDER_MAX_LINES, `A draft order has at most ${DRAFT_ORDER_MAX_LINES} lines`),
    /** A fixed discount ("5.00"); or, with discountPercent, none. */
    discount: moneyInput('Discount').nullish(),
    /** A percentage of the lines instead ("12.5" or 12.5: above 0, at most 100, two decimals). */
    discountPercent: percentInput.nullish(),
    shipping: moneyInput('Shipping').nullish(),
    shippingMethod: z.string().trim().max(255, 'The shipping method is at most 255 characters').nullish(),
    /** ISO date-time; empty: DRAFT_ORDER_DEFAULT_EXPIRY_DAYS from now. */
    expiresAt: optionalDate,
  })
  .refine((input) => input.discount == null || input.discountPercent == null, {
    message: 'Give the discount as an amount or as a percentage, not both',
    path: ['discountPercent'],
  });
export type DraftOrderInput = z.input<typeof draftOrderInputSchema>;
export type ParsedDraftOrderInput = z.output<typeof draftOrderInputSchema>;

export const draftOrderLineSchema = z.object({
  productId: z.number().int().nullable(),
  variantId: z.number().int().nullable(),
  name: z.string(),
  variantString: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  lineTotal: z.string(),
});
export type DraftOrderLine = z.infer<typeof draftOrderLineSchema>;

/** The totals as the customer pays them (money as "12.50" in `currency`). */
const draftTotals = {
  lines: z.array(draftOrderLineSchema),
  subtotal: z.string(),
  discount: z.string(),
  /** The percentage the discount is ("12.5"), or null for a fixed amount. */
  discountPercent: z.string().nullable(),
  shipping: z.string(),
  shippingMethod: z.string(),
  vat: z.string(),
  pricesIncludeVat: z.boolean(),
  total: z.string(),
  currency: z.string(),
  status: z.enum(draftOrderStatuses),
  expiresAt: z.string(),
};

export const draftOrderSchema = z.object({
  id: z.number().int(),
  customerEmail: z.string(),
  customerName: z.string(),
  shippingAddress: z.string(),
  ...draftTotals,
  invoiceSentAt: z.string().nullable(),
  orderId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DraftOrder = z.infer<typeof draftOrderSchema>;

export const draftOrderListResponseSchema = z.object({ draftOrders: z.array(draftOrderSchema) });
export type DraftOrderListResponse = z.infer<typeof draftOrderListResponseSchema>;

export const sendDraftInvoiceResponseSchema = z.object({
  sent: z.literal(true),
  to: z.string(),
  draftOrder: draftOrderSchema,
});

/** The store-front page of a payment link: what the customer is asked to pay. */
export const draftOrderPaymentViewSchema = z.object({
  tenantId: z.number().int(),
  storeName: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  shippingAddress: z.string(),
  ...draftTotals,
});
export type DraftOrderPaymentView = z.infer<typeof draftOrderPaymentViewSchema>;

export const draftOrderPaymentTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,64}$/, draftOrderMessages.linkNotFound);

/** The store-front path of a payment link. */
export const draftOrderPayPath = (token: string) => `/pay/${token}`;
