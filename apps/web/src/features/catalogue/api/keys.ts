// Query keys of the public catalogue; every key of this feature comes from here.
export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: (tenantId: number) => [...catalogueKeys.all, 'products', tenantId] as const,
  /** A store-front search, by the store and the trimmed query (issue 15). */
  search: (tenantId: number, query: string) => [...catalogueKeys.all, 'search', tenantId, query] as const,
};
