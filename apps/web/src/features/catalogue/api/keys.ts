// Query keys of the public catalogue; every key of this feature comes from here.
export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: (tenantId: number) => [...catalogueKeys.all, 'products', tenantId] as const,
};
