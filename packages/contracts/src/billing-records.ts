// The platform's bills to stores (spec admin §2 Payment Management, §3 billing, §4 billing states,
// §5 mark paid): their statuses and payment methods, the list and its cards, a store's history with
// its credit notes, and marking a bill paid.
import { z } from 'zod';
import { idSchema } from './fields.ts';
import { moneySchema } from './money-schemas.ts';

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

/** PUT /api/billing/{id}/mark-paid. */
export const markPaidInputSchema = z.object({
  paymentMethod: z.enum(billingPaymentMethods, { error: 'Payment method is required' }),
  notes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').optional().nullable(),
});
export type MarkPaidInput = z.input<typeof markPaidInputSchema>;
