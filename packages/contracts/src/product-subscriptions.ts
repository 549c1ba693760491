// Product subscriptions (spec admin §2 Product Subscriptions, §3 product_subscriptions, §5 create and
// convert forms, §7 calls; ADR 0008): the shapes the admin screen, the account page and the API share.
import { z } from 'zod';
import {
  moneyInputSchema,
  moneySchema,
  type SubscriptionInterval,
  subscriptionIntervals,
  trialDaysInputSchema,
} from './catalogue.ts';

/** active → paused ⇄ active; active → past_due after the last failed retry; any → cancelled (final). */
export const productSubscriptionStatuses = ['active', 'paused', 'past_due', 'cancelled'] as const;
export type ProductSubscriptionStatus = (typeof productSubscriptionStatuses)[number];

/** Spec §9: a subscription product is never out of stock. */
export const SUBSCRIPTION_PRODUCT_STOCK = 999_999;
export const DEFAULT_SUBSCRIPTION_INTERVAL: SubscriptionInterval = 'monthly';

const intervalSchema = z
  .enum(subscriptionIntervals, { error: 'Choose weekly, monthly, quarterly or yearly' })
  .default(DEFAULT_SUBSCRIPTION_INTERVAL);

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** POST /api/products (spec admin §5 Create subscription product). The store is the acting tenant. */
export const createSubscriptionProductInputSchema = z.object({
  name: requiredText('Name is required', 255),
  description: requiredText('Description is required', 5000),
  price: moneyInputSchema('Price is required'),
  image: requiredText('Image is required', 2000),
  category: requiredText('Category is required', 255),
  subscriptionInterval: intervalSchema,
  subscriptionTrialDays: trialDaysInputSchema,
  /** Sent by the spec's client; always true, stock and sizes are fixed by the server. */
  isSubscription: z.literal(true).optional(),
  inStock: z.unknown().optional(),
  sizes: z.unknown().optional(),
  tenantId: z.unknown().optional(),
});
export type CreateSubscriptionProductInput = z.input<typeof createSubscriptionProductInputSchema>;

/** PATCH /api/products/{productId}/convert-to-subscription (spec admin §5 Convert form). */
export const convertToSubscriptionInputSchema = z.object({
  subscriptionInterval: intervalSchema,
  subscriptionTrialDays: trialDaysInputSchema,
});
export type ConvertToSubscriptionInput = z.input<typeof convertToSubscriptionInputSchema>;
export const SELECT_PRODUCT_MESSAGE = 'Please select a product';

/** GET /api/product-subscriptions (store) and GET /api/account/subscriptions (the customer's own). */
export const productSubscriptionSchema = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  customerEmail: z.string(),
  customerName: z.string().nullable(),
  status: z.enum(productSubscriptionStatuses),
  /** What each renewal charges: the line's subscription price × quantity. */
  amount: moneySchema,
  interval: z.enum(subscriptionIntervals),
  quantity: z.number().int(),
  variantString: z.string(),
  startDate: z.string(),
  nextBillingDate: z.string().nullable(),
  canceledAt: z.string().nullable(),
  failedAttempts: z.number().int(),
  createdAt: z.string(),
});
export type ProductSubscription = z.infer<typeof productSubscriptionSchema>;

/** GET /api/product-subscriptions/stats: the screen's three cards, computed over the whole store. */
export const productSubscriptionStatsSchema = z.object({
  subscriptionProducts: z.number().int(),
  activeSubscriptions: z.number().int(),
  /** Active subscriptions only, each normalised to a month (weekly × 52 / 12, quarterly / 3, yearly / 12). */
  monthlyRevenue: moneySchema,
});
export type ProductSubscriptionStats = z.infer<typeof productSubscriptionStatsSchema>;

export const subscriptionActions = ['pause', 'resume', 'cancel'] as const;
export type SubscriptionAction = (typeof subscriptionActions)[number];

/** POST /api/product-subscriptions/{id}/renew-now: the renewal order, or why there was none. */
export const renewNowResponseSchema = z.object({
  outcome: z.enum(['renewed', 'retry', 'failed', 'skipped']),
  orderId: z.number().int().nullable(),
  message: z.string(),
});
export type RenewNowResponse = z.infer<typeof renewNowResponseSchema>;
