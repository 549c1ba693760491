-- A store's currencies (docs/decisions/0105). `tenants.currency` stays the base currency; the other
-- currencies a store sells in are rows here, each with the owner's rate (units of it per one base
-- unit, decimal text, at most eight places) and rounding rule. A product's or variant's price set
-- explicitly in one of them is a row of `product_prices`, which goes with its currency. Row-level
-- security like every tenant-owned table (ADR 0011); both change what the store front shows.
CREATE TABLE "store_currencies" (
	"tenant_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"rate" numeric(17, 8) NOT NULL,
	"rounding" varchar(12) DEFAULT 'exact' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_currencies_tenant_id_currency_pk" PRIMARY KEY("tenant_id","currency"),
	CONSTRAINT "store_currencies_rate_positive" CHECK ("store_currencies"."rate" > 0),
	CONSTRAINT "store_currencies_rounding" CHECK ("store_currencies"."rounding" IN ('exact', 'whole', 'ninety-nine', 'ninety-five', 'tens', 'hundreds'))
);
--> statement-breakpoint
ALTER TABLE "store_currencies" ADD CONSTRAINT "store_currencies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_currencies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "store_currencies" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "store_currencies" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "store_currencies" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');--> statement-breakpoint
create trigger storefront_cache after insert or update or delete on store_currencies
  for each row execute function storefront_cache_notify();
--> statement-breakpoint
-- A price set explicitly in one of the store's currencies, for a product (variant_id null) or one of
-- its variants; it wins over the converted base price. Removing the currency removes its prices.
CREATE TABLE "product_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"currency" varchar(3) NOT NULL,
	"price_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_prices_price_nonnegative" CHECK ("product_prices"."price_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_store_currency_fk" FOREIGN KEY ("tenant_id","currency") REFERENCES "public"."store_currencies"("tenant_id","currency") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_prices_product_currency" ON "product_prices" USING btree ("tenant_id","product_id","currency") WHERE "product_prices"."variant_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_prices_variant_currency" ON "product_prices" USING btree ("tenant_id","variant_id","currency") WHERE "product_prices"."variant_id" is not null;--> statement-breakpoint
CREATE INDEX "product_prices_tenant_product_idx" ON "product_prices" USING btree ("tenant_id","product_id");--> statement-breakpoint
ALTER TABLE "product_prices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "product_prices" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "product_prices" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "product_prices" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');--> statement-breakpoint
create trigger storefront_cache after insert or update or delete on product_prices
  for each row execute function storefront_cache_notify();
