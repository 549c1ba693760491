// The store front's conversion funnel (ADR 0083): the first-party beacon's events and the owner's
// per-day counts. Nothing about a shopper is sent or kept: only which step happened, in which store.
import { z } from 'zod';
import { idSchema } from './fields.ts';
import { storefrontQuerySchema } from './storefront.ts';

/** The steps the store front reports; orders are counted from the orders themselves. */
export const funnelEventTypes = ['session', 'product_view', 'add_to_cart', 'checkout_started'] as const;
export type FunnelEventType = (typeof funnelEventTypes)[number];

/** POST /api/events: `{ type }` and nothing else (the store is the address's, never the body's). */
export const funnelEventSchema = z.strictObject(
  {
    type: z.enum(funnelEventTypes, {
      error: `Type must be one of ${funnelEventTypes.join(', ')}`,
    }),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'Only the event type may be sent'
        : 'Send an object with the event type',
  },
);
export type FunnelEvent = z.infer<typeof funnelEventSchema>;
export const funnelEventQuerySchema = storefrontQuerySchema;

/** The longest span the funnel reads at once, in days. */
export const FUNNEL_MAX_DAYS = 366;
/** The span the funnel shows when none is asked for, ending today. */
export const FUNNEL_DEFAULT_DAYS = 30;

const dayText = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, `${label} must be a real date`);

export const funnelQuerySchema = z
  .object({
    from: dayText('From').optional(),
    to: dayText('To').optional(),
    tenantId: idSchema('Tenant id').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'From must not be after To', path: ['from'] })
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 < FUNNEL_MAX_DAYS,
    { message: `Ask for at most ${FUNNEL_MAX_DAYS} days`, path: ['to'] },
  );
export type FunnelQuery = z.infer<typeof funnelQuerySchema>;

export const funnelCountsSchema = z.object({
  sessions: z.number().int(),
  productViews: z.number().int(),
  addToCart: z.number().int(),
  checkoutsStarted: z.number().int(),
  orders: z.number().int(),
});
export type FunnelCounts = z.infer<typeof funnelCountsSchema>;

export const funnelSchema = funnelCountsSchema.extend({
  /** The days counted, inclusive (UTC days). */
  from: z.string(),
  to: z.string(),
  /** Orders per session, 0 to 1 (0 with no sessions), rounded to four places. */
  conversionRate: z.number(),
});
export type Funnel = z.infer<typeof funnelSchema>;

/** The funnel's steps in order, with the names the admin shows. */
export const funnelSteps = [
  { key: 'sessions', label: 'Sessions' },
  { key: 'productViews', label: 'Product views' },
  { key: 'addToCart', label: 'Added to cart' },
  { key: 'checkoutsStarted', label: 'Checkouts started' },
  { key: 'orders', label: 'Orders' },
] as const satisfies readonly { key: keyof FunnelCounts; label: string }[];

/** `part / whole` rounded to four places; 0 when there is no whole. */
export function funnelRate(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0;
}
