-- Whether an order's customer ordered before in the store (the fold's new vs returning, ADR 0082)
-- is an index probe again under row-level security (ADR 0099). lower() is not leakproof, so behind
-- the orders' policy PostgreSQL may not use `lower(customer_email) = …` as an index condition: the
-- fold's test read every earlier order of the store and filtered each (35 s a statement for 1,000
-- store days at 200,000 orders). The lower-cased e-mail kept by the database is compared with text
-- equality, which is leakproof; the index carries payment_status, so the probe reads the index alone.
ALTER TABLE "orders" ADD COLUMN "customer_email_key" text GENERATED ALWAYS AS (lower(customer_email)) STORED NOT NULL;--> statement-breakpoint
DROP INDEX "orders_tenant_email_idx";--> statement-breakpoint
CREATE INDEX "orders_tenant_email_key_idx" ON "orders" USING btree ("tenant_id","customer_email_key","created_at") INCLUDE ("payment_status");
