-- What an order still owes after a dearer edit or exchange (orders.amount_due_minor) is collected
-- through a payment link like a draft order's (ADR 0077): the token kept only as its SHA-256, one
-- order and one amount per link, an expiry. Paying it goes through the checkout (a snapshot whose
-- source_key names the link, so one payment per link can succeed) and is recorded here, once.
-- The order's payment status gains 'partially_paid' while something is due.
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" in ('pending', 'authorized', 'paid', 'partially_paid', 'partially_refunded', 'refunded', 'voided'));--> statement-breakpoint
UPDATE "orders" SET "payment_status" = 'partially_paid' WHERE "amount_due_minor" > 0 AND "payment_status" IN ('paid', 'partially_refunded');--> statement-breakpoint
CREATE TABLE "order_payment_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"provider" varchar(50),
	"payment_intent_id" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payment_links_amount_positive" CHECK ("order_payment_links"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_payment_links" ADD CONSTRAINT "order_payment_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payment_links" ADD CONSTRAINT "order_payment_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payment_links_token" ON "order_payment_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "order_payment_links_order_idx" ON "order_payment_links" USING btree ("tenant_id","order_id");--> statement-breakpoint
ALTER TABLE "order_payment_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_payment_links" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "order_payment_links" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "order_payment_links" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');
