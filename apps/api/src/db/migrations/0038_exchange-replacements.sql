-- An exchange's replacement is a line of its order (ADR 0078): taken from stock when the store
-- marks the return received and shipped through the order's fulfilments like any line. The line
-- names the return line it replaces; the unique index lets one return line make one replacement,
-- however often the step is retried. Money reads of the order leave such lines out (what was
-- paid is the return's to settle), so existing rows keep the column null.
ALTER TABLE "order_items" ADD COLUMN "replaces_return_line_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_replacement" ON "order_items" USING btree ("tenant_id","replaces_return_line_id") WHERE "order_items"."replaces_return_line_id" is not null;
--> statement-breakpoint
-- A draft order's discount may be a percentage of its lines (hundredths of a per cent; null: the
-- discount is a fixed amount). The amount it comes to is kept in discount_minor as before.
ALTER TABLE "draft_orders" ADD COLUMN "discount_percent_bp" integer;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD CONSTRAINT "draft_orders_discount_percent" CHECK ("draft_orders"."discount_percent_bp" is null or ("draft_orders"."discount_percent_bp" > 0 and "draft_orders"."discount_percent_bp" <= 10000));
