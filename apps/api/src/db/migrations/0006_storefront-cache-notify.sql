-- The store-front cache's invalidation (DESIGN §8, ADR 0013): every write to what a shopper's page
-- shows sends NOTIFY storefront_cache with the store's id, inside the write's own transaction, so
-- every app instance drops that store's cached answers when (and only if) the write commits. A
-- trigger cannot be forgotten by a new endpoint. A stock change alone notifies only when the count
-- reaches or leaves zero: counts in between may lag by the cache's lifetime; checkout re-checks.
create function storefront_cache_notify() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    perform pg_notify('storefront_cache', old.tenant_id::text);
  end if;
  if tg_op <> 'DELETE' then
    perform pg_notify('storefront_cache', new.tenant_id::text);
  end if;
  return null;
end $$;
--> statement-breakpoint
create function storefront_cache_notify_store() returns trigger language plpgsql as $$
begin
  perform pg_notify('storefront_cache', coalesce(new.id, old.id)::text);
  return null;
end $$;
--> statement-breakpoint
create trigger storefront_cache after insert or delete on products
  for each row execute function storefront_cache_notify();
--> statement-breakpoint
create trigger storefront_cache_update after update on products
  for each row when (
    (to_jsonb(old) - 'in_stock' - 'updated_at') is distinct from (to_jsonb(new) - 'in_stock' - 'updated_at')
    or (old.in_stock = 0) <> (new.in_stock = 0)
  ) execute function storefront_cache_notify();
--> statement-breakpoint
create trigger storefront_cache after insert or delete on product_variants
  for each row execute function storefront_cache_notify();
--> statement-breakpoint
create trigger storefront_cache_update after update on product_variants
  for each row when (
    (to_jsonb(old) - 'stock') is distinct from (to_jsonb(new) - 'stock')
    or (old.stock = 0) <> (new.stock = 0)
  ) execute function storefront_cache_notify();
--> statement-breakpoint
create trigger storefront_cache after insert or update or delete on categories
  for each row execute function storefront_cache_notify();
--> statement-breakpoint
create trigger storefront_cache after insert or update or delete on variant_attributes
  for each row execute function storefront_cache_notify();
--> statement-breakpoint
create trigger storefront_cache after insert or update or delete on cms_content
  for each row execute function storefront_cache_notify();
--> statement-breakpoint
create trigger storefront_cache after insert or update or delete on shipping_options
  for each row execute function storefront_cache_notify();
--> statement-breakpoint
create trigger storefront_cache after insert or update or delete on tenants
  for each row execute function storefront_cache_notify_store();
