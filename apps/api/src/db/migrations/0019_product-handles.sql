ALTER TABLE "products" ADD COLUMN "handle" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "previous_handles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- A product's handle made from its name (ADR 0037), as productHandleBase in packages/contracts:
-- lower case, common accents dropped, every run of other characters one hyphen, at most 80.
CREATE FUNCTION product_handle_base(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(trim(both '-' from left(trim(both '-' from regexp_replace(
    translate(lower(name), 'àáâãäåçèéêëìíîïñòóôõöøùúûüýÿ', 'aaaaaaceeeeiiiinoooooouuuuyy'),
    '[^a-z0-9]+', '-', 'g')), 80)), ''), 'product')
$$;--> statement-breakpoint
-- Every existing product gets a handle from its name, unique in its store (-2, -3… when taken).
-- A plain index first, so each "is it taken" check is a lookup rather than a scan of the table.
CREATE INDEX "products_tenant_handle_backfill" ON "products" USING btree ("tenant_id","handle");--> statement-breakpoint
DO $$
DECLARE
  r record;
  base text;
  candidate text;
  n int;
BEGIN
  PERFORM set_config('app.scope', 'platform', true);
  FOR r IN SELECT id, tenant_id, name FROM products ORDER BY tenant_id, id LOOP
    base := product_handle_base(r.name);
    candidate := base;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM products WHERE tenant_id = r.tenant_id AND handle = candidate) LOOP
      n := n + 1;
      candidate := base || '-' || n;
    END LOOP;
    UPDATE products SET handle = candidate WHERE id = r.id;
  END LOOP;
  PERFORM set_config('app.scope', '', true);
END
$$;--> statement-breakpoint
DROP INDEX "products_tenant_handle_backfill";--> statement-breakpoint
CREATE UNIQUE INDEX "products_tenant_handle" ON "products" USING btree ("tenant_id","handle");--> statement-breakpoint
-- Every way a product is added (admin form, CSV import, seeds, tests) gets a handle: an empty one is
-- made from the name, de-duplicated in the store. A changed handle keeps the old one for a 301.
CREATE FUNCTION products_fill_handle() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text;
  candidate text;
  n int := 1;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.handle = '' THEN
      NEW.handle := OLD.handle;
    END IF;
    IF NEW.handle <> OLD.handle THEN
      NEW.previous_handles := array_append(array_remove(array_remove(OLD.previous_handles, NEW.handle), OLD.handle), OLD.handle);
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.handle <> '' THEN
    RETURN NEW;
  END IF;
  base := product_handle_base(NEW.name);
  candidate := base;
  WHILE EXISTS (SELECT 1 FROM products WHERE tenant_id = NEW.tenant_id AND handle = candidate) LOOP
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  NEW.handle := candidate;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_fill_handle BEFORE INSERT OR UPDATE OF handle ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_fill_handle();
