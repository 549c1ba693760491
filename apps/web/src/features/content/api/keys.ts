// Query keys of the content feature; every key of this feature comes from here.
export const cmsKeys = {
  all: ['cms'] as const,
  publicContent: (tenantId: number) => [...cmsKeys.all, 'public', tenantId] as const,
};
