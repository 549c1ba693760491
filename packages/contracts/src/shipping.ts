// Shipping options as shoppers see them (spec storefront §3 "Shipping option"; DESIGN §5 serves the
// admin's estimatedDays and the shopper's estimatedDelivery text side by side).
import { z } from 'zod';
import { moneySchema } from './catalogue.ts';

export const publicShippingOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Decimal pounds, "3.99"; "0.00" is shown as Free. */
  cost: moneySchema,
  estimatedDays: z.number().int().nullable(),
  /** Shopper-facing delivery estimate such as "Delivered in 3-5 business days", or null when unknown. */
  estimatedDelivery: z.string().nullable(),
});
export type PublicShippingOption = z.infer<typeof publicShippingOptionSchema>;

/**
 * How a shipping row reads its days, on the store front and in the admin: "Delivered in 5 days",
 * "Delivered in 1 day", "Delivered the same day" for 0.
 */
export function deliveredInText(days: number): string {
  if (days === 0) return 'Delivered the same day';
  return `Delivered in ${days} ${days === 1 ? 'day' : 'days'}`;
}
