// Generating a store's bill for the month (spec admin §5 generate billing): the operator's input and
// the proposal, prorated by plan (ADR 0097).
import { z } from 'zod';
import { idSchema } from './fields.ts';
import { moneySchema } from './money-schemas.ts';
import { amountInputSchema } from './plans.ts';

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
