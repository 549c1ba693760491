-- What went in each parcel (order_fulfilment_lines): an order line and the quantity shipped of it,
-- so an order can ship in several parcels (ADR 0026, partial shipments). Parcels sent before this
-- migration held the whole order: each gets its order's lines in full.
CREATE TABLE "order_fulfilment_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"fulfilment_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_fulfilment_lines_quantity_positive" CHECK ("order_fulfilment_lines"."quantity" >= 1)
);
--> statement-breakpoint
ALTER TABLE "order_fulfilment_lines" ADD CONSTRAINT "order_fulfilment_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fulfilment_lines" ADD CONSTRAINT "order_fulfilment_lines_fulfilment_id_order_fulfilments_id_fk" FOREIGN KEY ("fulfilment_id") REFERENCES "public"."order_fulfilments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_fulfilment_lines" ADD CONSTRAINT "order_fulfilment_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_fulfilment_lines_fulfilment_idx" ON "order_fulfilment_lines" USING btree ("tenant_id","fulfilment_id");--> statement-breakpoint
SELECT set_config('app.scope', 'platform', true);--> statement-breakpoint
INSERT INTO "order_fulfilment_lines" ("tenant_id", "fulfilment_id", "order_item_id", "quantity")
SELECT f."tenant_id", f."id", i."id", i."quantity"
FROM (
  SELECT DISTINCT ON ("tenant_id", "order_id") "id", "tenant_id", "order_id"
  FROM "order_fulfilments" ORDER BY "tenant_id", "order_id", "id"
) f
JOIN "order_items" i ON i."tenant_id" = f."tenant_id" AND i."order_id" = f."order_id";--> statement-breakpoint
-- Row-level security like every tenant-owned table (ADR 0011).
ALTER TABLE "order_fulfilment_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_fulfilment_lines" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "order_fulfilment_lines" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "order_fulfilment_lines" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');
