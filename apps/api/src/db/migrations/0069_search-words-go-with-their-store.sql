-- An order's search words (migration 0020, ADR 0044) are written only by orders' own triggers, from
-- the order's row, whose store that row's foreign key has just checked. Their own foreign key
-- checked the same store again for each word: eight checks, each a lock of the store's row that
-- every checkout of the store takes too, per order (ADR 0121). What it did besides, delete a store's
-- words with the store, a trigger on tenants does now. (Orders are never deleted but with their
-- store, so no word outlives its order any more than before.)
ALTER TABLE "order_search_words" DROP CONSTRAINT "order_search_words_tenant_id_tenants_id_fk";--> statement-breakpoint
-- On the platform path for its one delete (the table is forced under row-level security, and a store
-- is deleted by whoever may delete it): the caller's scope is put back before it returns.
CREATE FUNCTION tenants_forget_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  caller_scope text := current_setting('app.scope', true);
BEGIN
  PERFORM set_config('app.scope', 'platform', true);
  DELETE FROM order_search_words WHERE tenant_id = OLD.id;
  PERFORM set_config('app.scope', coalesce(caller_scope, ''), true);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tenants_search_words_delete AFTER DELETE ON "tenants"
  FOR EACH ROW EXECUTE FUNCTION tenants_forget_search_words();
