-- The admin order search by word starts (ADR 0044): every place a word starts in an order's
-- customer name and e-mail, with btree indexes a search's prefix range can use under row-level
-- security.
CREATE TABLE "order_search_words" (
	"tenant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"word" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_search_words" ADD CONSTRAINT "order_search_words_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A search reads a few index pages and stops: parallel workers would only add their start-up.
ALTER TABLE "order_search_words" SET (parallel_workers = 0);--> statement-breakpoint
ALTER TABLE "order_search_words" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_search_words" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "order_search_words" FOR ALL
  USING (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int))
  WITH CHECK (tenant_id = (SELECT nullif(current_setting('app.tenant_id', true), '')::int));--> statement-breakpoint
CREATE POLICY platform_path ON "order_search_words" FOR ALL
  USING ((SELECT current_setting('app.scope', true)) = 'platform')
  WITH CHECK ((SELECT current_setting('app.scope', true)) = 'platform');--> statement-breakpoint
-- Where words start in s, as the rest of s from there: a word starts at a character that is not a
-- separator, at the beginning or after a separator. Separators are the ASCII characters that are
-- neither letters nor digits (space, punctuation, control characters); every other character,
-- accented letters included, is part of a word. packages/contracts' orderSearchTerm uses the same set.
CREATE FUNCTION search_word_starts(s text) RETURNS SETOF text LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  chars text[] := regexp_split_to_array(s, '');
  at_start boolean := true;
  code int;
BEGIN
  FOR i IN 1 .. coalesce(array_length(chars, 1), 0) LOOP
    code := ascii(chars[i]);
    IF code < 48 OR code BETWEEN 58 AND 64 OR code BETWEEN 91 AND 96 OR code BETWEEN 123 AND 127 THEN
      at_start := true;
    ELSIF at_start THEN
      RETURN NEXT substr(s, i);
      at_start := false;
    END IF;
  END LOOP;
END
$$;--> statement-breakpoint
-- An order's words: its name's and its e-mail's word starts, lower-cased like orders.search_text.
CREATE FUNCTION order_search_words_of(customer_name text, customer_email text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT search_word_starts(lower(customer_name))
  UNION
  SELECT search_word_starts(lower(customer_email))
$$;--> statement-breakpoint
-- Every way an order is written (checkout, seeds, tests, psql) keeps its words: in the same
-- statement, under the writer's own store (the policies check the rows as for any write).
CREATE FUNCTION orders_keep_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM order_search_words
      WHERE tenant_id = OLD.tenant_id AND order_id = OLD.id
        AND word IN (SELECT order_search_words_of(OLD.customer_name, OLD.customer_email));
  END IF;
  INSERT INTO order_search_words (tenant_id, order_id, word)
    SELECT NEW.tenant_id, NEW.id, w FROM order_search_words_of(NEW.customer_name, NEW.customer_email) AS w;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_search_words_insert AFTER INSERT ON "orders"
  FOR EACH ROW EXECUTE FUNCTION orders_keep_search_words();--> statement-breakpoint
CREATE TRIGGER orders_search_words_update AFTER UPDATE OF customer_name, customer_email ON "orders"
  FOR EACH ROW
  WHEN (OLD.customer_name IS DISTINCT FROM NEW.customer_name OR OLD.customer_email IS DISTINCT FROM NEW.customer_email)
  EXECUTE FUNCTION orders_keep_search_words();--> statement-breakpoint
-- Every existing order's words (about 15 s per million orders), on the platform path: the table
-- is forced under row-level security like every store table. The triggers above already hold
-- orders against writes until this migration commits, so no order placed meanwhile is missed.
DO $$
BEGIN
  PERFORM set_config('app.scope', 'platform', true);
  INSERT INTO order_search_words (tenant_id, order_id, word)
    SELECT o.tenant_id, o.id, w.word
    FROM orders o, order_search_words_of(o.customer_name, o.customer_email) AS w(word);
  PERFORM set_config('app.scope', '', true);
END
$$;--> statement-breakpoint
CREATE INDEX "order_search_words_tenant_idx" ON "order_search_words" USING btree ("tenant_id","word" text_pattern_ops,"order_id");--> statement-breakpoint
CREATE INDEX "order_search_words_word_idx" ON "order_search_words" USING btree ("word" text_pattern_ops,"tenant_id","order_id");
