// Query keys of the public catalogue; every key of this feature comes from here. A read in another
// currency than the store's base (docs/decisions/0105) adds it; the base currency's keys are the
// ones the server's page data seeds.
const inCurrency = (currency?: string) => (currency ? [currency] : []);

export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: (tenantId: number, currency?: string) =>
    [...catalogueKeys.all, 'products', tenantId, ...inCurrency(currency)] as const,
  /** A store-front search, by the store and the trimmed query. */
  search: (tenantId: number, query: string, currency?: string) =>
    [...catalogueKeys.all, 'search', tenantId, query, ...inCurrency(currency)] as const,
  /** One live product by its handle, its page's read (ADR 0037). */
  productByHandle: (tenantId: number, handle: string, currency?: string) =>
    [...catalogueKeys.all, 'by-handle', tenantId, handle, ...inCurrency(currency)] as const,
};
