-- The store-front cache keeps a read that finds its store by Host (GET /api/tenant/current, a
-- cookie-free /api/products, the page at /) under that host, and drops it with the store it resolved
-- to. A host that no store claims resolves to the fallback store, so when a store is given that
-- host (a new store with a domain, or a domain set or changed) the entry belongs to another store,
-- and 0006's notification (the claiming store's id) misses it. Which store an unclaimed host fell
-- back to is the code's business, not the database's: a domain that appears or changes clears every
-- store's entries (payload '*', not a store id). Domains change rarely, by the operator. A domain
-- taken away needs nothing more: the host's entries belong to the store that had it.
create function storefront_cache_notify_domain() returns trigger language plpgsql as $$
begin
  perform pg_notify('storefront_cache', '*');
  return null;
end $$;
--> statement-breakpoint
create trigger storefront_cache_domain_insert after insert on tenants
  for each row when (new.domain is not null) execute function storefront_cache_notify_domain();
--> statement-breakpoint
create trigger storefront_cache_domain_update after update on tenants
  for each row when (new.domain is not null and new.domain is distinct from old.domain)
  execute function storefront_cache_notify_domain();
