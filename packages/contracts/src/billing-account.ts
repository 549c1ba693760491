// How a store pays the platform (ADR 0084): the card on file, what is owed and charged, the billing
// timeline, and saving a card through Stripe Elements or the sandbox's test cards.
import { z } from 'zod';
import { moneySchema } from './money-schemas.ts';

/** The card a store keeps on file with the platform (ADR 0084), masked: never the number. */
export const cardOnFileSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  updatedAt: z.string(),
});
export type CardOnFile = z.infer<typeof cardOnFileSchema>;

export const billingTimelineEntrySchema = z.object({
  kind: z.string(),
  message: z.string(),
  amount: moneySchema.nullable(),
  currency: z.string().nullable(),
  createdAt: z.string(),
});
export type BillingTimelineEntry = z.infer<typeof billingTimelineEntrySchema>;

/**
 * GET /api/billing/payment-method: how the store pays the platform. `provider`: the platform's
 * account (Stripe, or the sandbox's test cards), null when no card can be kept.
 */
export const billingAccountSchema = z.object({
  provider: z.enum(['stripe', 'sandbox']).nullable(),
  /** The platform's Stripe publishable key for Stripe Elements; null on the sandbox. */
  publishableKey: z.string().nullable(),
  card: cardOnFileSchema.nullable(),
  /** The operator's switch: bills are e-mailed and paid by transfer, never charged. */
  paysByTransfer: z.boolean(),
  /** Everything owed now (unpaid, overdue and past due bills). */
  amountDue: moneySchema,
  currency: z.string(),
  /** The next automatic charge of an open bill, when one is scheduled. */
  nextChargeAt: z.string().nullable(),
  /** A charge failed: since when, how much, and when the card is tried again. */
  pastDue: z
    .object({
      amount: moneySchema,
      currency: z.string(),
      since: z.string(),
      nextRetryAt: z.string().nullable(),
      lastError: z.string().nullable(),
    })
    .nullable(),
  /** The billing timeline, newest first. */
  timeline: z.array(billingTimelineEntrySchema),
  /**
   * The store has taken its plan's orders of this month or more (ADR 0087): it keeps selling; the
   * admin offers the next plan up. Null while within the limit or without one.
   */
  orderLimit: z
    .object({
      ordersThisMonth: z.number().int(),
      maxOrders: z.number().int(),
      planName: z.string().nullable(),
      nextPlan: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    })
    .nullable(),
});
export type BillingAccount = z.infer<typeof billingAccountSchema>;

/**
 * PUT /api/billing/payment-method: a Stripe SetupIntent the browser confirmed with Elements, or
 * (on the sandbox) a test card.
 */
export const saveCardInputSchema = z.object({
  setupIntentId: z.string().trim().min(1, 'The card setup id is missing').max(255).optional(),
  cardNumber: z.string().trim().min(1, 'Card number is required').max(30).optional(),
  expMonth: z.coerce
    .number({ error: 'Expiry month is invalid' })
    .int('Expiry month is invalid')
    .min(1, 'Expiry month is invalid')
    .max(12, 'Expiry month is invalid')
    .optional(),
  expYear: z.coerce
    .number({ error: 'Expiry year is invalid' })
    .int('Expiry year is invalid')
    .min(0, 'Expiry year is invalid')
    .max(9999, 'Expiry year is invalid')
    .optional(),
  cvc: z.string().trim().min(1, 'CVC is required').max(4, 'CVC is invalid').optional(),
});
export type SaveCardInput = z.input<typeof saveCardInputSchema>;

/** POST /api/billing/payment-method/setup: what Stripe Elements needs to save a card. */
export const cardSetupSchema = z.object({ setupIntentId: z.string(), clientSecret: z.string() });
export type CardSetup = z.infer<typeof cardSetupSchema>;
