// Product search (ADR 0033): the store front's `GET /api/products?search=` and the admin
// product list share this matching, over `products.search_text` (lower(name category description),
// generated). Two steps, the second only when the first finds nothing:
//   1. 'words': every word of the query appears somewhere in the text (LIKE, wildcards typed by the
//      shopper match themselves);
//   2. 'similar': the query resembles a word run of the name and category (pg_trgm's `<%`, word
//      similarity ≥ 0.6), which forgives a small typo ("hodie" finds Hoodies).
// Relevance: the name contains the query, then how closely the name (a word of it, then all of it)
// resembles it; ties in the owner's order. Under forced row-level security no LIKE or pg_trgm
// operator may use an index (they are not LEAKPROOF, ADR 0021), so each step reads the store's
// products: the similarity step, the dearer per row, compares the short name and category only,
// and only those that hold one of the query's inner trigrams as they are (a cheap LIKE first).
import { and, asc, desc, like, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/like.ts';
import { products } from '../../db/schema/index.ts';

export type ProductSearchStep = 'words' | 'similar';

/** A query's words beyond this many are not checked one by one (the similarity step still sees them). */
const MAX_WORDS = 8;

const nameAndCategory = sql`lower(${products.name} || ' ' || coalesce(${products.category}, ''))`;

/**
 * A cheap LIKE that every product similar enough to `search` passes, so the dear trigram comparison
 * runs on few rows: a similarity of 0.6 needs 60% of the query's trigrams in the text, and when the
 * word-edge trigrams ('  h', ' ho', 'ie ') are fewer than that, at least one inner trigram ('hod',
 * 'odi', 'die') must appear in it as it is. Undefined when the query is too short for that.
 */
function similarPrefilter(search: string): SQL | undefined {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const edges = new Set<string>();
  const inner = new Set<string>();
  for (const word of words) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) {
      const trigram = padded.slice(i, i + 3);
      (trigram.includes(' ') ? edges : inner).add(trigram);
    }
  }
  if (inner.size === 0 || edges.size >= 0.6 * (edges.size + inner.size)) return undefined;
  return or(...[...inner].map((trigram) => like(nameAndCategory, containsPattern(trigram))));
}

/** The condition a matching product meets at `step` (the caller adds the store and the status). */
export function productSearchWhere(search: string, step: ProductSearchStep): SQL {
  if (step === 'similar') {
    const similar = sql`lower(${search}) <% ${nameAndCategory}`;
    return and(similarPrefilter(search), similar) ?? similar;
  }
  const words = search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  return and(...words.map((word) => like(products.searchText, containsPattern(word)))) ?? sql`false`;
}

/** The order of the matches, most relevant first. */
export function productSearchOrder(search: string, step: ProductSearchStep): SQL[] {
  return [
    desc(sql`(${products.name} ilike ${containsPattern(search)})`),
    desc(sql`word_similarity(lower(${search}), lower(${products.name}))`),
    desc(sql`similarity(lower(${search}), lower(${products.name}))`),
    ...(step === 'similar' ? [desc(sql`word_similarity(lower(${search}), ${nameAndCategory})`)] : []),
    asc(products.sortOrder),
    asc(products.id),
  ];
}
