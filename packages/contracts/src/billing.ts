// Platform billing of stores (spec admin §2 Payment Management, §3 billing, §4 billing states,
// §5 generate billing and mark paid) and the store owner's own plan (§2 Subscription Management).
import { z } from 'zod';
import { moneySchema } from './catalogue.ts';
import { idSchema } from './fields.ts';
import { amountInputSchema } from './plans.ts';

export const billingStatuses = ['unpaid', 'paid', 'overdue', 'past_due', 'waived', 'refunded'] as const;
export type BillingStatus = (typeof billingStatuses)[number];

/** Spec §9: the payment methods a bill can be marked paid with. */
export const billingPaymentMethods = ['stripe', 'bank_transfer', 'paypal', 'manual', 'other'] as const;
export type BillingPaymentMethod = (typeof billingPaymentMethods)[number];

export const billingPaymentMethodLabels: Record<BillingPaymentMethod, string> = {
  stripe: 'Stripe',
  bank_transfer: 'Bank Transfer',
  paypal: 'PayPal',
  manual: 'Manual',
  other: 'Other',
};

/** Days a store has to pay a bill from the day it is raised. */
export const BILLING_DUE_DAYS = 14;

export const billingRecordSchema = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  tenantName: z.string(),
  subscriptionPlanId: z.number().int().nullable(),
  planName: z.string().nullable(),
  status: z.string(),
  amount: moneySchema,
  currency: z.string(),
  description: z.string().nullable(),
  billingPeriodStart: z.string().nullable(),
  billingPeriodEnd: z.string().nullable(),
  dueDate: z.string().nullable(),
  paidAt: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  notes: z.string().nullable(),
  /** The platform's invoice number, given when the bill is paid (ADR 0086); its PDF at …/invoice.pdf. */
  invoiceNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type BillingRecord = z.infer<typeof billingRecordSchema>;

/** GET /api/billing query: bounded list (DESIGN §5) with the spec's filters. */
export const billingListQuerySchema = z.object({
  tenantId: idSchema('Tenant id').optional(),
  status: z
    .enum(billingStatuses, { error: 'Status must be paid, unpaid, overdue, past_due, waived or refunded' })
    .optional(),
  search: z.string().trim().max(255).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** GET /api/billing/stats: Payment Management's four cards, over every bill it may see. */
export const billingStatsSchema = z.object({
  /** Sum of paid bills. */
  totalRevenue: moneySchema,
  /** Sum of bills still owed (unpaid and overdue). */
  pendingRevenue: moneySchema,
  activeStores: z.number().int(),
  overdueCount: z.number().int(),
  /** Sum of bills paid since 1 January (UTC) of this year. */
  paidThisYear: moneySchema,
  currency: z.string(),
  /**
   * A store's next period bill: the first of next month at its plan's price, while a paid plan runs
   * and is not ending; null otherwise and on the operator's platform-wide figures.
   */
  nextBill: z.object({ date: z.string(), amount: moneySchema }).nullable(),
});
export type BillingStats = z.infer<typeof billingStatsSchema>;

/** A credit note of a refunded platform bill (ADR 0086); its PDF at …/credit-notes/{id}/pdf. */
export const platformCreditNoteSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  amount: moneySchema,
  currency: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type PlatformCreditNote = z.infer<typeof platformCreditNoteSchema>;

/** GET /api/billing/history: the spec's history entries. */
export const billingHistoryEntrySchema = z.object({
  id: z.number().int(),
  description: z.string(),
  billingDate: z.string(),
  createdAt: z.string(),
  amount: moneySchema,
  currency: z.string(),
  status: z.string(),
  dueDate: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The platform's invoice number, given when the bill is paid (ADR 0086). */
  invoiceNumber: z.string().nullable(),
  /** Credit notes of a refunded bill, oldest first. */
  creditNotes: z.array(platformCreditNoteSchema),
});
export type BillingHistoryEntry = z.infer<typeof billingHistoryEntrySchema>;

/** POST /api/billing/generate-monthly: the bill for the current calendar month. */
export const generateBillingInputSchema = z.object({
  tenantId: idSchema('Tenant id', 'Store is required'),
  subscriptionPlanId: idSchema('Plan id', 'Subscription plan is required'),
  /** Left out: the proposal's prorated amount (GET /api/billing/generate-monthly/proposal). */
  amount: amountInputSchema('Amount is required').optional(),
});
export type GenerateBillingInput = z.input<typeof generateBillingInputSchema>;

/** GET /api/billing/generate-monthly/proposal?tenantId=: the month's bill, prorated by plan (ADR 0097). */
export const monthlyBillProposalQuerySchema = z.object({
  tenantId: idSchema('Tenant id', 'Store is required'),
});

export const monthlyBillPartSchema = z.object({
  planId: z.number().int().nullable(),
  planName: z.string(),
  /** The first day on this plan (00:00 UTC). */
  start: z.string(),
  /** The day after the last one on this plan (exclusive). */
  end: z.string(),
  days: z.number().int(),
  amount: moneySchema,
});
export type MonthlyBillPart = z.infer<typeof monthlyBillPartSchema>;

export const monthlyBillProposalSchema = z.object({
  tenantId: z.number().int(),
  tenantName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  daysInPeriod: z.number().int(),
  /** The plan in force at the period's end: the one the bill names. */
  planId: z.number().int().nullable(),
  /** The sum of the parts less the bills already raised for part of the period, never below zero. */
  amount: moneySchema,
  currency: z.string(),
  /** Each plan in force for its part of the period, oldest first. */
  parts: z.array(monthlyBillPartSchema),
  /** 'Starter 1–27 Nov £26.99, Growth 28–30 Nov £8.00': the bill's description when split. */
  summary: z.string(),
  /**
   * Bills already raised for part of this period (an upgrade charged at once, the rest of the month
   * after a trial): their amounts are taken off the parts' sum, whatever became of them.
   */
  billedAlready: z.array(
    z.object({ billId: z.number().int(), description: z.string(), amount: moneySchema }),
  ),
  /** A bill of this period already raised (generating again answers 409). */
  alreadyBilled: z.boolean(),
});
export type MonthlyBillProposal = z.infer<typeof monthlyBillProposalSchema>;

/** PUT /api/billing/{id}/mark-paid. */
export const markPaidInputSchema = z.object({
  paymentMethod: z.enum(billingPaymentMethods, { error: 'Payment method is required' }),
  notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').optional().nullable(),
});
export type MarkPaidInput = z.input<typeof markPaidInputSchema>;

/** POST /api/subscription/upgrade. */
export const upgradeSubscriptionInputSchema = z.object({
  planId: idSchema('Plan id', 'Please choose a plan'),
});
export type UpgradeSubscriptionInput = z.input<typeof upgradeSubscriptionInputSchema>;

/** The store's plan after an upgrade or a cancellation. */
export const subscriptionSummarySchema = z.object({
  tenantId: z.number().int(),
  subscriptionPlan: z.string(),
  subscriptionStatus: z.string(),
  trialEndsAt: z.string().nullable(),
  subscriptionEndsAt: z.string().nullable(),
  /** The bill raised for the period by an upgrade, if any. */
  billingId: z.number().int().nullable(),
  /**
   * The plan (slug) chosen but not in effect yet: it costs more than the store has paid, so it
   * starts when bill `billingId` is paid (ADR 0012). Null when the change applied at once.
   */
  pendingPlan: z.string().nullable(),
  /** A cheaper plan (slug) chosen on a paid plan: it applies at `scheduledPlanAt` (ADR 0036). */
  scheduledPlan: z.string().nullable(),
  scheduledPlanAt: z.string().nullable(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

/** GET /api/subscription/change-quote?planId=: what choosing a plan would do (ADR 0036). */
export const planChangeQuoteQuerySchema = z.object({
  planId: idSchema('Plan id', 'Please choose a plan'),
  tenantId: idSchema('Tenant id').optional(),
});

export const planChangeKinds = ['trial', 'upgrade', 'start', 'switch', 'downgrade', 'current'] as const;
export type PlanChangeKind = (typeof planChangeKinds)[number];

export const planChangeQuoteSchema = z.object({
  planId: z.number().int(),
  planName: z.string(),
  /** The new plan's price per month. */
  newPrice: moneySchema,
  currentPlanName: z.string().nullable(),
  currentPrice: moneySchema.nullable(),
  /**
   * trial: the plan applies at once, nothing is billed until the trial ends; upgrade: a dearer
   * plan, the prorated difference is billed now; start: a paid plan after a trial or an ended
   * plan; switch: same price or free, at once; downgrade: at the period's end; current: no change.
   */
  kind: z.enum(planChangeKinds),
  /** What is charged now: charge minus credit, in pounds. */
  dueNow: moneySchema,
  /** The old plan's price for the days left in the period. */
  credit: moneySchema,
  /** The new plan's price for the days left in the period. */
  charge: moneySchema,
  periodStart: z.string(),
  periodEnd: z.string(),
  daysInPeriod: z.number().int(),
  daysRemaining: z.number().int(),
  /** now, once the bill is paid, or at the period's end (`effectiveAt`). */
  appliesAt: z.enum(['now', 'paid', 'periodEnd']),
  effectiveAt: z.string().nullable(),
  /** The end of a trial still running: the first bill comes then. */
  trialEndsAt: z.string().nullable(),
});
export type PlanChangeQuote = z.infer<typeof planChangeQuoteSchema>;

/** GET /api/tenants/{id}/plan-quote?planId=: the owner's quote, for the operator (ADR 0097). */
export const operatorPlanQuoteQuerySchema = z.object({
  planId: idSchema('Plan id', 'Please choose a plan'),
});

/** POST /api/tenants/{id}/plan-change: the operator changes a store's plan as its owner would. */
export const operatorPlanChangeInputSchema = z.object({
  planId: idSchema('Plan id', 'Please choose a plan'),
});
export type OperatorPlanChangeInput = z.input<typeof operatorPlanChangeInputSchema>;

export const operatorPlanChangeSchema = z.object({
  /** The quote the change was made on, priced again by the server at the moment of the change. */
  quote: planChangeQuoteSchema,
  subscription: subscriptionSummarySchema,
  /** When a card on file paid the amount due at once. */
  charged: z.boolean(),
});
export type OperatorPlanChange = z.infer<typeof operatorPlanChangeSchema>;

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
