// The plan form's fields as text (what inputs hold) and their conversion to the API's body.
import {
  type CreatePlanInput,
  createPlanInputSchema,
  DEFAULT_GRACE_DAYS,
  parseMinor,
  type SubscriptionPlan,
  slugify,
} from '@storefleet/contracts';
import { z } from 'zod';

const limitField = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || /^\d{1,9}$/.test(value),
    'Enter a whole number, or leave blank for unlimited',
  );

export const planFormSchema = z.object({
  name: createPlanInputSchema.shape.name,
  slug: z
    .string()
    .trim()
    .max(50, 'Slug must be at most 50 characters')
    .refine(
      (v) => v === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v),
      'Slug may use lowercase letters, numbers and single hyphens',
    ),
  description: z.string().max(2000, 'Description is too long'),
  price: z
    .string()
    .trim()
    .min(1, 'Price is required')
    .refine((value) => parseMinor(value) !== null, 'Enter an amount in pounds, like 29.99'),
  features: z.string().max(6000, 'Too many features'),
  maxProducts: limitField,
  maxOrders: limitField,
  maxStorage: limitField,
  graceDays: z
    .string()
    .trim()
    .refine(
      (value) => /^\d{1,2}$/.test(value) && Number(value) <= 90,
      'Grace days must be a whole number from 0 to 90',
    ),
  isActive: z.boolean(),
});
export type PlanFormValues = z.infer<typeof planFormSchema>;

const text = (value: number | null) => (value == null ? '' : String(value));

export function planFormDefaults(plan?: SubscriptionPlan): PlanFormValues {
  return {
    name: plan?.name ?? '',
    slug: plan?.slug ?? '',
    description: plan?.description ?? '',
    price: plan?.price ?? '',
    features: plan?.features.join('\n') ?? '',
    maxProducts: text(plan?.limits.maxProducts ?? null),
    maxOrders: text(plan?.limits.maxOrders ?? null),
    maxStorage: text(plan?.limits.maxStorage ?? null),
    graceDays: String(plan?.limits.graceDays ?? DEFAULT_GRACE_DAYS),
    isActive: plan?.isActive ?? true,
  };
}

const limit = (value: string) => (value === '' ? null : Number(value));

/** The body for POST or PUT; features are one per line, blank limits mean unlimited. */
export function toPlanInput(values: PlanFormValues, isNew: boolean): CreatePlanInput {
  const body: CreatePlanInput = {
    name: values.name.trim(),
    description: values.description.trim() || null,
    price: values.price.trim(),
    features: values.features
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    limits: {
      maxProducts: limit(values.maxProducts),
      maxOrders: limit(values.maxOrders),
      maxStorage: limit(values.maxStorage),
      graceDays: Number(values.graceDays),
    },
    isActive: values.isActive,
  };
  return isNew ? { ...body, slug: values.slug.trim() || slugify(values.name).slice(0, 50) } : body;
}
