// A store's editable content (cms_content) and its shipping options.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
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
    ...timestamps(),
  },
  (t) => [
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
