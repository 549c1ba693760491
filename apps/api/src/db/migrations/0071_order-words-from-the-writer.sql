-- An order's search words (migration 0020) were always written by the orders insert trigger: a
-- PL/pgSQL call per order, which runs a set-returning SQL function (planned on each call) over two
-- PL/pgSQL loops, and then inserts the words (docs/performance.md, "The search words written with
-- the order"). The checkout's order statement now writes them itself, from the same word starts
-- computed by the app (modules/orders/order-search-words.ts), and names the one order it does so
-- for in app.order_words ('<payment provider>:<payment intent id>', set for the transaction just
-- before that statement). The trigger skips only that order: every other way an order is written
-- (seeds, renewals, draft orders, tests, psql) keeps its words from the trigger as before, and a
-- later order in the same transaction has another payment and so its trigger. An order without a
-- payment always has the trigger (the setting is NULL in a session that never named an order).
DROP TRIGGER "orders_search_words_insert" ON "orders";--> statement-breakpoint
CREATE TRIGGER orders_search_words_insert AFTER INSERT ON "orders"
  FOR EACH ROW
  WHEN (NEW.payment_intent_id IS NULL
    OR current_setting('app.order_words', true) IS DISTINCT FROM concat(NEW.payment_provider, ':', NEW.payment_intent_id))
  EXECUTE FUNCTION orders_keep_search_words();
