-- An exchange's replacement is a line of its order (ADR 0078): taken from stock when the store
-- marks the return received and shipped through the order's fulfilments like any line. The line
-- names the return line it replaces; the unique index lets one return line make one replacement,
-- however often the step is retried. Money reads of the order leave such lines out (what was
-- paid is the return's to settle), so existing rows keep the column null.
ALTER TABLE "order_items" ADD COLUMN "replaces_return_line_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_replacement" ON "order_items" USING btree ("tenant_id","replaces_return_line_id") WHERE "order_items"."replaces_return_line_id" is not null;
