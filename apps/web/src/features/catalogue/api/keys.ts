// Query keys of the public catalogue; every key of this feature comes from here.
export const cataloguePublicKeys = {
  all: ['catalogue-public'] as const,
  products: (tenantId: number) => [...cataloguePublicKeys.all, 'products', tenantId] as const,
};
