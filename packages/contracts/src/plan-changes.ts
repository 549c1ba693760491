// A store changing its plan (spec admin §2 Subscription Management; ADR 0012, 0036): the owner's
// upgrade and its quote, the plan the store is left on, and the operator making the same change.
import { z } from 'zod';
import { idSchema } from './fields.ts';
import { moneySchema } from './money-schemas.ts';

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
