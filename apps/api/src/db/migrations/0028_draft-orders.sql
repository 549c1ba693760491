-- Draft orders (modules/draft-orders): an order the owner builds with its own prices and sends as an
-- invoice; row-level security like every tenant-owned table (ADR 0011). The payment link's token is
-- kept only as its SHA-256. Paying one goes through the checkout: its snapshot names the draft in
-- source_key, and at most one snapshot per source may become an order (the partial unique index),
-- so two payments of one draft make one order.
CREATE TABLE "draft_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_email" varchar(255) NOT NULL,
	"customer_name" varchar(255) NOT NULL,
	"shipping_address" varchar(1000) NOT NULL,
	"lines" jsonb NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"shipping_minor" bigint DEFAULT 0 NOT NULL,
	"shipping_method" varchar(255) NOT NULL,
	"currency" varchar(3) DEFAULT 'GBP' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"pay_token_hash" varchar(64),
	"invoice_sent_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_orders_amounts_not_negative" CHECK ("draft_orders"."discount_minor" >= 0 AND "draft_orders"."shipping_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_orders_tenant_idx" ON "draft_orders" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_orders_pay_token" ON "draft_orders" USING btree ("pay_token_hash");--> statement-breakpoint
ALTER TABLE "draft_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "draft_orders" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "draft_orders" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "draft_orders" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');--> statement-breakpoint
ALTER TABLE "checkout_snapshots" ADD COLUMN "source_key" varchar(100);--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_snapshots_one_order_per_source" ON "checkout_snapshots" USING btree ("tenant_id","source_key") WHERE "checkout_snapshots"."source_key" IS NOT NULL AND "checkout_snapshots"."status" IN ('ordered', 'notified');
