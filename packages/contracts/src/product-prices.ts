// Prices an owner sets explicitly in one of the store's currencies, for a product or one of its
// variants (docs/decisions/0105): such a price wins over converting the base price.
import { z } from 'zod';
import { currencyAmountSchema } from './currency-amounts.ts';

/** A price set explicitly in one of the store's currencies, for the product or one of its variants. */
export const productPriceSchema = z.object({
  currency: z.string(),
  price: currencyAmountSchema,
  variantId: z.number().int().nullable(),
});
export type ProductPrice = z.infer<typeof productPriceSchema>;

export const productPricesSchema = z.object({ prices: z.array(productPriceSchema) });
export type ProductPrices = z.infer<typeof productPricesSchema>;

/** PUT /api/admin/products/{id}/prices: the whole set; a currency or variant left out has no explicit price. */
export const productPricesInputSchema = z.object({
  prices: z
    .array(
      z.object({
        currency: z.string().trim().toUpperCase().min(1, 'Choose a currency').max(16),
        price: z.union([z.string(), z.number()]).transform(String),
        variantId: z
          .number()
          .int()
          .min(1, 'Variant id must be a number')
          .max(2_147_483_647, 'Variant id must be a number')
          .nullable()
          .optional(),
      }),
    )
    .max(500, 'At most 500 prices at once'),
});
export type ProductPricesInput = z.input<typeof productPricesInputSchema>;
