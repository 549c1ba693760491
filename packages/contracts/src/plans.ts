// Subscription plans (spec admin §3 subscription_plans, §2 plan cards) and plan usage.
import { z } from 'zod';
import { moneySchema } from './catalogue.ts';
import { parseMinor } from './money.ts';

/** A limit is a whole number; null (or absent) means unlimited. maxStorage is in MB. */
const limitSchema = z
  .number({ error: 'A limit must be a whole number' })
  .int('A limit must be a whole number')
  .min(0, 'A limit cannot be negative')
  .max(1_000_000_000, 'That limit is too large')
  .nullable()
  .optional();

/** Days a bill may stay past due before the store's admin turns read-only (ADR 0084), unless the plan says. */
export const DEFAULT_GRACE_DAYS = 14;
const graceDaysMessage = 'Grace days must be a whole number from 0 to 90';

export const planLimitsSchema = z.object({
  maxProducts: limitSchema,
  maxOrders: limitSchema,
  maxStorage: limitSchema,
  /** The plan's grace period; null or absent: DEFAULT_GRACE_DAYS. */
  graceDays: z
    .number({ error: graceDaysMessage })
    .int(graceDaysMessage)
    .min(0, graceDaysMessage)
    .max(90, graceDaysMessage)
    .nullable()
    .optional(),
});
export type PlanLimitsInput = z.infer<typeof planLimitsSchema>;

export const subscriptionPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  /** Per month, "29.99"; "0.00" shows as Free. */
  price: moneySchema,
  currency: z.string(),
  features: z.array(z.string()),
  limits: z.object({
    maxProducts: z.number().int().nullable(),
    maxOrders: z.number().int().nullable(),
    maxStorage: z.number().int().nullable(),
    /** Days past due before read-only (ADR 0084); DEFAULT_GRACE_DAYS when the plan sets none. */
    graceDays: z.number().int(),
  }),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

const MAX_AMOUNT_MINOR = 9_999_999_999;

/** Money input: a number or numeric string with at most two decimals, as pence. */
export const amountInputSchema = (required: string) =>
  z
    .union([z.number(), z.string()], { error: required })
    .refine((value) => !(typeof value === 'string' && value.trim() === ''), required)
    .transform((value, ctx) => {
      const minor = parseMinor(value);
      if (minor === null) {
        ctx.addIssue({ code: 'custom', message: 'Enter an amount in pounds, like 29.99' });
        return z.NEVER;
      }
      // The database keeps amounts at precision 10, scale 2 (spec admin §9).
      if (minor > MAX_AMOUNT_MINOR) {
        ctx.addIssue({ code: 'custom', message: 'That amount is too large' });
        return z.NEVER;
      }
      return minor;
    });

const planSlugSchema = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .max(50, 'Slug must be at most 50 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may use lowercase letters, numbers and single hyphens');

const planFieldsSchema = z.object({
  name: z
    .string({ error: 'Plan name is required' })
    .trim()
    .min(1, 'Plan name is required')
    .max(100, 'Plan name must be at most 100 characters'),
  description: z.string().trim().max(2000, 'Description is too long').nullable().optional(),
  price: amountInputSchema('Price is required'),
  features: z
    .array(z.string().trim().min(1).max(200, 'A feature must be at most 200 characters'))
    .max(30, 'A plan can list at most 30 features')
    .default([]),
  limits: planLimitsSchema.default({}),
  isActive: z.boolean().default(true),
});

/** POST /api/subscription-plans. The slug defaults to the name's slug. */
export const createPlanInputSchema = planFieldsSchema.extend({ slug: planSlugSchema.optional() });
export type CreatePlanInput = z.input<typeof createPlanInputSchema>;

/** PUT /api/subscription-plans/{id}. Stores refer to a plan by slug, so the slug never changes. */
export const updatePlanInputSchema = planFieldsSchema;
export type UpdatePlanInput = z.input<typeof updatePlanInputSchema>;

/** Spec: a price of '0.00' displays as Free. */
export function formatPlanPrice(price: string): string {
  return parseMinor(price) === 0 ? 'Free' : `£${price}`;
}

/** Spec: each limit reads 'Unlimited' when absent. */
export function formatPlanLimit(value: number | null | undefined, unit = ''): string {
  if (value == null) return 'Unlimited';
  return `${value.toLocaleString('en-GB')}${unit}`;
}

/** A storage limit in MB as people read it: 'Unlimited', '500 MB', '1 GB', '10 GB'. */
export function formatStorageLimit(mb: number | null | undefined): string {
  if (mb == null) return 'Unlimited';
  if (mb >= 1024 && mb % 1024 === 0) return `${(mb / 1024).toLocaleString('en-GB')} GB`;
  return `${mb.toLocaleString('en-GB')} MB`;
}

/**
 * Storage Used as people read it (a few small images are not '0 MB'): '0 MB' when the
 * store has no files, '48 KB' under a megabyte (at least 1 KB), '3.5 MB', '1.2 GB'.
 */
export function formatStorageUsed(bytes: number): string {
  if (bytes <= 0) return '0 MB';
  const kb = bytes / 1024;
  if (kb < 1024) return `${Math.max(1, Math.round(kb)).toLocaleString('en-GB')} KB`;
  const mb = kb / 1024;
  if (mb < 1024) return `${(Math.round(mb * 10) / 10).toLocaleString('en-GB')} MB`;
  return `${(Math.round((mb / 1024) * 10) / 10).toLocaleString('en-GB')} GB`;
}

/** When the owner is warned that monthly orders near the plan's limit. */
export const ORDER_USAGE_WARNING_RATIO = 0.8;

export const planUsageSchema = z.object({
  products: z.number().int(),
  ordersThisMonth: z.number().int(),
  storageBytes: z.number().int(),
  /** Rounded to one decimal; at least 0.1 once the store has any file (the box shows storageBytes). */
  storageMb: z.number(),
  limits: subscriptionPlanSchema.shape.limits.omit({ graceDays: true }),
  /** A sentence for the owner when monthly orders near or pass the limit, else null. */
  orderWarning: z.string().nullable(),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;
