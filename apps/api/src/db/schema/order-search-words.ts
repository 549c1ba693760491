// The admin order search's word index (ADR 0044): kept by triggers, and written by the checkout's
// order statement for its own order (migration 0071).
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The admin order search's index (ADR 0044): every place a word starts in an order's customer name
 * and e-mail, lower-cased, as the rest of that field from there ("grace.hopper@example.com" gives
 * itself, "hopper@example.com" and "example.com"; "com"). Kept by a trigger on orders (migration
 * 0020), except for the order a checkout's statement writes them for itself (migration 0071). A search is a prefix of one of them; btree prefix ranges (`^@`) are leakproof, so these
 * indexes serve it under row-level security, where nothing can serve a substring search.
 * No foreign keys (migration 0069, ADR 0121): a word is written only with its order (by the trigger
 * or in the order's own statement, with the order's store), whose store its own key has checked, and a trigger on tenants deletes a store's words with it.
 * order_id has none either: orders are never deleted but with their store, and a word only ever
 * names a candidate that is then read from orders.
 */
export const orderSearchWords = pgTable(
  'order_search_words',
  {
    tenantId: integer('tenant_id').notNull(),
    orderId: integer('order_id').notNull(),
    word: text('word').notNull(),
  },
  (t) => [
    index('order_search_words_tenant_idx').on(t.tenantId, t.word.op('text_pattern_ops'), t.orderId),
    index('order_search_words_word_idx').on(t.word.op('text_pattern_ops'), t.tenantId, t.orderId),
  ],
);
