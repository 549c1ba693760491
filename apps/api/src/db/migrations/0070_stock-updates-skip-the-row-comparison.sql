-- The store-front cache's triggers on products and their variants (migration 0006, ADR 0013)
-- compared the whole row before and after, as JSON, on every update, to notify only when something
-- other than the stock changed. So every order line's stock update built two JSON documents of its
-- product's row (name, description, translations, images) to find that only the stock had changed:
-- about 0.1 ms of the database's time per line (docs/performance.md, "Stock updates without the
-- row's comparison"), more for long descriptions. Now one trigger watches the stock alone, for a
-- count that reaches or leaves zero, and the comparison runs only for an update that sets any other
-- column. The column lists are every column but the stock, updated_at and the generated search_text;
-- storefront-cache-triggers.test.ts fails when a column is added to either table and not to its list here.
DROP TRIGGER storefront_cache_update ON "products";--> statement-breakpoint
CREATE TRIGGER storefront_cache_update AFTER UPDATE OF
    id, tenant_id, name, description, price_minor, image, category, sizes, is_draft, is_subscription,
    sort_order, has_subscription, subscription_price_minor, subscription_interval,
    subscription_trial_days, created_at, vat_rate, compare_at_price_minor, images,
    low_stock_threshold, low_stock_notified, handle, previous_handles, translations, weight_grams
  ON "products" FOR EACH ROW
  WHEN ((to_jsonb(old) - 'in_stock' - 'updated_at') IS DISTINCT FROM (to_jsonb(new) - 'in_stock' - 'updated_at'))
  EXECUTE FUNCTION storefront_cache_notify();--> statement-breakpoint
CREATE TRIGGER storefront_cache_stock AFTER UPDATE OF in_stock ON "products" FOR EACH ROW
  WHEN ((old.in_stock = 0) <> (new.in_stock = 0))
  EXECUTE FUNCTION storefront_cache_notify();--> statement-breakpoint
DROP TRIGGER storefront_cache_update ON "product_variants";--> statement-breakpoint
CREATE TRIGGER storefront_cache_update AFTER UPDATE OF
    id, tenant_id, product_id, variant_combination, price_minor, sku, is_active, created_at,
    compare_at_price_minor, low_stock_threshold, low_stock_notified, weight_grams
  ON "product_variants" FOR EACH ROW
  WHEN ((to_jsonb(old) - 'stock') IS DISTINCT FROM (to_jsonb(new) - 'stock'))
  EXECUTE FUNCTION storefront_cache_notify();--> statement-breakpoint
CREATE TRIGGER storefront_cache_stock AFTER UPDATE OF stock ON "product_variants" FOR EACH ROW
  WHEN ((old.stock = 0) <> (new.stock = 0))
  EXECUTE FUNCTION storefront_cache_notify();
