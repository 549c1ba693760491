CREATE TABLE "invoice_sequences" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vat_rate" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_rate" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_vat_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_vat_rate" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_include_vat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "prices_include_vat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "vat_number" varchar(20);--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_invoice_number" UNIQUE("tenant_id","invoice_number");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vat_rate" CHECK ("products"."vat_rate" in (0, 5, 20));--> statement-breakpoint
-- Row-level security like every tenant-owned table (ADR 0011).
ALTER TABLE "invoice_sequences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoice_sequences" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "invoice_sequences" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "invoice_sequences" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');--> statement-breakpoint
-- Orders placed before VAT was recorded (ADR 0025): every store priced VAT-inclusive and every
-- product was standard-rated, which is what the new columns' defaults say, so their VAT is that of
-- 20 % included, per line and on shipping; and each gets its invoice number in the order it was
-- placed, the store's counter continuing from there. On the platform path (FORCE row security
-- binds the table owner too), for this transaction only.
SELECT set_config('app.scope', 'platform', true);--> statement-breakpoint
UPDATE "order_items" SET "vat_minor" = round("price_minor" * "quantity" * 20 / 120.0);--> statement-breakpoint
-- One pass over orders with the lines' VAT summed once (not a subquery per order): about a minute
-- per million orders on two cores, the table locked meanwhile (docs/deployment.md).
UPDATE "orders" o SET
  "shipping_vat_minor" = round(o."shipping_minor" * 20 / 120.0),
  "vat_minor" = round(o."shipping_minor" * 20 / 120.0) + coalesce(t."items_vat", 0),
  "invoice_number" = t."rn"
FROM (
  SELECT o2."id", i."items_vat",
    row_number() OVER (PARTITION BY o2."tenant_id" ORDER BY o2."created_at", o2."id") AS "rn"
  FROM "orders" o2
  LEFT JOIN (
    SELECT "order_id", sum("vat_minor") AS "items_vat" FROM "order_items" GROUP BY "order_id"
  ) i ON i."order_id" = o2."id"
) t
WHERE t."id" = o."id";--> statement-breakpoint
INSERT INTO "invoice_sequences" ("tenant_id", "last_number")
  SELECT "tenant_id", max("invoice_number") FROM "orders" GROUP BY "tenant_id";--> statement-breakpoint
SELECT set_config('app.scope', '', true);
