// Query keys of the content admin (the store's CMS entries); every key of this feature comes from here.
export const contentAdminKeys = {
  all: ['content-admin'] as const,
  entries: (tenantId: number) => [...contentAdminKeys.all, 'entries', tenantId] as const,
};
