-- "Everywhere else" (docs/decisions/0102): a zone that covers every country no other zone of the
-- store names, at most one per store; its `countries` stay empty.
ALTER TABLE "shipping_zones" ADD COLUMN "covers_rest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zones_one_rest" ON "shipping_zones" USING btree ("tenant_id") WHERE "shipping_zones"."covers_rest";
