// Query keys of the store's Returns screen; every key of this feature comes from here.
export const returnsAdminKeys = {
  all: ['returns-admin'] as const,
  list: (filter: { tenantId?: number; status: string }) => [...returnsAdminKeys.all, 'list', filter] as const,
};
