// Query keys of the tenants-admin feature (the operator's stores); every key comes from here.
export const tenantsAdminKeys = {
  all: ['tenants-admin'] as const,
  list: () => [...tenantsAdminKeys.all, 'list'] as const,
  detail: (tenantId: number) => [...tenantsAdminKeys.all, 'detail', tenantId] as const,
  stats: () => [...tenantsAdminKeys.all, 'stats'] as const,
  sales: () => [...tenantsAdminKeys.all, 'sales'] as const,
  products: (tenantId: number) => [...tenantsAdminKeys.all, 'products', tenantId] as const,
};
