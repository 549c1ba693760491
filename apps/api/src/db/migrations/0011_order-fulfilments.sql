CREATE TABLE "order_fulfilments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"carrier" varchar(40) NOT NULL,
	"tracking_number" varchar(100) NOT NULL,
	"tracking_url" text,
	"notified_customer" boolean DEFAULT false NOT NULL,
	"created_by_user_id" integer,
	"created_by_name" varchar(255),
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "order_fulfilments" ADD CONSTRAINT "order_fulfilments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fulfilments" ADD CONSTRAINT "order_fulfilments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_fulfilments_order_idx" ON "order_fulfilments" USING btree ("tenant_id","order_id","id");--> statement-breakpoint
-- Row-level security like every tenant-owned table (ADR 0011).
ALTER TABLE "order_fulfilments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_fulfilments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "order_fulfilments" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "order_fulfilments" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');
