// The Reports screen's figures (admin → Analytics, ADR 0082): a date range in the store's time
// zone, compared with the period before it, read from the daily rollups. Money is the API's usual
// decimal string, with the currency beside it.
import { z } from 'zod';
import { idSchema } from './fields.ts';

export const analyticsIntervals = ['day', 'week', 'month'] as const;
export type AnalyticsInterval = (typeof analyticsIntervals)[number];

/** The longest range one report reads: two years and a day. */
export const MAX_ANALYTICS_DAYS = 732;

const isoDay = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date (YYYY-MM-DD)` })
    .refine((value) => isRealDay(value), { error: `${label} is not a day of the calendar` });

/** Whether YYYY-MM-DD names a real day (no 31 April). */
export function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Days from `from` to `to`, both counted (1 when they are the same day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Today's date (YYYY-MM-DD) in an IANA time zone: the store's "today" for its reports. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** YYYY-MM-DD `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first day (YYYY-MM-01) of the calendar month `months` before `day`'s month (0: its own). */
export function firstOfMonthBefore(day: string, months: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return new Date(Date.UTC(year, month - 1 - months, 1)).toISOString().slice(0, 10);
}

/** The period just before [from, to], of the same length. */
export function previousPeriod(range: { from: string; to: string }): { from: string; to: string } {
  const length = daysInRange(range.from, range.to);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

const rangeFields = {
  from: isoDay('From').optional(),
  to: isoDay('To').optional(),
  tenantId: idSchema('Tenant id').optional(),
};
const limitMessage = 'Limit must be a whole number from 1 to 100';

/** From on or before To, and at most MAX_ANALYTICS_DAYS apart: a readable 400 otherwise. */
function checkedRange<S extends z.ZodType<{ from?: string; to?: string }>>(schema: S) {
  return schema
    .refine((q) => !q.from || !q.to || q.from <= q.to, {
      error: 'From must be on or before To',
      path: ['from'],
    })
    .refine((q) => !q.from || !q.to || daysInRange(q.from, q.to) <= MAX_ANALYTICS_DAYS, {
      error: `A report covers at most ${MAX_ANALYTICS_DAYS} days`,
      path: ['to'],
    });
}

export const analyticsSalesQuerySchema = checkedRange(
  z.object({
    ...rangeFields,
    interval: z.enum(analyticsIntervals, { error: 'Interval must be day, week or month' }).default('day'),
    compare: z.enum(['previous', 'none'], { error: 'Compare must be previous or none' }).default('none'),
  }),
);
export type AnalyticsSalesQuery = z.infer<typeof analyticsSalesQuerySchema>;

export const analyticsProductsQuerySchema = checkedRange(
  z.object({
    ...rangeFields,
    limit: z.coerce
      .number({ error: limitMessage })
      .int({ error: limitMessage })
      .min(1, { error: limitMessage })
      .max(100, { error: limitMessage })
      .default(10),
    sort: z.enum(['netSales', 'units'], { error: 'Sort must be netSales or units' }).default('netSales'),
  }),
);
export type AnalyticsProductsQuery = z.infer<typeof analyticsProductsQuerySchema>;

export const analyticsRangeQuerySchema = checkedRange(z.object(rangeFields));
export type AnalyticsRangeQuery = z.infer<typeof analyticsRangeQuerySchema>;

const money = z.string().describe('A decimal amount in the currency, e.g. "12.50"');

export const salesTotalsSchema = z.object({
  orders: z.number().int(),
  grossSales: money,
  discounts: money,
  refunds: money,
  netSales: money,
  tax: money,
  shipping: money,
  units: z.number().int(),
  refundCount: z.number().int(),
  /** (gross sales − discounts) ÷ orders; "0.00" without orders. */
  averageOrderValue: money,
  newCustomerOrders: z.number().int(),
  returningCustomerOrders: z.number().int(),
  /** Returning customers' orders ÷ orders, 0 to 1 (4 decimal places); 0 without orders. */
  returningCustomerRate: z.number(),
});
export type SalesTotals = z.infer<typeof salesTotalsSchema>;

export const salesPointSchema = z.object({
  /** The first day of the bucket (a week starts on Monday), YYYY-MM-DD. */
  date: z.string(),
  orders: z.number().int(),
  netSales: money,
  grossSales: money,
  refunds: money,
  averageOrderValue: money,
  returningCustomerRate: z.number(),
});
export type SalesPoint = z.infer<typeof salesPointSchema>;

export const analyticsSalesSchema = z.object({
  currency: z.string(),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  interval: z.enum(analyticsIntervals),
  totals: salesTotalsSchema,
  series: z.array(salesPointSchema),
  /** With compare=previous: the same length of time just before `from`; else null. */
  previous: z
    .object({
      from: z.string(),
      to: z.string(),
      totals: salesTotalsSchema,
      series: z.array(salesPointSchema),
    })
    .nullable(),
});
export type AnalyticsSales = z.infer<typeof analyticsSalesSchema>;

export const analyticsProductsSchema = z.object({
  currency: z.string(),
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  /** Top products by net sales (or units with sort=units); productId null for a deleted product. */
  products: z.array(
    z.object({
      productId: z.number().int().nullable(),
      name: z.string(),
      units: z.number().int(),
      netSales: money,
    }),
  ),
  /** Top categories the same way; "" is products without a category. */
  categories: z.array(z.object({ category: z.string(), units: z.number().int(), netSales: money })),
  /** Discount codes used in the range, most orders first. */
  discountCodes: z.array(z.object({ code: z.string(), orders: z.number().int(), discounts: money })),
});
export type AnalyticsProducts = z.infer<typeof analyticsProductsSchema>;

/** The operator's figures across stores (platform dashboard), from the same rollups. */
export const platformSalesSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Net sales across stores, one amount per currency (stores sell in their own). */
  gmv: z.array(z.object({ currency: z.string(), amount: money })),
  orders: z.number().int(),
  /** Stores with at least one order in the range. */
  activeStores: z.number().int(),
  topStores: z.array(
    z.object({
      tenantId: z.number().int(),
      name: z.string(),
      currency: z.string(),
      netSales: money,
      orders: z.number().int(),
    }),
  ),
  /** Stores created per calendar month (UTC) over the last twelve, oldest first. */
  newStoresByMonth: z.array(z.object({ month: z.string(), stores: z.number().int() })),
});
export type PlatformSales = z.infer<typeof platformSalesSchema>;

export const platformSalesQuerySchema = checkedRange(
  z.object({ from: isoDay('From').optional(), to: isoDay('To').optional() }),
);

/** The time zone a store's days are counted in (Store Settings, ADR 0082): an IANA name. */
export const storeTimeZoneSchema = z.object({ timeZone: z.string() });
export type StoreTimeZone = z.infer<typeof storeTimeZoneSchema>;

export const storeTimeZoneInputSchema = z.object({
  timeZone: z
    .string({ error: 'Time zone is required' })
    .trim()
    .min(1, { error: 'Time zone is required' })
    .max(64, { error: 'Time zone must be at most 64 characters' }),
});

/** A few common choices for the settings form; any IANA name is accepted. */
export const COMMON_TIME_ZONES = [
  'Europe/London',
  'Europe/Dublin',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'UTC',
] as const;
