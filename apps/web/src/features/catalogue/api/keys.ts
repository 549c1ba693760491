// Query keys of the public catalogue; every key of this feature comes from here.
export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: (tenantId: number) => [...catalogueKeys.all, 'products', tenantId] as const,
  /** A store-front search, by the store and the trimmed query. */
  search: (tenantId: number, query: string) => [...catalogueKeys.all, 'search', tenantId, query] as const,
  /** One live product by its handle, its page's read (ADR 0037). */
  productByHandle: (tenantId: number, handle: string) =>
    [...catalogueKeys.all, 'by-handle', tenantId, handle] as const,
};
