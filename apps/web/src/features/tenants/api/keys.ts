// Query keys of the tenants feature (a store's own record and its public reads); every tenant
// query key comes from here.
export const tenantKeys = {
  all: ['tenants'] as const,
  current: () => [...tenantKeys.all, 'current'] as const,
  bySlug: (slug: string) => [...tenantKeys.all, 'slug', slug] as const,
  publicById: (tenantId: number) => [...tenantKeys.all, 'public', tenantId] as const,
  account: (tenantId: number) => [...tenantKeys.all, 'account', tenantId] as const,
};
