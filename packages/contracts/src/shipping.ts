// Shipping options as shoppers see them (spec storefront §3 "Shipping option"; DESIGN §5 serves the
// admin's estimatedDays and the shopper's estimatedDelivery text side by side).
import { z } from 'zod';
import { countryCodeSchema } from './countries.ts';
import { currencyAmountSchema, currencyCodeSchema } from './currencies.ts';
import { rateKinds } from './shipping-rates.ts';
import { storefrontQuerySchema } from './storefront.ts';

export const publicShippingOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Decimal pounds, "3.99"; "0.00" is shown as Free. */
  cost: currencyAmountSchema,
  estimatedDays: z.number().int().nullable(),
  /** Shopper-facing delivery estimate such as "Delivered in 3-5 business days", or null when unknown. */
  estimatedDelivery: z.string().nullable(),
  /** ISO 4217: the currency of `cost` and `freeAbove`: the store's base one, or `?currency=` (docs/decisions/0105). */
  currency: z.string(),
  /** How it is priced (docs/decisions/0100): flat, by the items' value or by their weight. */
  rateKind: z.enum(rateKinds),
  /** Free when the items come to at least this; null: never free. */
  freeAbove: currencyAmountSchema.nullable(),
  /**
   * true: `cost` is this cart's (the call named its `items`); false: the option's flat cost, or
   * the lowest of its bands ("from").
   */
  priced: z.boolean(),
});
export type PublicShippingOption = z.infer<typeof publicShippingOptionSchema>;

const ITEMS_MESSAGE = 'items must be product ids and quantities such as 12:1,13:2';

/**
 * GET /api/shipping-options: the store's query, plus the destination (`country`, absent: GB) and
 * optionally the cart (`items=12:1,13:2`, product id and quantity) to price each option for it.
 */
export const shippingOptionsQuerySchema = storefrontQuerySchema.extend({
  country: countryCodeSchema,
  /**
   * The currency to answer in (docs/decisions/0105): one the store sells in, else a 400 naming
   * those it does; absent or empty: the base currency. Bands and thresholds stay set in the base one.
   */
  currency: z.preprocess(
    (value) => (typeof value === 'string' && !value.trim() ? undefined : value),
    currencyCodeSchema.optional(),
  ),
  items: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string({ error: ITEMS_MESSAGE })
      .regex(/^[1-9][0-9]{0,9}:[1-9][0-9]{0,4}(,[1-9][0-9]{0,9}:[1-9][0-9]{0,4}){0,99}$/, ITEMS_MESSAGE)
      .transform((text) =>
        text.split(',').map((pair) => {
          const [id, quantity] = pair.split(':').map(Number);
          return { id: id!, quantity: quantity! };
        }),
      )
      .refine((items) => items.every((item) => item.id <= 2_147_483_647), ITEMS_MESSAGE)
      .optional(),
  ),
});

/**
 * How a shipping row reads its days, on the store front and in the admin: "Delivered in 5 days",
 * "Delivered in 1 day", "Delivered the same day" for 0.
 */
export function deliveredInText(days: number): string {
  if (days === 0) return 'Delivered the same day';
  return `Delivered in ${days} ${days === 1 ? 'day' : 'days'}`;
}
