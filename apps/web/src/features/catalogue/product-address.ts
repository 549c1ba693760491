// A product's address in its store, /s/{slug}/products/{handle} (ADR 0037), and how the
// store front tells the dialog (opened from the grid, so Back closes it) from the product page
// (an address loaded, shared or bookmarked).

/** The product page of `handle` under a store's base path; `search` (`?q=…`) keeps the grid's view. */
export function productHref(basePath: string, handle: string, search = ''): string {
  return `${basePath}/products/${encodeURIComponent(handle)}${search ? `?${search}` : ''}`;
}

/**
 * A mark of this page load. The grid pushes the product's address with it in history.state; a
 * history entry with this load's mark is the dialog over the grid, anything else (a reload, a
 * link from elsewhere, another load's entry) the product page, which the server also renders.
 */
const PAGE_LOAD = typeof window === 'undefined' ? '' : `${Date.now()}-${Math.random()}`;

export const productDialogState = () => ({ productDialog: PAGE_LOAD });

export function isProductDialogEntry(): boolean {
  if (typeof window === 'undefined') return false;
  const state = window.history.state as { productDialog?: unknown } | null;
  return PAGE_LOAD !== '' && state?.productDialog === PAGE_LOAD;
}

/** The store-front query (`?category=…&q=…`) with `name` set, or removed when empty. */
export function withQueryParam(search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value) params.set(name, value);
  else params.delete(name);
  return params.toString();
}
