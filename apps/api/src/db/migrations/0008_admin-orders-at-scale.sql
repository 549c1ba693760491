-- The admin order lists at a million orders (ADR 0021).
-- 1. search_text (lower(name, \x01, email)) and four newest-first indexes carrying tenant_id, status
--    and search_text: a list page and its capped count are index-only walks that check each entry
--    without visiting the table. (Row-level security lets no search operator that is not LEAKPROOF,
--    ILIKE or pg_trgm's, use an index: a trigram index could not serve the search.)
DROP INDEX "orders_status_search_idx";--> statement-breakpoint
DROP INDEX "orders_tenant_created_idx";--> statement-breakpoint
DROP INDEX "orders_tenant_status_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(customer_name || chr(1) || customer_email)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id","tenant_id","status","search_text");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","id","tenant_id","search_text");--> statement-breakpoint
CREATE INDEX "orders_tenant_created_idx" ON "orders" USING btree ("tenant_id","created_at","id","status","search_text");--> statement-breakpoint
CREATE INDEX "orders_tenant_status_idx" ON "orders" USING btree ("tenant_id","status","created_at","id","search_text");--> statement-breakpoint
-- 2. The policies of 0002 called current_setting() for every row they checked (two settings, a
--    nullif and a cast per row: most of a list walk's time). The same conditions with each setting
--    in a scalar subquery are evaluated once per statement (an InitPlan), then compared per row.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'products', 'categories', 'variant_attributes', 'product_variants',
    'cms_content', 'shipping_options', 'uploads',
    'orders', 'order_items', 'product_subscriptions', 'subscription_renewals',
    'checkout_snapshots', 'processed_webhook_events',
    'sandbox_payment_intents', 'sandbox_payment_methods',
    'billing', 'email_outbox', 'user_tenants'
  ] LOOP
    EXECUTE format(
      'ALTER POLICY tenant_isolation ON %I'
      ' USING (tenant_id = (SELECT nullif(current_setting(''app.tenant_id'', true), '''')::int))'
      ' WITH CHECK (tenant_id = (SELECT nullif(current_setting(''app.tenant_id'', true), '''')::int))',
      t
    );
    EXECUTE format(
      'ALTER POLICY platform_path ON %I'
      ' USING ((SELECT current_setting(''app.scope'', true)) = ''platform'')'
      ' WITH CHECK ((SELECT current_setting(''app.scope'', true)) = ''platform'')',
      t
    );
  END LOOP;
END
$$;
--> statement-breakpoint
-- 3. No parallel scans of orders: row-level security's conditions make the planner expect a list
--    to match almost nothing, so it started two workers for a walk that stops after a few hundred
--    entries; starting them cost more than the walk (15-25 ms on two busy cores).
ALTER TABLE "orders" SET (parallel_workers = 0);
