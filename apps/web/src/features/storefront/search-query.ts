// The store front's search lives in the URL (`?q=`), so Back, Forward and reload keep it.
import { useSearch } from 'wouter';

/** The longest query sent (the API refuses longer: PRODUCT_SEARCH_MAX in the contracts). */
export const SEARCH_QUERY_MAX = 100;

/** The trimmed `?q=` of the current URL, '' without one. */
export function useSearchQuery(): string {
  return (new URLSearchParams(useSearch()).get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
}

/** The store home with a search, or without one when `query` is blank. */
export function searchHref(homeHref: string, query: string): string {
  const q = query.trim();
  return q ? `${homeHref}?q=${encodeURIComponent(q)}` : homeHref;
}
