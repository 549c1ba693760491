-- The store front's conversion funnel (modules/analytics-funnel, ADR 0083): per store and day, how
-- many sessions, product views, adds to cart and checkouts the first-party beacon reported. Counters
-- only: no shopper, address, browser or id. Row-level security like every tenant-owned table (ADR
-- 0011). No store-front cache trigger: no store-front answer shows these rows.
CREATE TABLE "funnel_days" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"product_views" integer DEFAULT 0 NOT NULL,
	"add_to_cart" integer DEFAULT 0 NOT NULL,
	"checkouts_started" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_days_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
ALTER TABLE "funnel_days" ADD CONSTRAINT "funnel_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "funnel_days" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "funnel_days" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "funnel_days" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');
