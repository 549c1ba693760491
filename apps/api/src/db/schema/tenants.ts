// Stores (tenants) and the platform's subscription plans.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, money, type Translations, timestamps } from './columns.ts';

export type PlanLimits = {
  maxProducts?: number | null;
  maxOrders?: number | null;
  maxStorage?: number | null;
  /** Days past due before the store's admin turns read-only (ADR 0084); absent: 14. */
  graceDays?: number | null;
};

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  slug: varchar('slug', { length: 100 }).notNull().unique(),
  domain: varchar('domain', { length: 255 }).unique(),
  status: varchar('status', { length: 50 }).notNull().default('active'),
  subscriptionPlan: varchar('subscription_plan', { length: 100 }).notNull().default('basic'),
  subscriptionStatus: varchar('subscription_status', { length: 50 }).notNull().default('trial'),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  subscriptionEndsAt: timestamp('subscription_ends_at', { withTimezone: true }),
  /** A cheaper plan (slug) chosen on an active paid plan: it applies at `scheduledPlanAt` (ADR 0036). */
  scheduledPlan: varchar('scheduled_plan', { length: 100 }),
  scheduledPlanAt: timestamp('scheduled_plan_at', { withTimezone: true }),
  colorTemplate: varchar('color_template', { length: 50 }).notNull().default('default'),
  currency: varchar('currency', { length: 3 }).notNull().default('GBP'),
  /** The IANA time zone the store's days are counted in (reports, migration 0042). */
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('Europe/London'),
  /** The store's default language (BCP 47, one of STORE_LANGUAGES; docs/decisions/0092). */
  defaultLanguage: varchar('default_language', { length: 8 }).notNull().default('en'),
  /** The languages the store front is offered in, the default among them. */
  languages: text('languages').array().notNull().default(sql`'{en}'::text[]`),
  emailStoreName: varchar('email_store_name', { length: 255 }),
  emailFromAddress: varchar('email_from_address', { length: 255 }),
  emailSupportAddress: varchar('email_support_address', { length: 255 }),
  emailProcessingTime: varchar('email_processing_time', { length: 100 })
    .notNull()
    .default('1-2 business days'),
  emailCustomMessage: text('email_custom_message'),
  emailBrandColor: varchar('email_brand_color', { length: 7 }).notNull().default('#16a34a'),
  emailLogoUrl: text('email_logo_url'),
  /** The processing time and custom message in each enabled language but the default (migration 0064). */
  emailTranslations: jsonb('email_translations').$type<Translations>(),
  stripePublicKey: varchar('stripe_public_key', { length: 255 }),
  /** Encrypted at rest (AES-256-GCM, key from APP_SECRET); never returned by the API. */
  stripeSecretKey: text('stripe_secret_key'),
  stripeWebhookSecret: text('stripe_webhook_secret'),
  paymentMethodsEnabled: text('payment_methods_enabled').array().notNull().default(sql`'{card}'::text[]`),
  sumupApiKey: text('sumup_api_key'),
  sumupMerchantCode: varchar('sumup_merchant_code', { length: 100 }),
  primaryPaymentGateway: varchar('primary_payment_gateway', { length: 20 }).notNull().default('stripe'),
  /** UK VAT (ADR 0025): whether product and shipping prices already include VAT; on for GBP stores. */
  pricesIncludeVat: boolean('prices_include_vat').notNull().default(true),
  /** The store's VAT registration number, printed on its invoices ('GB123456789'); null when not registered. */
  vatNumber: varchar('vat_number', { length: 20 }),
  /**
   * Where the store accounts for tax (docs/decisions/0101): its home country, the EU One-Stop Shop,
   * other countries. Read with the store at checkout: the rates themselves are code.
   */
  taxHomeCountry: varchar('tax_home_country', { length: 2 }).notNull().default('GB'),
  taxOss: boolean('tax_oss').notNull().default(false),
  taxRegisteredIn: varchar('tax_registered_in', { length: 2 })
    .array()
    .notNull()
    .default(sql`'{}'::varchar(2)[]`),
  /**
   * The owner's own tax rates (docs/decisions/0107): basis points by "place:class" ("DE:standard",
   * "US-CA:standard"), winning over the built-in tables; read with the store at checkout.
   */
  taxRateOverrides: jsonb('tax_rate_overrides')
    .$type<Record<string, number>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /**
   * The events the store's enabled webhook endpoints want (ADR 0075), kept by migration 0035's
   * trigger on webhook_endpoints: a checkout reads it with the store and writes no outbox row when empty.
   */
  webhookEvents: text('webhook_events').array().notNull().default(sql`'{}'::text[]`),
  /**
   * When the owner launched the store front (ADR 0081); null while it is not launched: shoppers see
   * its password page. Stores made before migration 0041, and rows inserted without it, are launched;
   * the operator's new store (tenant-admin createTenant) starts with null.
   */
  launchedAt: timestamp('launched_at', { withTimezone: true }).defaultNow(),
  /** The store-front password a shopper enters while the store is not launched; the owner sees it. */
  storefrontPassword: varchar('storefront_password', { length: 100 }),
  /** The operator's switch: bills are e-mailed, never charged to a saved card (ADR 0084). */
  paysByTransfer: boolean('pays_by_transfer').notNull().default(false),
  /** Set by dunning while a bill stays unpaid: 'read_only' (admins cannot write), then 'suspended'. */
  billingHold: varchar('billing_hold', { length: 20 }),
  ...timestamps(),
});

export const subscriptionPlans = pgTable('subscription_plans', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  slug: varchar('slug', { length: 50 }).notNull().unique(),
  description: text('description'),
  priceMinor: money('price_minor').notNull().default(0),
  currency: varchar('currency', { length: 3 }).notNull().default('GBP'),
  features: text('features').array().notNull().default(sql`'{}'::text[]`),
  limits: jsonb('limits').$type<PlanLimits>().notNull().default({}),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * A store's earlier slugs: its old subdomain and `/s/{old}` pages redirect to the current slug for
 * 90 days after a rename (docs/deployment.md, "Store addresses").
 */
export const storeSlugHistory = pgTable(
  'store_slug_history',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    oldSlug: varchar('old_slug', { length: 100 }).notNull(),
    renamedAt: timestamp('renamed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('store_slug_history_old_slug_idx').on(sql`lower(${table.oldSlug})`, table.renamedAt)],
);
