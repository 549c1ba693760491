// A store's catalogue: products, categories, variant attributes and variant price rows.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, money, type Translations, timestamps } from './columns.ts';
import { tenantOwned } from './tenant-id.ts';

export const products = pgTable(
  'products',
  {
    ...tenantOwned(),
    name: varchar('name', { length: 255 }).notNull(),
    /**
     * The product's address in its store, `/s/{slug}/products/{handle}` (ADR 0037): unique
     * per store; when inserted empty, a trigger makes it from the name (-2, -3… when taken).
     */
    handle: varchar('handle', { length: 100 }).notNull().default(''),
    /** Handles the product had before a rename; their addresses answer 301 to the current one. */
    previousHandles: text('previous_handles').array().notNull().default(sql`'{}'::text[]`),
    description: text('description'),
    priceMinor: money('price_minor').notNull(),
    /** The "was" price: shown struck through with a 'Sale' badge when above the price. */
    compareAtPriceMinor: money('compare_at_price_minor'),
    /** The first of `images`' URLs, kept with them: the card image and the spec's `image`. */
    image: text('image'),
    /** The gallery, in order: the first is the card image. */
    images: jsonb('images').$type<{ url: string; alt: string }[]>().notNull().default(sql`'[]'::jsonb`),
    category: varchar('category', { length: 255 }),
    inStock: integer('in_stock').notNull().default(0),
    /** Grams, for weight-priced shipping (docs/decisions/0100); null: not given. */
    weightGrams: integer('weight_grams'),
    /** At or below this the product is "low" in the admin, and a sale reaching it e-mails the store once. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** Set when the low-stock e-mail went out; cleared when stock rises above the threshold again. */
    lowStockNotified: boolean('low_stock_notified').notNull().default(false),
    /** Option values; 'Group:Value' groups a value under an option, a plain value goes under 'Size'. */
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    isDraft: boolean('is_draft').notNull().default(false),
    isSubscription: boolean('is_subscription').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    hasSubscription: boolean('has_subscription').notNull().default(false),
    subscriptionPriceMinor: money('subscription_price_minor'),
    subscriptionInterval: varchar('subscription_interval', { length: 20 }),
    subscriptionTrialDays: integer('subscription_trial_days').notNull().default(0),
    /** VAT rate in per cent: 20 standard, 5 reduced, 0 zero (ADR 0025). */
    vatRate: integer('vat_rate').notNull().default(20),
    /** Texts in the store's other languages (docs/decisions/0093): language → field → text; `options` maps option names and values. */
    translations: jsonb('translations').$type<Translations>().notNull().default(sql`'{}'::jsonb`),
    ...timestamps(),
    /** What the store-front search matches: name, category and description, lower-cased. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(name || ' ' || coalesce(category, '') || ' ' || coalesce(description, ''))`,
      ),
  },
  (t) => [
    index('products_tenant_sort_idx').on(t.tenantId, t.sortOrder, t.id),
    // Category product counts and the rename that moves a category's products.
    index('products_tenant_category_idx').on(t.tenantId, t.category),
    uniqueIndex('products_tenant_handle').on(t.tenantId, t.handle),
    check('products_price_nonnegative', sql`${t.priceMinor} >= 0`),
    check('products_stock_nonnegative', sql`${t.inStock} >= 0`),
    check('products_compare_at_nonnegative', sql`${t.compareAtPriceMinor} >= 0`),
    check('products_low_stock_threshold', sql`${t.lowStockThreshold} >= 0`),
    check(
      'products_subscription_interval',
      sql`${t.subscriptionInterval} is null or ${t.subscriptionInterval} in ('weekly', 'monthly', 'quarterly', 'yearly')`,
    ),
    check('products_trial_days', sql`${t.subscriptionTrialDays} between 0 and 365`),
    check('products_vat_rate', sql`${t.vatRate} in (0, 5, 20)`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    ...tenantOwned(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    /** Texts in the store's other languages (docs/decisions/0093): language → field → text. */
    translations: jsonb('translations').$type<Translations>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_tenant_name').on(t.tenantId, sql`lower(${t.name})`)],
);

export const variantAttributes = pgTable(
  'variant_attributes',
  {
    ...tenantOwned(),
    name: varchar('name', { length: 100 }).notNull(),
    type: varchar('type', { length: 20 }).notNull(),
    values: text('values').array().notNull().default(sql`'{}'::text[]`),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [
    index('variant_attributes_tenant_idx').on(t.tenantId, t.id),
    /** Names are unique per store ignoring case, also under concurrent creates. */
    uniqueIndex('variant_attributes_tenant_name').on(t.tenantId, sql`lower(${t.name})`),
    check('variant_attributes_type', sql`${t.type} in ('size', 'color', 'material', 'style')`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    ...tenantOwned(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Map of variant-attribute id to the chosen value. */
    variantCombination: jsonb('variant_combination').$type<Record<string, string>>().notNull(),
    priceMinor: money('price_minor').notNull(),
    compareAtPriceMinor: money('compare_at_price_minor'),
    stock: integer('stock').notNull().default(0),
    /** Grams when this variant weighs other than its product; null: the product's. */
    weightGrams: integer('weight_grams'),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    lowStockNotified: boolean('low_stock_notified').notNull().default(false),
    sku: varchar('sku', { length: 100 }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_variants_tenant_product_idx').on(t.tenantId, t.productId),
    check('product_variants_price_nonnegative', sql`${t.priceMinor} >= 0`),
    check('product_variants_stock_nonnegative', sql`${t.stock} >= 0`),
    check('product_variants_compare_at_nonnegative', sql`${t.compareAtPriceMinor} >= 0`),
    check('product_variants_low_stock_threshold', sql`${t.lowStockThreshold} >= 0`),
  ],
);
