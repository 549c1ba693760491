// Refunds from the admin order view (ADR 0024): whole lines with quantities and/or an
// amount, through the provider that took the payment, once per Idempotency-Key.
import { z } from 'zod';
import { currencyAmountSchema } from './currencies.ts';
import { idSchema } from './fields.ts';

/** The header every refund request carries: the same key twice refunds once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const idempotencyKeySchema = z
  .string({ error: 'An Idempotency-Key header is required, so that a repeated request refunds only once' })
  .trim()
  .regex(/^[A-Za-z0-9_:.-]{8,100}$/, 'The Idempotency-Key must be 8 to 100 letters, digits or - _ : .');

export const refundLineInputSchema = z.object({
  orderItemId: idSchema('Order line'),
  quantity: z.coerce
    .number({ error: 'Enter how many to refund' })
    .int('Enter a whole number to refund')
    .min(1, 'Refund at least 1 of a line')
    .max(100_000, 'That is more than the order holds'),
});

/** POST /api/admin/orders/{id}/refunds */
export const createRefundInputSchema = z
  .object({
    lines: z.array(refundLineInputSchema).max(200).optional().default([]),
    /**
     * An amount on top of the lines (shipping, a goodwill gesture) in the order's currency, "12.50"
     * or 12.5 ("1250" for yen): decimal text here, turned into the currency's minor units by the
     * service, which knows the order's currency (docs/decisions/0105).
     */
    amount: z
      .union([z.string(), z.number(), z.null()])
      .optional()
      .transform((value) => (value == null ? '' : typeof value === 'string' ? value.trim() : String(value)))
      .refine(
        (value) => value === '' || /^\d{1,12}(?:\.\d{1,4})?$/.test(value),
        'Enter an amount such as 12.50',
      ),
    restock: z.boolean({ error: 'Say whether to restock the items' }).optional().default(false),
    /** Give back the shipping the customer paid; once per order. */
    shipping: z.boolean({ error: 'Say whether to refund the shipping' }).optional().default(false),
    reason: z
      .string()
      .trim()
      .max(500, 'Keep the reason under 500 characters')
      .optional()
      .transform((value) => value || null),
    tenantId: idSchema('Tenant id').optional(),
  })
  .refine((input) => input.lines.length > 0 || Number(input.amount) > 0 || input.shipping, {
    message: 'Choose the lines or enter an amount to refund',
    path: ['amount'],
  });
export type CreateRefundInput = z.input<typeof createRefundInputSchema>;

export const refundStatuses = ['pending', 'succeeded', 'failed'] as const;

export const orderRefundSchema = z.object({
  id: z.number().int(),
  status: z.enum(refundStatuses),
  amount: currencyAmountSchema,
  restock: z.boolean(),
  reason: z.string().nullable(),
  failureMessage: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(
    z.object({
      orderItemId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      amount: currencyAmountSchema,
    }),
  ),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** A credit note a refund issued (ADR 0068): CN-{number}, referring to the order's invoice. */
export const creditNoteSchema = z.object({
  id: z.number().int(),
  refundId: z.number().int(),
  /** "CN-12" */
  number: z.string(),
  invoiceNumber: z.number().int().nullable(),
  amount: currencyAmountSchema,
  vat: currencyAmountSchema,
  currency: z.string(),
  createdAt: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/** The credit note's number as people read it. */
export const creditNoteNumber = (number: number) => `CN-${number}`;
export const creditNoteFileName = (number: number) => `credit-note-${creditNoteNumber(number)}.pdf`;

/**
 * POST /api/admin/orders/{id}/refunds/preview (the refund's body, nothing written): how the refund
 * would be made up, planned by the same code as the refund itself.
 */
export const refundPreviewSchema = z.object({
  currency: z.string(),
  lines: z.array(
    z.object({
      orderItemId: z.number().int(),
      name: z.string(),
      variantString: z.string(),
      unitPrice: currencyAmountSchema,
      quantity: z.number().int(),
      /** The discount code's share of these units, taken off (ADR 0032). */
      discount: currencyAmountSchema,
      amount: currencyAmountSchema,
    }),
  ),
  /** The paid shipping given back, or null when not chosen. */
  shipping: currencyAmountSchema.nullable(),
  /** The amount entered on top. */
  extraAmount: currencyAmountSchema,
  /** Exactly what the refund will give back. */
  amount: currencyAmountSchema,
  /** What will still be refundable after it. */
  remainingAfter: currencyAmountSchema,
});
export type RefundPreview = z.infer<typeof refundPreviewSchema>;

/**
 * An order line as the after-sale forms (the refund dialog, the customer's return form) list it;
 * `quantity` is what was ordered. Each form extends it with what it allows of the line.
 */
export const afterSaleLineSchema = z.object({
  orderItemId: z.number().int(),
  name: z.string(),
  variantString: z.string(),
  quantity: z.number().int(),
});

/** GET /api/admin/orders/{id}/refunds: what the refund dialog shows and limits itself to. */
export const orderRefundSummarySchema = z.object({
  orderId: z.number().int(),
  status: z.string(),
  /** What the customer paid, what has gone back (the provider's figure) and what can still go back. */
  paid: currencyAmountSchema,
  refunded: currencyAmountSchema,
  remaining: currencyAmountSchema,
  /** Whether the order has a card payment to refund at all. */
  refundable: z.boolean(),
  lines: z.array(
    afterSaleLineSchema.extend({
      refundedQuantity: z.number().int(),
      unitPrice: currencyAmountSchema,
    }),
  ),
  refunds: z.array(orderRefundSchema),
  /** The order's currency (ISO 4217), which every amount here is in. */
  currency: z.string(),
  /** The shipping the customer paid, and whether a refund already gave it back. */
  shipping: z.object({ paid: currencyAmountSchema, refunded: z.boolean() }),
  /** The credit notes the order's refunds issued, newest first (ADR 0068). */
  creditNotes: z.array(creditNoteSchema),
});
export type OrderRefundSummary = z.infer<typeof orderRefundSummarySchema>;

/** The answer to a refund: the refund made and the order's figures after it. */
export const createRefundResultSchema = z.object({
  refund: orderRefundSchema,
  summary: orderRefundSummarySchema,
});
export type CreateRefundResult = z.infer<typeof createRefundResultSchema>;
