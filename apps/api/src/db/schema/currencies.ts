// A store's currencies (docs/decisions/0105): the currencies it sells in besides its base currency
// (`tenants.currency`), each at the owner's rate and rounding rule, and the prices set explicitly in
// one of them for a product or a variant (migration 0062).
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { products, productVariants } from './catalogue.ts';
import { money, timestamps } from './columns.ts';
import { tenantId, tenantOwned } from './tenant-id.ts';

export const storeCurrencies = pgTable(
  'store_currencies',
  {
    tenantId: tenantId(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Units of this currency per one unit of the base currency, as decimal text ("1.16500000"). */
    rate: numeric('rate', { precision: 17, scale: 8 }).notNull(),
    /** A rounding rule of packages/contracts/src/currencies.ts. */
    rounding: varchar('rounding', { length: 12 }).notNull().default('exact'),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.currency] }),
    check('store_currencies_rate_positive', sql`${t.rate} > 0`),
  ],
);

export const productPrices = pgTable(
  'product_prices',
  {
    ...tenantOwned(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Null: the product's own price; else one variant row's. */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** In the currency's own minor units (none for JPY). */
    priceMinor: money('price_minor').notNull(),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'product_prices_store_currency_fk',
      columns: [t.tenantId, t.currency],
      foreignColumns: [storeCurrencies.tenantId, storeCurrencies.currency],
    }).onDelete('cascade'),
    uniqueIndex('product_prices_product_currency')
      .on(t.tenantId, t.productId, t.currency)
      .where(sql`${t.variantId} is null`),
    uniqueIndex('product_prices_variant_currency')
      .on(t.tenantId, t.variantId, t.currency)
      .where(sql`${t.variantId} is not null`),
    index('product_prices_tenant_product_idx').on(t.tenantId, t.productId),
  ],
);
