CREATE TABLE "order_refund_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"refund_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "order_refund_lines_quantity_positive" CHECK ("order_refund_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"idempotency_key" varchar(100) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"refunded_before_minor" bigint NOT NULL,
	"restock" boolean DEFAULT false NOT NULL,
	"reason" text,
	"failure_message" text,
	"actor_user_id" integer,
	"actor_name" varchar(255),
	"lease_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_idempotency" UNIQUE("tenant_id","idempotency_key"),
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_refund_lines" ADD CONSTRAINT "order_refund_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund_lines" ADD CONSTRAINT "order_refund_lines_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund_lines" ADD CONSTRAINT "order_refund_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refund_lines_refund_idx" ON "order_refund_lines" USING btree ("tenant_id","refund_id");--> statement-breakpoint
CREATE INDEX "order_refund_lines_item_idx" ON "order_refund_lines" USING btree ("tenant_id","order_item_id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_one_pending" ON "order_refunds" USING btree ("tenant_id","order_id") WHERE status = 'pending';--> statement-breakpoint
-- Row-level security like every tenant-owned table (ADR 0011).
ALTER TABLE "order_refunds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_refunds" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "order_refunds" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "order_refunds" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');
--> statement-breakpoint
-- Row-level security like every tenant-owned table (ADR 0011).
ALTER TABLE "order_refund_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_refund_lines" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "order_refund_lines" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "order_refund_lines" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');
