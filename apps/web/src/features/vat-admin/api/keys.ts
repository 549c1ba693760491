// Query keys of the VAT admin feature; every key of this feature comes from here.
export const vatAdminKeys = {
  all: ['vat-admin'] as const,
  settings: (tenantId: number) => [...vatAdminKeys.all, 'settings', tenantId] as const,
};
