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
  /** Shopper-facing delivery estimate such as "3-5 business days", or null when unknown. */
  estimatedDelivery: z.string().nullable(),
});
export type PublicShippingOption = z.infer<typeof publicShippingOptionSchema>;
