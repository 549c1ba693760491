-- The store's figures kept as orders happen (modules/analytics, ADR 0082): one row per store and
-- day in the store's time zone, and per product, category and discount code, refolded by the
-- recurring `analytics.fold` job from the orders' events (a cursor advanced in the job's own
-- transaction), so checkout writes nothing more and the Reports screen never reads `orders`.
ALTER TABLE "tenants" ADD COLUMN "time_zone" varchar(64) DEFAULT 'Europe/London' NOT NULL;--> statement-breakpoint
CREATE TABLE "sales_daily" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"currency" varchar(3) NOT NULL,
	"orders" integer NOT NULL,
	"gross_minor" bigint NOT NULL,
	"discounts_minor" bigint NOT NULL,
	"refunds_minor" bigint NOT NULL,
	"net_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	"shipping_minor" bigint NOT NULL,
	"units" integer NOT NULL,
	"new_customer_orders" integer NOT NULL,
	"returning_customer_orders" integer NOT NULL,
	"discounted_orders" integer NOT NULL,
	"refund_count" integer NOT NULL,
	CONSTRAINT "sales_daily_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
CREATE TABLE "sales_daily_products" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" varchar(255) NOT NULL,
	"units" integer NOT NULL,
	"net_minor" bigint NOT NULL,
	CONSTRAINT "sales_daily_products_pk" PRIMARY KEY("tenant_id","day","product_id","product_name")
);
--> statement-breakpoint
CREATE TABLE "sales_daily_categories" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" varchar(255) NOT NULL,
	"units" integer NOT NULL,
	"net_minor" bigint NOT NULL,
	CONSTRAINT "sales_daily_categories_pk" PRIMARY KEY("tenant_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "sales_daily_discounts" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"code" varchar(32) NOT NULL,
	"orders" integer NOT NULL,
	"discount_minor" bigint NOT NULL,
	CONSTRAINT "sales_daily_discounts_pk" PRIMARY KEY("tenant_id","day","code")
);
--> statement-breakpoint
CREATE TABLE "analytics_cursors" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily_products" ADD CONSTRAINT "sales_daily_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily_categories" ADD CONSTRAINT "sales_daily_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_daily_discounts" ADD CONSTRAINT "sales_daily_discounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_daily_day_idx" ON "sales_daily" USING btree ("day","tenant_id");--> statement-breakpoint
-- Whether an order's customer ordered before in the store (new vs returning), found by the fold.
CREATE INDEX "orders_tenant_email_idx" ON "orders" USING btree ("tenant_id",lower("customer_email"),"created_at");--> statement-breakpoint
-- The refunds of a store by when they were made: a day's refunds for the fold.
CREATE INDEX "order_refunds_tenant_created_idx" ON "order_refunds" USING btree ("tenant_id","created_at");--> statement-breakpoint
ALTER TABLE "sales_daily" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sales_daily" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "sales_daily" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "sales_daily" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');--> statement-breakpoint
ALTER TABLE "sales_daily_products" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sales_daily_products" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "sales_daily_products" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "sales_daily_products" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');--> statement-breakpoint
ALTER TABLE "sales_daily_categories" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sales_daily_categories" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "sales_daily_categories" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "sales_daily_categories" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');--> statement-breakpoint
ALTER TABLE "sales_daily_discounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sales_daily_discounts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "sales_daily_discounts" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "sales_daily_discounts" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');--> statement-breakpoint
INSERT INTO "analytics_cursors" ("name", "last_event_id") VALUES ('sales', 0);
