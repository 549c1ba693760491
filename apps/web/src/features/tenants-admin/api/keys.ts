// Query keys of the tenant-admin feature (the operator's stores); every key comes from here.
export const tenantAdminKeys = {
  all: ['tenant-admin'] as const,
  list: () => [...tenantAdminKeys.all, 'list'] as const,
  detail: (tenantId: number) => [...tenantAdminKeys.all, 'detail', tenantId] as const,
  stats: () => [...tenantAdminKeys.all, 'stats'] as const,
  products: (tenantId: number) => [...tenantAdminKeys.all, 'products', tenantId] as const,
  content: (tenantId: number) => [...tenantAdminKeys.all, 'content', tenantId] as const,
};
