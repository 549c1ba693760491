-- Shipping zones (docs/decisions/0100): a zone is a name and the countries it covers; each
-- shipping option belongs to one and is priced flat, by the order's value or by its weight, with
-- an optional free-above threshold. An option without a zone (every option before this) belongs to
-- the store's default zone, which covers GB until its owner says otherwise: nothing a store offered
-- changes. Row-level security like every tenant-owned table (ADR 0011).
CREATE TABLE "shipping_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"countries" varchar(2)[] DEFAULT '{}'::varchar(2)[] NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD CONSTRAINT "shipping_zones_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_one_default" ON "shipping_zones" USING btree ("tenant_id") WHERE "shipping_zones"."is_default";--> statement-breakpoint
CREATE INDEX "shipping_zones_tenant_idx" ON "shipping_zones" USING btree ("tenant_id","id");--> statement-breakpoint
ALTER TABLE "shipping_zones" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "shipping_zones" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "shipping_zones" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "shipping_zones" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');--> statement-breakpoint
-- The store front's cached shipping answers change with a zone's countries.
create trigger storefront_cache after insert or update or delete on shipping_zones
  for each row execute function storefront_cache_notify();
--> statement-breakpoint
ALTER TABLE "shipping_options" ADD COLUMN "zone_id" integer;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD CONSTRAINT "shipping_options_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- 'flat': cost_minor; 'value' and 'weight': the first band whose upper bound (pence or grams,
-- null = no bound) takes the order, [{"upTo": 5000, "costMinor": 499}, …].
ALTER TABLE "shipping_options" ADD COLUMN "rate_kind" varchar(10) DEFAULT 'flat' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD COLUMN "rate_bands" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD COLUMN "free_above_minor" integer;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD CONSTRAINT "shipping_options_rate_kind" CHECK ("rate_kind" IN ('flat', 'value', 'weight'));--> statement-breakpoint
-- A product's weight in grams, and a variant's own when it differs (null: the product's).
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
-- Addresses in more countries than the UK: the country first, a US address's state.
ALTER TABLE "customer_addresses" ADD COLUMN "country" varchar(2) DEFAULT 'GB' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "state" varchar(100);--> statement-breakpoint
-- The country a checkout was priced for, written by the insert checkout already makes.
ALTER TABLE "checkout_snapshots" ADD COLUMN "country" varchar(2) DEFAULT 'GB' NOT NULL;
