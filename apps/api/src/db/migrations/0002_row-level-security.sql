-- Row-level security on every tenant-owned table (DESIGN §4, ADR 0011). FORCE makes the policies
-- apply to the tables' owner too, so the app's own role is guarded whoever ran the migrations.
--
-- A statement sees a store's rows only inside a transaction that first ran
--   select set_config('app.tenant_id', '<id>', true)
-- and every row of every store only on the named platform path
--   select set_config('app.scope', 'platform', true)
-- With neither set a tenant table shows no rows and refuses every write. nullif(…, '') because a
-- setting a transaction once set reads back as '' (not null) after that transaction ends.
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
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I FOR ALL'
      ' USING (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::int)'
      ' WITH CHECK (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::int)',
      t
    );
    EXECUTE format(
      'CREATE POLICY platform_path ON %I FOR ALL'
      ' USING (current_setting(''app.scope'', true) = ''platform'')'
      ' WITH CHECK (current_setting(''app.scope'', true) = ''platform'')',
      t
    );
  END LOOP;
END
$$;
