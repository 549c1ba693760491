// Query keys of the e-mail admin feature; every key of this feature comes from here. The settings'
// current values are the store's record, read by the tenants feature.
export const emailAdminKeys = {
  all: ['email-admin'] as const,
  logs: (tenantId: number) => [...emailAdminKeys.all, 'log', tenantId] as const,
  log: (tenantId: number, offset: number) => [...emailAdminKeys.logs(tenantId), offset] as const,
};
