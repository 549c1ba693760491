// The operator's side of platform billing (ADR 0085): the revenue view, a store's billing timeline,
// refunding and waiving a bill.
import { z } from 'zod';
import { moneySchema } from './catalogue.ts';

/** An amount of money with its currency. */
export const amountInCurrencySchema = z.object({ amount: moneySchema, currency: z.string() });
export type AmountInCurrency = z.infer<typeof amountInCurrencySchema>;

/** GET /api/super-admin/billing/overview query: how many calendar months the monthly lists cover. */
export const billingOverviewQuerySchema = z.object({
  months: z.coerce
    .number({ error: 'Months must be a whole number from 1 to 24' })
    .int('Months must be a whole number from 1 to 24')
    .min(1, 'Months must be a whole number from 1 to 24')
    .max(24, 'Months must be a whole number from 1 to 24')
    .default(12),
});

/** GET /api/super-admin/billing/overview: the operator's revenue view (ADR 0085). */
export const billingOverviewSchema = z.object({
  asOf: z.string(),
  /**
   * Monthly recurring revenue per currency: the monthly price of each active store on a paid plan
   * that renews, whose bill for this month (if raised) was not refunded or waived.
   */
  mrr: z.array(amountInCurrencySchema.extend({ stores: z.number().int() })),
  stores: z.object({
    /** Open, on a paid or free plan past its trial. */
    active: z.number().int(),
    trialing: z.number().int(),
    /** With a bill whose card charge failed (past due). */
    pastDue: z.number().int(),
    /** Read-only for an unpaid bill (ADR 0084). */
    readOnly: z.number().int(),
    suspended: z.number().int(),
  }),
  /** Paid bills by the month they were paid, newest month first; refunded and waived bills are not revenue. */
  revenueByMonth: z.array(
    z.object({
      month: z.string(),
      totals: z.array(amountInCurrencySchema.extend({ bills: z.number().int() })),
    }),
  ),
  /** Bills whose card charge failed, oldest failure first, with when the card is tried again. */
  failedPayments: z.array(
    z.object({
      billId: z.number().int(),
      tenantId: z.number().int(),
      tenantName: z.string(),
      description: z.string().nullable(),
      amount: moneySchema,
      currency: z.string(),
      pastDueSince: z.string().nullable(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      nextRetryAt: z.string().nullable(),
    }),
  ),
  /** Per month, newest first: stores whose paid plan ended after a cancellation, and stores suspended for an unpaid bill. */
  churn: z.array(z.object({ month: z.string(), cancelled: z.number().int(), suspended: z.number().int() })),
  /** Every plan with the number of stores on it. */
  plans: z.array(
    z.object({
      planId: z.number().int(),
      name: z.string(),
      slug: z.string(),
      price: moneySchema,
      currency: z.string(),
      isActive: z.boolean(),
      stores: z.number().int(),
    }),
  ),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/** One event of a store's billing timeline as the operator reads it. */
export const operatorTimelineEntrySchema = z.object({
  id: z.number().int(),
  billId: z.number().int().nullable(),
  kind: z.string(),
  message: z.string(),
  amount: moneySchema.nullable(),
  currency: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorTimelineEntry = z.infer<typeof operatorTimelineEntrySchema>;

/** GET /api/super-admin/tenants/{id}/billing-timeline. */
export const operatorTimelineSchema = z.object({
  tenantId: z.number().int(),
  tenantName: z.string(),
  billingHold: z.string().nullable(),
  events: z.array(operatorTimelineEntrySchema),
});
export type OperatorTimeline = z.infer<typeof operatorTimelineSchema>;

/** POST /api/billing/{id}/refund and /waive: why, kept on the bill and the timeline. */
export const billResolutionInputSchema = z.object({
  reason: z
    .string({ error: 'Please give a reason' })
    .trim()
    .min(1, 'Please give a reason')
    .max(500, 'Reason must be at most 500 characters'),
});
export type BillResolutionInput = z.input<typeof billResolutionInputSchema>;
