// A store's editable content (cms_content) and its shipping options.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, money, type Translations, timestamps, updatedAt } from './columns.ts';
import { tenantOwned } from './tenant-id.ts';

export const cmsContent = pgTable(
  'cms_content',
  {
    ...tenantOwned(),
    key: varchar('key', { length: 100 }).notNull(),
    type: varchar('type', { length: 10 }).notNull().default('text'),
    value: text('value').notNull().default(''),
    description: text('description'),
    /** Texts in the store's other languages (docs/decisions/0093): language → field → text. */
    translations: jsonb('translations').$type<Translations>().notNull().default(sql`'{}'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('cms_content_tenant_key').on(t.tenantId, t.key),
    check('cms_content_type', sql`${t.type} in ('text', 'html', 'url')`),
  ],
);

/** One band of a value or weight rate: up to this many pence or grams (null: no bound), this cost. */
export type RateBand = { upTo: number | null; costMinor: number };

/** A store's shipping zones (docs/decisions/0100): a name and the countries (ISO 3166-1 alpha-2) it covers. */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    ...tenantOwned(),
    name: varchar('name', { length: 100 }).notNull(),
    countries: varchar('countries', { length: 2 }).array().notNull().default(sql`'{}'::varchar(2)[]`),
    /** The zone an option without one belongs to; covers GB until the owner changes it. */
    isDefault: boolean('is_default').notNull().default(false),
    /** Covers every country no other zone of the store names (docs/decisions/0102); one per store. */
    coversRest: boolean('covers_rest').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('shipping_zones_one_default').on(t.tenantId).where(sql`${t.isDefault}`),
    uniqueIndex('shipping_zones_one_rest').on(t.tenantId).where(sql`${t.coversRest}`),
    index('shipping_zones_tenant_idx').on(t.tenantId, t.id),
  ],
);

export const shippingOptions = pgTable(
  'shipping_options',
  {
    ...tenantOwned(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    costMinor: money('cost_minor').notNull().default(0),
    estimatedDays: integer('estimated_days'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Texts in the store's other languages (docs/decisions/0093): language → field → text. */
    translations: jsonb('translations').$type<Translations>().notNull().default(sql`'{}'::jsonb`),
    /** The zone it is offered in (docs/decisions/0100); null: the store's default zone. */
    zoneId: integer('zone_id').references(() => shippingZones.id, { onDelete: 'cascade' }),
    /** 'flat' (costMinor), 'value' or 'weight' (the first band that takes the order). */
    rateKind: varchar('rate_kind', { length: 10 }).notNull().default('flat'),
    rateBands: jsonb('rate_bands').$type<RateBand[]>().notNull().default(sql`'[]'::jsonb`),
    /** Free when the items come to at least this (pence); null: never free. */
    freeAboveMinor: integer('free_above_minor'),
    ...timestamps(),
  },
  (t) => [
    check('shipping_options_rate_kind', sql`${t.rateKind} in ('flat', 'value', 'weight')`),
    index('shipping_options_tenant_sort_idx').on(t.tenantId, t.sortOrder, t.id),
    check('shipping_options_cost_nonnegative', sql`${t.costMinor} >= 0`),
  ],
);

/** Every stored upload, so a store's storage use is a sum, not a guess. */
export const uploads = pgTable(
  'uploads',
  {
    ...tenantOwned(),
    storageKey: varchar('storage_key', { length: 255 }).notNull().unique(),
    url: text('url').notNull(),
    bytes: integer('bytes').notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_tenant_idx').on(t.tenantId, t.createdAt)],
);
