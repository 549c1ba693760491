-- The platform's invoices and credit notes to stores (ADR 0086): a gapless counter per series and
-- year, the invoice number on a paid bill, credit notes for refunded bills, PDF attachments on
-- outgoing e-mail; and the months a store's owner was told it went over its plan's orders (ADR 0087).
CREATE TABLE "platform_document_sequences" (
	"series" varchar(20) NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "platform_document_sequences_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
ALTER TABLE "billing" ADD COLUMN "invoice_number" varchar(30);--> statement-breakpoint
ALTER TABLE "billing" ADD COLUMN "invoice_details" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoice_number_idx" ON "billing" USING btree ("invoice_number");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
CREATE TABLE "platform_credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"billing_id" integer NOT NULL,
	"number" varchar(30) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"vat_minor" bigint NOT NULL,
	"currency" varchar(3) NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_credit_notes" ADD CONSTRAINT "platform_credit_notes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_credit_notes" ADD CONSTRAINT "platform_credit_notes_billing_id_billing_id_fk" FOREIGN KEY ("billing_id") REFERENCES "public"."billing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_credit_notes_number_idx" ON "platform_credit_notes" USING btree ("number");--> statement-breakpoint
CREATE INDEX "platform_credit_notes_bill_idx" ON "platform_credit_notes" USING btree ("tenant_id","billing_id");--> statement-breakpoint
ALTER TABLE "platform_credit_notes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "platform_credit_notes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "platform_credit_notes" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "platform_credit_notes" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');--> statement-breakpoint
CREATE TABLE "usage_limit_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"orders_this_month" integer NOT NULL,
	"max_orders" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usage_limit_notices" ADD CONSTRAINT "usage_limit_notices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "usage_limit_notices_month_idx" ON "usage_limit_notices" USING btree ("tenant_id","month");--> statement-breakpoint
ALTER TABLE "usage_limit_notices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "usage_limit_notices" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "usage_limit_notices" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "usage_limit_notices" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');
