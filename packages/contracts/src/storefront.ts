// The query every public store-front read accepts (DESIGN §4): an optional numeric store id. Without
// it the server resolves the store from the Host domain, the signed-in member's store, else tenant 1.
import { z } from 'zod';
import { idSchema } from './fields.ts';

const tenantIdMessage = 'Tenant id must be a number';

export const storefrontQuerySchema = z.object({
  /** `?tenantId=` with no value counts as not given. */
  tenantId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    idSchema('Tenant id', tenantIdMessage).optional(),
  ),
  /**
   * The language to answer in (docs/decisions/0093): one of the store's enabled languages; absent or
   * empty, the store's default. A translated field without that language's text falls back to the default's.
   */
  lang: z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().max(16).optional()),
});
export type StorefrontQuery = z.infer<typeof storefrontQuerySchema>;

/** The longest search text the store front and the admin product list accept. */
export const PRODUCT_SEARCH_MAX = 100;

/**
 * A product search (`?search=`): trimmed; empty counts as not given; at most PRODUCT_SEARCH_MAX
 * characters, with a message a person can read beyond that.
 */
export const productSearchSchema = z
  .string({ error: 'Search must be text' })
  .trim()
  .max(PRODUCT_SEARCH_MAX, `Search must be at most ${PRODUCT_SEARCH_MAX} characters`)
  .transform((value) => (value ? value : undefined))
  .optional();

/** A store-front search answers at most this many products, the most relevant (ADR 0033). */
export const STOREFRONT_SEARCH_MAX_RESULTS = 100;

/**
 * `?currency=EUR` (docs/decisions/0105): the prices in one of the store's currencies; absent or
 * empty, its base currency. One it does not sell in is a 400 naming those it does.
 */
export const storefrontCurrencyQuerySchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().trim().toUpperCase().max(16, 'Currency must be a three-letter code such as EUR').optional(),
);

/** A store-front read that shows prices: the store-front query and the currency to price in. */
export const storefrontPricedQuerySchema = storefrontQuerySchema.extend({
  currency: storefrontCurrencyQuerySchema,
});

/** GET /api/products: the store-front query plus an optional search (ADR 0033) and currency. */
export const storefrontProductsQuerySchema = storefrontPricedQuerySchema.extend({
  search: productSearchSchema,
});
export type StorefrontProductsQuery = z.infer<typeof storefrontProductsQuerySchema>;
